/**
 * Money (issue 5): one append-only ledger of integer-kobo entries, and the idempotency keys of
 * recorded payments. The database itself refuses UPDATE and DELETE on the ledger (a trigger on
 * both dialects), so a mistake can only be corrected by a reversal entry.
 *
 * Each entry carries two effects, both derived from its kind (see src/server/services/money/ledger.ts):
 * - on the community's wallet (cash): `debit_kobo` / `credit_kobo` (payment CR, expense DR);
 * - on what its resident owes: `owed_kobo`, signed (dues charge +, payment -).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const APPEND_ONLY = 'ledger entries are append-only: correct a mistake with a reversal entry';

async function refuseChanges(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const operation of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger ledger_entries_no_${operation} before ${operation} on ledger_entries ` +
            `begin select raise(abort, '${APPEND_ONLY}'); end`,
        )
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      `create function ledger_entries_append_only() returns trigger language plpgsql as $$ ` +
        `begin raise exception '${APPEND_ONLY}'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger ledger_entries_no_change before update or delete on ledger_entries ' +
        'for each row execute function ledger_entries_append_only()',
    )
    .execute(db);
  // TRUNCATE skips row triggers; refuse it too.
  await sql
    .raw(
      'create trigger ledger_entries_no_truncate before truncate on ledger_entries ' +
        'for each statement execute function ledger_entries_append_only()',
    )
    .execute(db);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('ledger_entries'), dialect)
    // No cascade: a community or resident with money history cannot silently lose it.
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('resident_id', 'integer', (col) => col.references('residents.id'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
    // charge | payment | expense | advert_fee | reversal
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('debit_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('credit_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('owed_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
    // paid | pending | failed
    .addColumn('status', 'text', (col) => col.notNull())
    // The business date (payment date, expense date, first day of the billed month): YYYY-MM-DD.
    .addColumn('entry_date', 'text', (col) => col.notNull())
    // A dues charge's month (YYYY-MM); one charge per resident and month.
    .addColumn('billing_month', 'text')
    .addColumn('method', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    // A reversal's reason.
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    // A reversal names the entry it reverses; unique, so an entry is reversed at most once.
    .addColumn('reverses_entry_id', 'integer', (col) =>
      col.unique().references('ledger_entries.id'),
    )
    // A reversal's copy of the reversed entry's kind, so income and expense lists need no join.
    .addColumn('reverses_kind', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint(
      'ledger_entries_amounts',
      sql`debit_kobo >= 0 and credit_kobo >= 0 and not (debit_kobo > 0 and credit_kobo > 0)`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_entries_billing_once')
    .unique()
    .on('ledger_entries')
    .columns(['resident_id', 'billing_month'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_community_date')
    .on('ledger_entries')
    .columns(['community_id', 'entry_date', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_resident')
    .on('ledger_entries')
    .columns(['resident_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_project')
    .on('ledger_entries')
    .column('project_id')
    .execute();
  await refuseChanges(db, dialect);

  // A payment's Idempotency-Key: the same key and body give back the first result.
  await db.schema
    .createTable('payment_idempotency_keys')
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    // SHA-256 of the request body as received (canonical JSON).
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('ledger_entries.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_idempotency_keys_pk', ['community_id', 'idempotency_key'])
    .execute();
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema.dropTable('payment_idempotency_keys').execute();
  await db.schema.dropTable('ledger_entries').execute();
  if (dialect === 'postgres') {
    await sql.raw('drop function if exists ledger_entries_append_only()').execute(db);
  }
}
