/**
 * Platform scale (issue 8): indexes for the reads that run on every page, so that none of them
 * reads a community's whole ledger from the table or the whole platform's residents.
 *
 * - Residents: a community's residents newest first (the list's order) without skipping the other
 *   communities' rows; replaces the plain community_id index, of which it is a prefix.
 * - Ledger, cash rows (debit or credit > 0: the wallet, income and expense lists, and the
 *   dashboard's income and expenses): newest first per community, covering the columns the
 *   dashboard sums (index-only), and newest first across communities (the Super admin's lists and
 *   exports). Dues charges (most of the ledger) only change what residents owe and are left out.
 * - Ledger, what residents owe (owed_kobo != 0): per community and resident (the dashboard's
 *   amount owing and the debtors list, index-only) and per resident newest first (a balance, a
 *   debtor's latest charge and debt history).
 * - PostgreSQL only: pg_trgm GIN indexes on exactly the expressions the residents search matches
 *   with `lower(column) like '%text%'` in its per-table subqueries (residents-repository.ts), so a
 *   search does not read every account. SQLite has no trigram indexes; a community's few
 *   hundred residents are scanned there.
 *
 * The partial indexes' predicates are repeated word for word by the queries (ledger-sql.ts), as
 * both databases only use a partial index when the query's WHERE implies its predicate.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const CASH_ROW = sql<SqlBool>`debit_kobo > 0 or credit_kobo > 0`;
const CHANGES_OWED = sql<SqlBool>`owed_kobo <> 0`;

/** A community's cash rows newest first, with what the dashboard sums (an index-only scan). */
const CASH_COLUMNS = [
  'community_id',
  'entry_date',
  'id',
  'kind',
  'reverses_kind',
  'debit_kobo',
  'credit_kobo',
];

/** Columns the search matches with a trigram index on PostgreSQL: [index, table, column]. */
const TRIGRAM_INDEXES = [
  ['users_email_trgm_index', 'users', 'email'],
  ['users_mobile_number_trgm_index', 'users', 'mobile_number'],
  ['addresses_address_trgm_index', 'addresses', 'address'],
] as const;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('residents_community_id_id_index')
    .on('residents')
    .columns(['community_id', 'id'])
    .execute();
  await db.schema.dropIndex('residents_community_id_index').execute();

  await db.schema
    .createIndex('ledger_entries_community_cash')
    .on('ledger_entries')
    .columns(CASH_COLUMNS)
    .where(CASH_ROW)
    .execute();
  await db.schema
    .createIndex('ledger_entries_cash_date')
    .on('ledger_entries')
    .columns(['entry_date', 'id'])
    .where(CASH_ROW)
    .execute();
  await db.schema
    .createIndex('ledger_entries_community_owed')
    .on('ledger_entries')
    .columns(['community_id', 'resident_id', 'owed_kobo'])
    .where(CHANGES_OWED)
    .execute();
  await db.schema
    .createIndex('ledger_entries_resident_owed')
    .on('ledger_entries')
    .columns(['resident_id', 'entry_date', 'id', 'owed_kobo'])
    .where(CHANGES_OWED)
    .execute();

  if (dialect !== 'postgres') return;
  // A trusted extension: the database owner may create it (no superuser needed).
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, table, column] of TRIGRAM_INDEXES) {
    await sql
      .raw(`create index ${name} on ${table} using gin (lower(${column}) gin_trgm_ops)`)
      .execute(db);
  }
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    for (const [name] of TRIGRAM_INDEXES) await db.schema.dropIndex(name).execute();
  }
  for (const name of [
    'ledger_entries_resident_owed',
    'ledger_entries_community_owed',
    'ledger_entries_cash_date',
    'ledger_entries_community_cash',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('residents_community_id_index')
    .on('residents')
    .column('community_id')
    .execute();
  await db.schema.dropIndex('residents_community_id_id_index').execute();
}
