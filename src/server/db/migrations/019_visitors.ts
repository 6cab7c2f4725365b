/**
 * The gate (issue 21): the Security role, visitor passes and the entry log.
 * - A pass's code is unique within its community for good (not only among live passes): the
 *   index makes two passes racing for one code impossible, and 26^6 codes last a community for
 *   ever.
 * - `last_valid_at` is when the pass's last window ends (a one-time pass's valid_to; a recurring
 *   pass's daily end on its last day), so "expired" is one comparison in lists.
 * - An entry is one visit: checked in, and later checked out. `client_key` is the guard's phone's
 *   id for a check-in or walk-in (kept while offline, replayed later): unique per community, so a
 *   replay records nothing twice. `out_client_key` does the same for a check-out.
 */
import { sql, type Kysely } from 'kysely';
import { normaliseSearchText } from '../../../shared/search-text.js';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function passesTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('visitor_passes'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    // The host: the resident the visitor comes to.
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('visitor_name', 'text', (col) => col.notNull())
    .addColumn('visitor_phone', 'text')
    // ISO-8601 UTC instants: a one-time pass's window, or a recurring pass's first day's window.
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('people', 'integer', (col) => col.notNull().check(sql`people >= 1`))
    .addColumn('vehicle_plate', 'text')
    // Comma-separated days of the week (0 Sunday .. 6 Saturday); '' for a one-time pass.
    .addColumn('recurrence_days', 'text', (col) => col.notNull().defaultTo(''))
    // A recurring pass's last day (YYYY-MM-DD, Lagos); null for a one-time pass.
    .addColumn('recurrence_until', 'text')
    .addColumn('last_valid_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('visitor_passes_code')
    .on('visitor_passes')
    .columns(['community_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('visitor_passes_host')
    .on('visitor_passes')
    .columns(['community_id', 'resident_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('visitor_passes_created')
    .on('visitor_passes')
    .columns(['community_id', 'created_at'])
    .execute();
}

async function entriesTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('visitor_entries'), dialect)
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('pass', 'walk-in')`))
    .addColumn('pass_id', 'integer', (col) => col.references('visitor_passes.id'))
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('visitor_name', 'text', (col) => col.notNull())
    .addColumn('visitor_phone', 'text')
    .addColumn('people', 'integer', (col) => col.notNull().check(sql`people >= 1`))
    .addColumn('vehicle_plate', 'text')
    .addColumn('checked_in_at', 'text', (col) => col.notNull())
    .addColumn('checked_in_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('checked_out_at', 'text')
    .addColumn('checked_out_by', 'integer', (col) => col.references('users.id'))
    .addColumn('client_key', 'text')
    .addColumn('out_client_key', 'text')
    // When the server received it (an offline check-in arrives after its checked_in_at).
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('visitor_entries_time')
    .on('visitor_entries')
    .columns(['community_id', 'checked_in_at'])
    .execute();
  await db.schema
    .createIndex('visitor_entries_pass')
    .on('visitor_entries')
    .columns(['pass_id', 'checked_in_at'])
    .execute();
  await db.schema
    .createIndex('visitor_entries_host')
    .on('visitor_entries')
    .columns(['community_id', 'resident_id', 'checked_in_at'])
    .execute();
  await db.schema
    .createIndex('visitor_entries_client_key')
    .on('visitor_entries')
    .columns(['community_id', 'client_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('visitor_entries_out_client_key')
    .on('visitor_entries')
    .columns(['community_id', 'out_client_key'])
    .unique()
    .execute();
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  // With its search text (migration 011's column): migrations write without the app's plugin.
  await db
    .insertInto('roles')
    .values({ id: 9, role_name: 'Security', role_name_search: normaliseSearchText('Security') })
    .execute();
  await passesTable(db, dialect);
  await entriesTable(db, dialect);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('visitor_entries').execute();
  await db.schema.dropTable('visitor_passes').execute();
  await db.deleteFrom('roles').where('id', '=', 9).execute();
}
