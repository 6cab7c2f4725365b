/**
 * Notices and reminders (issue 19). A notice and who it is addressed to (one row per resident, with
 * when they read it); one delivery per (notice, resident, channel), the unique key that makes
 * sending idempotent: a retried job finds the row sent and sends nothing. The Admin's reminder
 * schedule, and one run row per (community, day and what ran) so that billing and each reminder
 * day happen once however many servers look. Residents get their two opt-outs (0/1, as 012).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const flag = (name: string) => (col: import('kysely').ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(0)
    .check(sql`${sql.ref(name)} in (0, 1)`);

async function noticesTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('notices'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    // notice | reminder
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('notice', 'reminder')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // everyone | streets | debtors | excos
    .addColumn('audience', 'text', (col) => col.notNull())
    // Comma-separated ids with audience streets ('' otherwise).
    .addColumn('street_ids', 'text', (col) => col.notNull().defaultTo(''))
    // Comma-separated: '', 'email', 'sms' or 'email,sms' (the app is always).
    .addColumn('channels', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('attachment_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('recipient_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // null: written by the reminder schedule.
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('notices_community')
    .on('notices')
    .columns(['community_id', 'created_at'])
    .execute();
}

async function recipientsTable(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notice_recipients')
    .addColumn('notice_id', 'integer', (col) =>
      col.notNull().references('notices.id').onDelete('cascade'),
    )
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    // This recipient's own part: a reminder's amount, what it is for and when due ('' otherwise).
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('notice_recipients_pk', ['notice_id', 'resident_id'])
    .execute();
  await db.schema
    .createIndex('notice_recipients_resident')
    .on('notice_recipients')
    .columns(['resident_id', 'notice_id'])
    .execute();
}

async function deliveriesTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('notice_deliveries'), dialect)
    .addColumn('notice_id', 'integer', (col) =>
      col.notNull().references('notices.id').onDelete('cascade'),
    )
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    // app | email | sms
    .addColumn('channel', 'text', (col) => col.notNull())
    // The e-mail address or phone number it goes to ('' when skipped for want of one).
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    // queued | sent | failed | skipped
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('notice_deliveries_once', ['notice_id', 'resident_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('notice_deliveries_status')
    .on('notice_deliveries')
    .columns(['notice_id', 'status'])
    .execute();
}

async function reminderTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reminder_schedules')
    .addColumn('community_id', 'integer', (col) =>
      col.primaryKey().references('communities.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', flag('enabled'))
    .addColumn('billing_day', 'integer', (col) => col.notNull())
    // Comma-separated days of the month, e.g. '5,20'.
    .addColumn('reminder_days', 'text', (col) => col.notNull().defaultTo(''))
    // Comma-separated, as notices.channels.
    .addColumn('channels', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createTable('reminder_runs')
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    // What ran for which day: 'billing:2026-11', 'reminder:2026-11-05' (Lagos dates).
    .addColumn('run_key', 'text', (col) => col.notNull())
    .addColumn('notice_id', 'integer', (col) => col.references('notices.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reminder_runs_pk', ['community_id', 'run_key'])
    .execute();
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await noticesTable(db, dialect);
  await recipientsTable(db);
  await deliveriesTable(db, dialect);
  await reminderTables(db);
  await db.schema
    .alterTable('residents')
    .addColumn('sms_opt_out', 'integer', flag('sms_opt_out'))
    .execute();
  await db.schema
    .alterTable('residents')
    .addColumn('email_reminders_opt_out', 'integer', flag('email_reminders_opt_out'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('residents').dropColumn('email_reminders_opt_out').execute();
  await db.schema.alterTable('residents').dropColumn('sms_opt_out').execute();
  for (const table of [
    'reminder_runs',
    'reminder_schedules',
    'notice_deliveries',
    'notice_recipients',
    'notices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
