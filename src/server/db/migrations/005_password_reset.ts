/**
 * Password reset by e-mailed code (issue 7; decisions.md, Security → Reset code). One row per code
 * sent: only an HMAC-SHA256 of the code under a per-code random salt is stored, never the code.
 * A code is live while `ended_at` is null, `expires_at` is in the future and fewer than five tries
 * were made; it ends when it is used, when a newer code replaces it, or when its account's
 * password is reset. The rows of the last hour also count the codes an account was sent (at most
 * five an hour).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('password_reset_codes'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // Hex HMAC-SHA256 of the code, keyed with `salt` (16 random bytes, hex).
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Every check of a code counts, the right one included; the fifth ends the code.
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_codes_user_id_created_at_index')
    .on('password_reset_codes')
    .columns(['user_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_codes').execute();
}
