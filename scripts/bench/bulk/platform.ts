/**
 * The platform-scale dataset: 100 communities of 1,000 residents planned by the demo generator
 * (planDemoCommunity: same Faker data, Nigerian names, payer habits) and written in bulk, one
 * transaction per community. Sized for about 1,000,000 ledger entries: 99 communities with
 * PLATFORM_MONTHS months each, and community 1 (the export community) with enough residents and
 * months to hold over 100,000 wallet (cash) rows for the CSV export timing.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../src/server/db/connection.js';
import type { Database } from '../../../src/server/db/schema.js';
import { planDemoCommunity } from '../../../src/server/demo/index.js';
import { hashPassword } from '../../../src/server/services/accounts/passwords.js';
import { Ids, syncSequences } from './insert.js';
import { writeLedger } from './ledger.js';
import { writeRecords, type Lookups } from './records.js';

export const PLATFORM_COMMUNITIES = 100;
export const PLATFORM_RESIDENTS = 1_000;
export const PLATFORM_MONTHS = 5;
/** Community 1: 2,500 residents over 60 months is ~104,000 payments (wallet rows). */
export const EXPORT_COMMUNITY = { residents: 2_500, months: 60 };

export interface PlatformCommunity {
  index: number;
  communityId: number;
  adminEmail: string;
  residents: number;
  entries: number;
  walletRows: number;
}

export interface PlatformResult {
  communities: PlatformCommunity[];
  residents: number;
  entries: number;
}

async function lookups(db: Kysely<Database>, password: string): Promise<Lookups> {
  const roles = await db.selectFrom('roles').select(['id', 'roleName']).execute();
  const types = await db.selectFrom('communityTypes').select(['id', 'name']).execute();
  return {
    roleIds: new Map(roles.map((role) => [role.roleName, role.id])),
    communityTypeIds: new Map(types.map((type) => [type.name, type.id])),
    // Once for the whole platform: every Admin and demo Member shares the bench password.
    passwordHash: await hashPassword(password),
  };
}

export async function writePlatform(
  db: Kysely<Database>,
  dialect: DialectName,
  options: { password: string; today: string; communities?: number; log?: (line: string) => void },
): Promise<PlatformResult> {
  const { password, today, communities = PLATFORM_COMMUNITIES, log = () => {} } = options;
  const shared = await lookups(db, password);
  const ids = await Ids.read(db);
  const result: PlatformResult = { communities: [], residents: 0, entries: 0 };
  for (let index = 1; index <= communities; index += 1) {
    const size =
      index === 1 ? EXPORT_COMMUNITY : { residents: PLATFORM_RESIDENTS, months: PLATFORM_MONTHS };
    const plan = planDemoCommunity({ password, communityIndex: index, today, ...size });
    const written = await db.transaction().execute(async (trx) => {
      const records = await writeRecords(trx, ids, plan, shared);
      return { records, ledger: await writeLedger(trx, ids, plan, records, today) };
    });
    result.communities.push({
      index,
      communityId: written.records.communityId,
      adminEmail: plan.community.adminEmail,
      residents: plan.residents.length,
      ...written.ledger,
    });
    result.residents += plan.residents.length;
    result.entries += written.ledger.entries;
    if (index % 10 === 0 || index === 1) {
      log(`  community ${index}/${communities}: ${result.entries.toLocaleString('en')} entries`);
    }
  }
  await syncSequences(db, dialect);
  return result;
}
