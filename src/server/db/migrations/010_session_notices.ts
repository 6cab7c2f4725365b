/**
 * Session notices (issue 14): each server process keeps the sessions it has just checked in a
 * short-lived cache (services/accounts/session-cache.ts), so a request costs one round trip to
 * PostgreSQL instead of two. A cached session must never outlive a change to what it says, in
 * any process: these triggers announce, in the same transaction as the change, every change to
 * what a session shows (its revocation, its account, the account's own resident record, the
 * community's name, a role) on the channel `neighbourly_session_changes`; PostgreSQL delivers the
 * notice to every listening process when the change commits. Payload: `user:<id>` for one
 * account, `*` for everyone. Triggers, not application code, so no writer (a route, the
 * create-super-admin command, a manual fix in psql) can forget to announce.
 *
 * SQLite keeps one server process on its file and reads sessions in-process (no round trip to
 * save), so it caches nothing and needs no notices.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const SESSION_CHANGES_CHANNEL = 'neighbourly_session_changes';

/** [trigger, table, the changes it follows, a condition on the row ('' = every row), payload] */
const TRIGGERS = [
  // Not the once-a-minute last-seen write: a revocation, a new expiry, or last-seen moved back.
  [
    'sessions_changed_notice',
    'sessions',
    'update of revoked_at, expires_at, last_seen_at',
    `old.revoked_at is distinct from new.revoked_at or old.expires_at <> new.expires_at
       or new.last_seen_at < old.last_seen_at`,
    `'user:' || old.user_id`,
  ],
  ['sessions_deleted_notice', 'sessions', 'delete', '', `'user:' || old.user_id`],
  ['users_changed_notice', 'users', 'update or delete', '', `'user:' || old.id`],
  ['residents_inserted_notice', 'residents', 'insert', '', `'user:' || new.user_id`],
  [
    'residents_changed_notice',
    'residents',
    'update of user_id or delete',
    '',
    `'user:' || old.user_id`,
  ],
  ['communities_changed_notice', 'communities', 'update or delete', '', `'*'`],
  ['roles_changed_notice', 'roles', 'update or delete', '', `'*'`],
] as const;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const [name, table, events, condition, payload] of TRIGGERS) {
    const fn = `${name}_fn`;
    // A resident moved to another account changes both accounts' sessions.
    const extra =
      name === 'residents_changed_notice'
        ? `if tg_op = 'UPDATE' then perform pg_notify('${SESSION_CHANGES_CHANNEL}', 'user:' || new.user_id); end if;`
        : '';
    await sql
      .raw(
        `create or replace function ${fn}() returns trigger language plpgsql as $$
         begin
           perform pg_notify('${SESSION_CHANGES_CHANNEL}', ${payload});
           ${extra}
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${events} on ${table} for each row
         ${condition ? `when (${condition})` : ''} execute function ${fn}()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const [name, table] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}_fn()`).execute(db);
  }
}
