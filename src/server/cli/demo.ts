/**
 * The seed:demo command's logic, kept apart from its entry point (seed-demo.ts) so tests can
 * call it: arguments, configuration and migrations like the server, then the demo community.
 */
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { openFileStore } from '../files/open-file-store.js';
import { DEFAULT_DEMO_PASSWORD, seedDemoCommunity, type DemoSeedResult } from '../demo/index.js';

export const DEMO_USAGE =
  'Usage: npm run seed:demo -- [--password <password>] [--residents <10..19999>]\n' +
  '  [--streets <1..500>] [--apartments <residents..30000>]\n' +
  '(DEMO_PASSWORD may replace --password; the default password is ' +
  `'${DEFAULT_DEMO_PASSWORD}'.) Uses DATA_DIR / DATABASE_URL like the server.`;

export interface SeedDemoArgs {
  password: string;
  residents?: number;
  streets?: number;
  apartments?: number;
  /** True when neither --password nor DEMO_PASSWORD was given. */
  defaultPassword: boolean;
}

export function parseSeedDemoArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
): SeedDemoArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        password: { type: 'string' },
        residents: { type: 'string' },
        streets: { type: 'string' },
        apartments: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${DEMO_USAGE}`);
  }
  const given = values.password ?? env.DEMO_PASSWORD;
  const count = (name: 'residents' | 'streets' | 'apartments') => {
    const text = values[name];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value))
      throw new Error(`--${name} must be a whole number\n${DEMO_USAGE}`);
    return value;
  };
  return {
    password: given ?? DEFAULT_DEMO_PASSWORD,
    residents: count('residents'),
    streets: count('streets'),
    apartments: count('apartments'),
    defaultPassword: !given,
  };
}

const number = (value: number) => value.toLocaleString('en-NG');
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Where `npm start` listens with this configuration (HOST, PORT): PUBLIC_URL may name a proxy or
 * a domain that does not reach this machine yet. A wildcard host (0.0.0.0, ::) is opened as
 * localhost; an IPv6 address is bracketed.
 */
export function listenAddress(config: Pick<AppConfig, 'host' | 'port'>): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** What the command prints: what it made, where to open it and the three logins (Admin, Member, guard). */
export function demoSummary(
  result: DemoSeedResult,
  address: string,
  seconds: number,
  defaultPassword: boolean,
): string {
  const { counts, admin, member, guard } = result;
  const note = defaultPassword
    ? '  (the default: set another with --password or DEMO_PASSWORD)'
    : '';
  return [
    `Seeded "${result.communityName}" (community ${result.communityId}) in ${seconds.toFixed(1)} s:`,
    `  ${counts.streets} streets, ${counts.addresses} addresses, ${counts.apartments} apartments ` +
      `of ${counts.apartmentTypes} types, ${counts.landlords} landlords,`,
    `  ${number(counts.residents)} residents (${counts.excos} excos), ${counts.dependants} dependants, ` +
      `${counts.projects} projects, ${counts.adverts} adverts (expired, active, unpaid),`,
    `  ${counts.residentsWithFiles} residents with a photo and an ID document (the excos and the Member),`,
    `  ${counts.notices} notices (everyone, residents who owe, excos; the Member has read the first),`,
    `  ${number(counts.entries)} ledger entries from ${monthName(result.months.from)} to ` +
      `${monthName(result.months.to)}: ${number(counts.charges)} dues charges, ` +
      `${number(counts.payments)} payments, ${counts.expenses} expenses, ${counts.reversals} reversals.`,
    `  ${number(counts.visitorPasses)} visitor passes and ${number(counts.visitorEntries)} entries at ` +
      `the gate (${number(counts.walkIns)} walk-ins), over the last two months.`,
    `  Dues are paid to ${result.bank.bankName}, account ${result.bank.bankAccountNumber}.`,
    '',
    `Open ${address}/auth/sign-in (start the server with npm start) and sign in as`,
    `  Admin:   ${admin.email}   password: ${admin.password}${note}`,
    `  Member:  ${member.email}  password: ${member.password}  (${member.fullName}, a resident)`,
    `  Guard:   ${guard.email}   password: ${guard.password}  (${guard.fullName}, Security: ` +
      'the gate console and the entry log)',
  ].join('\n');
}

/** The whole command: configuration from `env`, migrations, then the demo community. */
export async function runSeedDemo(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const args = parseSeedDemoArgs(argv, env);
  const config = loadConfig(env);
  const { db, dialect } = openDatabase(config);
  const store = await openFileStore(config);
  try {
    await migrateToLatest(db, dialect);
    const started = performance.now();
    const result = await seedDemoCommunity(db, {
      password: args.password,
      residents: args.residents,
      streets: args.streets,
      apartments: args.apartments,
      uploads: { dataDir: config.dataDir, store },
    });
    const seconds = (performance.now() - started) / 1000;
    return demoSummary(result, listenAddress(config), seconds, args.defaultPassword);
  } finally {
    store.close();
    await db.destroy();
  }
}
