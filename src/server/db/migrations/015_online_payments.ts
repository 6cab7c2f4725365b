/**
 * Online payments (issue 18, points 1-7): a community's payment settings (Paystack keys, the
 * secret encrypted), the payments it started online, the provider's events as received, and the
 * suspense list of successes we could not credit.
 *
 * Exactly once: the ledger gets `provider_reference`, unique, so one online reference is one
 * payment however many deliveries, return-page verifies, servers or reconciliation runs see it;
 * and `fee_of_entry_id`, unique, so a payment's processing fee (an expense) is written once.
 * Both are nullable: recorded payments and other entries have neither (both databases allow many
 * NULLs under a unique index).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function ledgerColumns(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('provider_reference', 'text').execute();
  await db.schema
    .alterTable('ledger_entries')
    .addColumn('fee_of_entry_id', 'integer', (col) => col.references('ledger_entries.id'))
    .execute();
  await db.schema
    .createIndex('ledger_entries_provider_reference_once')
    .unique()
    .on('ledger_entries')
    .column('provider_reference')
    .execute();
  await db.schema
    .createIndex('ledger_entries_fee_once')
    .unique()
    .on('ledger_entries')
    .column('fee_of_entry_id')
    .execute();
}

async function settingsTable(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_settings')
    .addColumn('community_id', 'integer', (col) =>
      col.primaryKey().references('communities.id').onDelete('cascade'),
    )
    // paystack (the one provider for now)
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    // AES-256-GCM under APP_SECRET (services/payments/secret-box.ts); never sent to a browser.
    .addColumn('secret_key_sealed', 'text', (col) => col.notNull())
    // payer | community
    .addColumn('fee_bearer', 'text', (col) =>
      col.notNull().check(sql`fee_bearer in ('payer', 'community')`),
    )
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
}

async function onlinePaymentsTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('online_payments'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
    // Ours, unique everywhere: `NBP-` + random characters; the provider echoes it back.
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    // What the resident's balance is credited with.
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    // The fee added at checkout when the payer bears it (0 when the community does).
    .addColumn('fee_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    // What we asked the provider to charge: amount + fee. A success for anything else is suspense.
    .addColumn('charge_kobo', 'bigint', (col) => col.notNull())
    // payer | community, as the settings said when the payment started.
    .addColumn('fee_bearer', 'text', (col) => col.notNull())
    // pending | paid | failed | suspense
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('authorization_url', 'text', (col) => col.notNull().defaultTo(''))
    // The ledger payment, once credited.
    .addColumn('entry_id', 'integer', (col) => col.unique().references('ledger_entries.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema
    .createIndex('online_payments_community')
    .on('online_payments')
    .columns(['community_id', 'created_at'])
    .execute();
}

async function eventsTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('payment_events'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    // `<event>:<data.id>` (Paystack sends no event id): a retry or duplicate hits the unique key.
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    // The raw body as received (JSON text).
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    // null until processed; credited | duplicate | ignored | suspense | reversed | flagged | failed
    .addColumn('outcome', 'text')
    .addColumn('processed_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When an unprocessed event is next tried (a verify that failed waits, with backoff).
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('payment_events_once', ['provider', 'event_key'])
    .execute();
  await db.schema
    .createIndex('payment_events_due')
    .on('payment_events')
    .columns(['processed_at', 'next_attempt_at'])
    .execute();
}

async function suspenseTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('payment_suspense'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    // amount_mismatch | currency_mismatch | unknown_reference | dispute | partial_refund
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payer_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('paid_at', 'text', (col) => col.notNull().defaultTo(''))
    // open | matched | refunded | resolved
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('entry_id', 'integer', (col) => col.unique().references('ledger_entries.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id'))
    // One item per reference and reason, however many deliveries report it.
    .addUniqueConstraint('payment_suspense_once', ['community_id', 'reference', 'reason'])
    .execute();
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await ledgerColumns(db);
  await settingsTable(db);
  await onlinePaymentsTable(db, dialect);
  await eventsTable(db, dialect);
  await suspenseTable(db, dialect);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'payment_suspense',
    'payment_events',
    'online_payments',
    'payment_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('ledger_entries_fee_once').execute();
  await db.schema.dropIndex('ledger_entries_provider_reference_once').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('fee_of_entry_id').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('provider_reference').execute();
}
