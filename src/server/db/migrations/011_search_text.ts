/**
 * Search that forgives accents and tone marks (issue 16): beside each searchable name a column
 * `<name>_search` with its text as searches compare it ("Adéyẹmí" → "adeyemi",
 * shared/search-text.ts), which the app writes with every write of the name
 * (db/search-text-plugin.ts). Existing rows are filled here, in JavaScript with the very function
 * the app uses: SQLite has no unaccent, and PostgreSQL's would not give the same text.
 *
 * PostgreSQL: pg_trgm GIN indexes on the search text of the property and people tables, so a
 * search across a large community or the whole platform does not read every row. They replace
 * migration 008's index on `lower(addresses.address)`, which no search uses any more. The ledger
 * and the audit log, written at every payment and read newest first within a community, get
 * none. SQLite has no trigram indexes; a community's rows are scanned there.
 *
 * The list of columns is this migration's own (not db/search-text.ts's), so that it means the
 * same thing whenever it runs.
 */
import { sql, type Kysely } from 'kysely';
import { normaliseSearchText } from '../../../shared/search-text.js';
import type { DialectName } from '../connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** [table, its searchable name columns, whether PostgreSQL indexes their search text] */
const SEARCHED: readonly [string, readonly string[], boolean][] = [
  ['residents', ['full_name'], true],
  ['landlords', ['full_name'], true],
  ['streets', ['street_name', 'lga', 'state', 'country'], true],
  ['addresses', ['address'], true],
  ['apartments', ['apartment_name'], true],
  ['apartment_types', ['type', 'name'], true],
  ['roles', ['role_name'], true],
  ['projects', ['project_name'], true],
  ['adverts', ['name'], true],
  ['advert_sections', ['name'], true],
  ['communities', ['community_name', 'community_address'], true],
  ['ledger_entries', ['description'], false],
  ['audit_log', ['target'], false],
];

/** Rows read and written per statement while filling. */
const BATCH = 500;

const searchColumn = (column: string) => `${column}_search`;
const indexName = (table: string, column: string) => `${table}_${column}_search_trgm_index`;

/** Fills the search text of every row of `table`, a batch of rows per statement. */
async function fill(db: AnyDb, table: string, columns: readonly string[]): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row.id));
    const sets = columns.map((column) => {
      const cases = rows.map(
        (row) => sql`when ${Number(row.id)} then ${normaliseSearchText(String(row[column] ?? ''))}`,
      );
      return sql`${sql.ref(searchColumn(column))} = case id ${sql.join(cases, sql` `)} end`;
    });
    await sql`update ${sql.table(table)} set ${sql.join(sets)} where id in (${sql.join(ids)})`.execute(
      db,
    );
    after = ids[ids.length - 1]!;
  }
}

/** Runs `work` with the ledger's append-only trigger (migration 004) set aside. */
async function withLedgerWritable(db: AnyDb, dialect: DialectName, work: () => Promise<void>) {
  if (dialect === 'postgres') {
    await sql`alter table ledger_entries disable trigger ledger_entries_no_change`.execute(db);
    await work();
    await sql`alter table ledger_entries enable trigger ledger_entries_no_change`.execute(db);
    return;
  }
  await sql`drop trigger ledger_entries_no_update`.execute(db);
  await work();
  // As migration 004 wrote it.
  await sql
    .raw(
      `create trigger ledger_entries_no_update before update on ledger_entries begin select ` +
        `raise(abort, 'ledger entries are append-only: correct a mistake with a reversal entry'); end`,
    )
    .execute(db);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  for (const [table, columns] of SEARCHED) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(searchColumn(column), 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
    const filling = () => fill(db, table, columns);
    await (table === 'ledger_entries' ? withLedgerWritable(db, dialect, filling) : filling());
  }

  if (dialect !== 'postgres') return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`drop index if exists addresses_address_trgm_index`.execute(db);
  for (const [table, columns, indexed] of SEARCHED) {
    if (!indexed) continue;
    for (const column of columns) {
      await sql
        .raw(
          `create index ${indexName(table, column)} on ${table} ` +
            `using gin (${searchColumn(column)} gin_trgm_ops)`,
        )
        .execute(db);
    }
  }
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  for (const [table, columns, indexed] of SEARCHED) {
    for (const column of columns) {
      if (dialect === 'postgres' && indexed) {
        await db.schema.dropIndex(indexName(table, column)).execute();
      }
      await db.schema.alterTable(table).dropColumn(searchColumn(column)).execute();
    }
  }
  if (dialect === 'postgres') {
    await sql`create index addresses_address_trgm_index on addresses using gin (lower(address) gin_trgm_ops)`.execute(
      db,
    );
  }
}
