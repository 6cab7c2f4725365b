/**
 * The audit log (issue 7, Audit log): one row per sign-in (success or failure), refused
 * authorization, ledger operation, role change and ID-document download. Append-only in spirit:
 * no route updates or deletes a row.
 *
 * - `actor_user_id`: the signed-in account, null for anonymous callers and failed sign-ins. No
 *   foreign key: the row outlives the account (a resident's account goes with the resident).
 * - `actor_name`: the account's e-mail (or phone), the identifier typed at sign-in, or
 *   'anonymous'. Never a password, a code or a token.
 * - `community_id`: the community the event belongs to (what its administrators may read); null
 *   for platform events (the Super admin's own, unknown accounts, anonymous refusals). No foreign
 *   key either: the history stays when a community is deleted.
 * - `target`: what was acted on, as text ('payment NB…', 'resident 42', 'file <id>',
 *   'GET /api/Streets/7').
 * - `outcome`: 'success', 'refused' or 'failure'.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('audit_log'), dialect)
    // ISO-8601 UTC.
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('community_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addCheckConstraint('audit_log_outcome', sql`outcome in ('success', 'refused', 'failure')`)
    .execute();
  // A community's log, newest first (administrators), and the whole log by time.
  await db.schema
    .createIndex('audit_log_community_id_id_index')
    .on('audit_log')
    .columns(['community_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_index')
    .on('audit_log')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
