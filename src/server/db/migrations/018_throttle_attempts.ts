/**
 * Attempt limits kept in the database (issue 20): one row per counted attempt and key (sign-in,
 * password reset, "already exists" answers, later the gate), so every server process counts the
 * same attempts and a restart forgets none. A row leaves the window at `expires_at`; rows past it
 * are deleted as the limits go (repositories/accounts/throttle-repository.ts).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('throttle_attempts'), dialect)
    // What is counted, e.g. 'pair:user:12|198.51.100.7' or 'check:address:198.51.100.7'.
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('admitted_at', 'text', (col) => col.notNull())
    // admitted_at plus the key's window: counted until then.
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_attempts_key')
    .on('throttle_attempts')
    .columns(['key', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('throttle_attempts_expiry')
    .on('throttle_attempts')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('throttle_attempts').execute();
}
