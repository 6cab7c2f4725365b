/**
 * The benchmark's datasets, generated once and reused: a marker table (bench_dataset) written
 * after the data records the generator version and what the bench needs (logins, community
 * ids). A missing or different marker, or BENCH_REGENERATE=1, regenerates from empty. The
 * database is opened and migrated by the app's own code, so the schema is the product's, and
 * migrations added later apply to cached datasets before each run.
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/connection.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Database } from '../../src/server/db/schema.js';
import { seedDemoCommunity } from '../../src/server/demo/index.js';
import { todayInLagos } from '../../src/shared/finance.js';
import { writePlatform } from './bulk/platform.js';
import type { BenchOptions } from './options.js';
import { ensureDatabaseExists, resetTarget, type Target } from './targets.js';

/** Bump when the generated data changes shape, so cached datasets are rebuilt. */
export const GENERATOR_VERSION = 'bench-data-4';
export const BENCH_PASSWORD = 'neighbourly-bench';

export interface Login {
  communityId: number;
  adminEmail: string;
}

export interface DatasetInfo {
  version: string;
  generatedAt: string;
  generationSeconds: number;
  /** The community loaded by the API runs. */
  api: Login;
  /** The community whose wallet CSV is exported (the one with the most wallet rows). */
  export: Login & { walletRows: number };
  counts: { communities: number; residents: number; entries: number };
}

type Db = Kysely<Database>;

async function readMarker(db: Db): Promise<DatasetInfo | null> {
  try {
    const { rows } = await sql<{ info: string }>`select info from bench_dataset`.execute(db);
    const info = rows[0] ? (JSON.parse(rows[0].info) as DatasetInfo) : null;
    return info?.version === GENERATOR_VERSION ? info : null;
  } catch {
    return null; // no marker table: never generated, or generation did not finish
  }
}

async function writeMarker(db: Db, info: DatasetInfo): Promise<void> {
  await sql`create table bench_dataset (info text not null)`.execute(db);
  await sql`insert into bench_dataset (info) values (${JSON.stringify(info)})`.execute(db);
}

async function generate(db: Db, dialect: 'sqlite' | 'postgres', target: Target) {
  const today = todayInLagos();
  if (target.scale === 'community') {
    // The demo generator as `npm run seed:demo` runs it: 200 residents, 12 months, services.
    const seeded = await seedDemoCommunity(db, { password: BENCH_PASSWORD });
    const login = { communityId: seeded.communityId, adminEmail: seeded.admin.email };
    const wallet = seeded.counts.payments + seeded.counts.expenses + seeded.counts.reversals;
    return {
      api: login,
      export: { ...login, walletRows: wallet },
      counts: {
        communities: 1,
        residents: seeded.counts.residents,
        entries: seeded.counts.entries,
      },
    };
  }
  const log = (line: string) => console.log(line);
  const platform = await writePlatform(db, dialect, { password: BENCH_PASSWORD, today, log });
  const byWallet = [...platform.communities].sort((a, b) => b.walletRows - a.walletRows);
  // The API runs load a typical community (1,000 residents), not the oversized export one.
  const typical = platform.communities.find((c) => c.index === 2) ?? byWallet[0]!;
  const pick = (c: (typeof byWallet)[number]) => ({
    communityId: c.communityId,
    adminEmail: c.adminEmail,
  });
  return {
    api: pick(typical),
    export: { ...pick(byWallet[0]!), walletRows: byWallet[0]!.walletRows },
    counts: {
      communities: platform.communities.length,
      residents: platform.residents,
      entries: platform.entries,
    },
  };
}

/**
 * A bulk-written PostgreSQL database as autovacuum leaves a live one: planner statistics
 * gathered and the visibility map set (index-only scans). Without it every plan rests on default
 * guesses, a state no production database stays in; machines with autovacuum off (this one)
 * never leave it. Once per dataset: skipped when the ledger has statistics already.
 */
async function settleStatistics(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ analyzed: boolean }>`
    select coalesce(last_analyze, last_autoanalyze) is not null as analyzed
      from pg_stat_user_tables where relname = 'ledger_entries'`.execute(db);
  if (rows[0]?.analyzed) return;
  console.log('[data] vacuum analyze (as autovacuum would) ...');
  await sql`vacuum analyze`.execute(db);
}

/** The dataset of a target, generating it when missing or stale; migrated to the latest. */
export async function ensureDataset(options: BenchOptions, target: Target): Promise<DatasetInfo> {
  await ensureDatabaseExists(options, target);
  const config = { dataDir: target.dataDir, databaseUrl: target.databaseUrl };
  let handle = openDatabase(config);
  try {
    const cached = options.regenerate ? null : await readMarker(handle.db);
    if (cached) {
      await migrateToLatest(handle.db, handle.dialect);
      await settleStatistics(handle.db, handle.dialect);
      return cached;
    }
    await handle.db.destroy();
    console.log(`[data] generating ${target.label} ...`);
    await resetTarget(options, target);
    handle = openDatabase(config);
    await migrateToLatest(handle.db, handle.dialect);
    const started = performance.now();
    const generated = await generate(handle.db, handle.dialect, target);
    const info: DatasetInfo = {
      version: GENERATOR_VERSION,
      generatedAt: new Date().toISOString(),
      generationSeconds: (performance.now() - started) / 1000,
      ...generated,
    };
    await writeMarker(handle.db, info);
    await settleStatistics(handle.db, handle.dialect);
    const { entries, residents } = info.counts;
    console.log(
      `[data] ${target.label}: ${residents.toLocaleString('en')} residents, ` +
        `${entries.toLocaleString('en')} entries in ${info.generationSeconds.toFixed(1)} s`,
    );
    return info;
  } finally {
    await handle.db.destroy();
  }
}
