/** Foundation: lookup tables (community types, roles), communities, accounts and sessions. */
import type { Kysely } from 'kysely';
import { COMMUNITY_TYPES } from '../../../shared/choices.js';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

/** Columns of the registration form that may be left empty. */
const OPTIONAL_COMMUNITY_TEXT = [
  'mobile_number',
  'full_name',
  'title',
  'p_key',
  'advertpage',
  'whatspplink',
  'telegramlink',
  'portal',
  'referral_id',
  'bank_name',
  'bank_account_number',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Lookup tables keep fixed ids (CDA = 1, Groups = 2 per the spec), so no identity column.
  await db.schema
    .createTable('community_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();
  await db
    .insertInto('community_types')
    .values(COMMUNITY_TYPES.map(({ id, name }) => ({ id, name })))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('role_name', 'text', (col) => col.notNull().unique())
    .execute();
  await db
    .insertInto('roles')
    .values(
      // The roles as this migration first wrote them, frozen here: later roles come with their
      // own migration (019: Security), so a fresh database and an old one hold the same rows.
      [
        'Super admin',
        'Admin',
        'Chairman',
        'Secretary',
        'Treasurer',
        'Financial Secretary',
        'Exco',
        'Member',
      ].map((roleName, index) => ({
        id: index + 1,
        role_name: roleName,
      })),
    )
    .execute();

  let communities = withIdColumn(db.schema.createTable('communities'), dialect);
  for (const column of ['community_name', 'community_address', 'street', 'lga', 'state']) {
    communities = communities.addColumn(column, 'text', (col) => col.notNull());
  }
  communities = communities
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('admin_email', 'text', (col) => col.notNull());
  for (const column of OPTIONAL_COMMUNITY_TEXT) {
    communities = communities.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
  }
  await communities
    .addColumn('date_of_reg', 'text', (col) => col.notNull())
    .addColumn('community_type_id', 'integer', (col) =>
      col.notNull().references('community_types.id'),
    )
    .execute();

  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('community_id', 'integer', (col) =>
      col.references('communities.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Unique indexes allow many NULLs on both databases: accounts may lack an e-mail or a phone.
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  await db.schema
    .createIndex('users_mobile_number_unique')
    .on('users')
    .column('mobile_number')
    .unique()
    .execute();
  await db.schema
    .createIndex('users_community_id_index')
    .on('users')
    .column('community_id')
    .execute();

  await withIdColumn(db.schema.createTable('sessions'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_token_hash_unique')
    .on('sessions')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sessions', 'users', 'communities', 'roles', 'community_types']) {
    await db.schema.dropTable(table).execute();
  }
}
