/**
 * Property records (issue 3): uploaded files, streets, addresses, apartment types, apartments and
 * landlords. Every row belongs to one community; lookups by community have an index. Landlord and
 * principal "IDs" on addresses and apartments are the community's own identifiers (free text,
 * decisions.md, Record dependencies), not foreign keys.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexOn(db: AnyDb, table: string, column: string) {
  await db.schema.createIndex(`${table}_${column}_index`).on(table).column(column).execute();
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  // Files are named by a random id (also their name on disk), so a URL reveals nothing.
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('community_id', 'integer', (col) =>
      col.references('communities.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull()) // 'image' | 'id-document'
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'files', 'community_id');

  await withIdColumn(db.schema.createTable('streets'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('street_name', 'text', (col) => col.notNull())
    .addColumn('buildings', 'integer', (col) => col.notNull())
    .addColumn('lga', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'streets', 'community_id');

  await withIdColumn(db.schema.createTable('addresses'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('street_id', 'integer', (col) => col.notNull().references('streets.id'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('buildings', 'integer', (col) => col.notNull())
    .addColumn('apartments', 'integer', (col) => col.notNull()) // number of apartments there
    .addColumn('landlord_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'addresses', 'community_id');
  await indexOn(db, 'addresses', 'street_id');

  await withIdColumn(db.schema.createTable('apartment_types'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('number_of_room', 'integer', (col) => col.notNull())
    .addColumn('fee_per_month_kobo', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'apartment_types', 'community_id');

  await withIdColumn(db.schema.createTable('apartments'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('apartment_name', 'text', (col) => col.notNull())
    .addColumn('address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('street_id', 'integer', (col) => col.notNull().references('streets.id'))
    .addColumn('landlord_id', 'text', (col) => col.notNull())
    .addColumn('principal_id', 'text', (col) => col.notNull())
    .addColumn('principal_phone_number', 'text', (col) => col.notNull())
    .addColumn('landlord_phone_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'apartments', 'community_id');
  await indexOn(db, 'apartments', 'address_id');
  await indexOn(db, 'apartments', 'street_id');

  await withIdColumn(db.schema.createTable('landlords'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mobile_no', 'text', (col) => col.notNull())
    .addColumn('building_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lga', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('apartment_id', 'integer', (col) => col.notNull().references('apartments.id'))
    .addColumn('street_id', 'integer', (col) => col.notNull().references('streets.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await indexOn(db, 'landlords', 'community_id');
  await indexOn(db, 'landlords', 'apartment_id');
  await indexOn(db, 'landlords', 'street_id');
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['landlords', 'apartments', 'apartment_types', 'addresses', 'streets']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('files').execute();
}
