/**
 * People and projects (issue 4): residents (each with a Member account in `users`, whose role is
 * the resident's role), their dependants, and community projects. Money in kobo; dates of birth,
 * ID expiry and project dates as YYYY-MM-DD text.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexOn(db: AnyDb, table: string, column: string) {
  await db.schema.createIndex(`${table}_${column}_index`).on(table).column(column).execute();
}

const RESIDENT_TEXT = [
  'title',
  'full_name',
  'gender',
  'marital_status',
  'nationality',
  'occupation',
  'state',
  'status',
  'member_id',
  'id_number',
  'id_number_type',
  'referral_id',
] as const;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  let residents = withIdColumn(db.schema.createTable('residents'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    // The resident's account: its e-mail, phone and role live there (one source of truth).
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id'));
  for (const column of RESIDENT_TEXT) {
    residents = residents.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
  }
  await residents
    .addColumn('dob', 'text', (col) => col.notNull())
    .addColumn('expiry_date', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('id_number_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('apartment_id', 'integer', (col) => col.notNull().references('apartments.id'))
    .addColumn('apartment_type_id', 'integer', (col) =>
      col.notNull().references('apartment_types.id'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of ['community_id', 'address_id', 'apartment_id', 'apartment_type_id']) {
    await indexOn(db, 'residents', column);
  }

  await withIdColumn(db.schema.createTable('dependants'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('resident_id', 'integer', (col) =>
      col.notNull().references('residents.id').onDelete('cascade'),
    )
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('relationship', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('dob', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'dependants', 'resident_id');
  await indexOn(db, 'dependants', 'community_id');

  await withIdColumn(db.schema.createTable('projects'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('project_name', 'text', (col) => col.notNull())
    .addColumn('project_date', 'text', (col) => col.notNull())
    .addColumn('budget_kobo', 'bigint', (col) => col.notNull())
    // The exco in charge: a resident holding an exco role when the project was saved.
    .addColumn('exco_resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'projects', 'community_id');
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['projects', 'dependants', 'residents']) {
    await db.schema.dropTable(table).execute();
  }
}
