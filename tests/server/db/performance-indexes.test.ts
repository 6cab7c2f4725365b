/**
 * Migration 008 (issue 8, platform scale): the indexes exist on both databases, and the reads they
 * are for use them (a plan that scans the ledger's table would pass every other test and still be
 * too slow at 1,000,000 entries).
 */
import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { build, usePostgres } from '../support/helper.js';

const LEDGER_INDEXES = [
  'ledger_entries_community_cash',
  'ledger_entries_cash_date',
  'ledger_entries_community_owed',
  'ledger_entries_resident_owed',
];

const TRIGRAM_INDEXES = [
  'users_email_trgm_index',
  'users_mobile_number_trgm_index',
  // Migration 011: over the search text (accents and tone marks removed), not lower(address).
  'addresses_address_search_trgm_index',
  'residents_full_name_search_trgm_index',
];

type App = Awaited<ReturnType<typeof build>>;

async function indexNames(app: App): Promise<string[]> {
  const query = usePostgres
    ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'`
    : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return (await query.execute(app.db)).rows.map((row) => row.name);
}

/** The plan of a query as one text (no ANALYZE: the tables are nearly empty, the plan is not). */
async function planOf(app: App, query: RawBuilder<unknown>): Promise<string> {
  if (usePostgres) {
    // Nearly empty tables would be scanned whole; ask for the plan an index would give.
    await sql`set enable_seqscan = off`.execute(app.db);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(app.db);
    await sql`reset enable_seqscan`.execute(app.db);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(app.db);
  return rows.map((row) => row.detail).join('\n');
}

describe('performance indexes (migration 008)', () => {
  it('creates the ledger and residents indexes, and the trigram ones on PostgreSQL', async () => {
    const app = await build();
    try {
      const names = await indexNames(app);
      expect(names).toEqual(
        expect.arrayContaining([...LEDGER_INDEXES, 'residents_community_id_id_index']),
      );
      expect(names).not.toContain('residents_community_id_index');
      if (usePostgres) expect(names).toEqual(expect.arrayContaining(TRIGRAM_INDEXES));
      else for (const name of TRIGRAM_INDEXES) expect(names).not.toContain(name);
      expect(names).not.toContain('addresses_address_trgm_index');
    } finally {
      await app.close();
    }
  });

  it.runIf(usePostgres)('finds names by their search text through a trigram index', async () => {
    const app = await build();
    try {
      const plan = await planOf(
        app,
        sql`select id from residents where full_name_search like '%adeyemi%' escape '\\'`,
      );
      expect(plan).toContain('residents_full_name_search_trgm_index');
    } finally {
      await app.close();
    }
  });

  it('answers the dashboard and a balance from the indexes, not the ledger table', async () => {
    const app = await build();
    try {
      const cash = await planOf(
        app,
        sql`select sum(credit_kobo - debit_kobo) from ledger_entries
            where community_id = 1 and (debit_kobo > 0 or credit_kobo > 0)`,
      );
      expect(cash).toContain('ledger_entries_community_cash');
      const owed = await planOf(
        app,
        sql`select resident_id, sum(owed_kobo) from ledger_entries
            where community_id = 1 and resident_id is not null and owed_kobo <> 0
            group by resident_id`,
      );
      expect(owed).toContain('ledger_entries_community_owed');
      const balance = await planOf(
        app,
        sql`select sum(owed_kobo) from ledger_entries where resident_id in (1, 2) and owed_kobo <> 0`,
      );
      expect(balance).toContain('ledger_entries_resident_owed');
    } finally {
      await app.close();
    }
  });
});
