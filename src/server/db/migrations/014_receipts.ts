/**
 * Receipts (issue 18, point 8): every payment gets a number, `RCT-2026-000123`, unique and gapless
 * per community and year (the year of the payment's entry date, a Lagos date). The ledger stays
 * append-only: the number lives in `receipts`, one row per payment entry, and the last number
 * given per community and year in `receipt_counters`.
 *
 * The number is allocated by a trigger after each payment's insert, so every path that writes a
 * payment (the wallet form, an advert's payment, the import, the demo seed, the benchmark's bulk
 * load) numbers it in its own transaction, and no code path can forget. The counter's row is
 * upserted (`on conflict do update set last = last + 1`), which on PostgreSQL locks it until the
 * payment commits: concurrent payments of a community take their numbers one after the other,
 * and a payment that rolls back gives its number back with it. SQLite writes one at a time.
 *
 * Payments recorded before this migration are numbered in date order (then by id), per community
 * and year, so old payments get receipts too.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** `RCT-<year>-<sequence, six digits at least>` from two SQL integer expressions. */
function receiptNumber(dialect: DialectName, year: string, sequence: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql.raw(`printf('RCT-%d-%06d', ${year}, ${sequence})`)
    : sql.raw(
        `'RCT-' || ${year} || '-' || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`,
      );
}

const YEAR_OF_ENTRY = 'cast(substr(entry_date, 1, 4) as integer)';

async function createTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('receipt_counters')
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('receipt_counters_pk', ['community_id', 'year'])
    .execute();
  await db.schema
    .createTable('receipts')
    .addColumn('entry_id', 'integer', (col) => col.primaryKey().references('ledger_entries.id'))
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addUniqueConstraint('receipts_number_once', ['community_id', 'year', 'sequence'])
    .execute();
}

/** Numbers the payments already recorded: per community and year, by date then id. */
async function backfill(db: AnyDb, dialect: DialectName): Promise<void> {
  await sql`
    insert into receipts (entry_id, community_id, year, sequence, number)
    select id, community_id, year, sequence, ${receiptNumber(dialect, 'year', 'sequence')}
    from (
      select id, community_id, ${sql.raw(YEAR_OF_ENTRY)} as year,
        row_number() over (
          partition by community_id, substr(entry_date, 1, 4) order by entry_date, id
        ) as sequence
      from ledger_entries where kind = 'payment'
    ) numbered`.execute(db);
  await sql`
    insert into receipt_counters (community_id, year, last)
    select community_id, year, max(sequence) from receipts group by community_id, year`.execute(db);
}

async function createTrigger(db: AnyDb, dialect: DialectName): Promise<void> {
  const year = `cast(substr(new.entry_date, 1, 4) as integer)`;
  if (dialect === 'sqlite') {
    const number = receiptNumber(dialect, 'year', 'last');
    await sql`
      create trigger ledger_entries_receipt after insert on ledger_entries
      when new.kind = 'payment' begin
        insert into receipt_counters (community_id, year, last)
        values (new.community_id, ${sql.raw(year)}, 1)
        on conflict (community_id, year) do update set last = last + 1;
        insert into receipts (entry_id, community_id, year, sequence, number)
        select new.id, community_id, year, last, ${number} from receipt_counters
        where community_id = new.community_id and year = ${sql.raw(year)};
      end`.execute(db);
    return;
  }
  const number = receiptNumber(dialect, 'receipt_year', 'receipt_sequence');
  await sql`
    create function ledger_entries_receipt() returns trigger language plpgsql as $$
    declare
      receipt_year integer := ${sql.raw(year)};
      receipt_sequence integer;
    begin
      insert into receipt_counters as counter (community_id, year, last)
      values (new.community_id, receipt_year, 1)
      on conflict (community_id, year) do update set last = counter.last + 1
      returning last into receipt_sequence;
      insert into receipts (entry_id, community_id, year, sequence, number)
      values (new.id, new.community_id, receipt_year, receipt_sequence, ${number});
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_receipt after insert on ledger_entries
    for each row when (new.kind = 'payment') execute function ledger_entries_receipt()`.execute(db);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await createTables(db);
  await backfill(db, dialect);
  await createTrigger(db, dialect);
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`drop trigger if exists ledger_entries_receipt`.execute(db);
  } else {
    await sql`drop trigger if exists ledger_entries_receipt on ledger_entries`.execute(db);
    await sql`drop function if exists ledger_entries_receipt()`.execute(db);
  }
  await db.schema.dropTable('receipts').execute();
  await db.schema.dropTable('receipt_counters').execute();
}
