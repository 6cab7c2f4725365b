/**
 * The attempts counted against limits (issue 20; services/accounts/database-throttle.ts). Times
 * are ISO-8601 UTC text, which compares in time order on both databases.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A counted attempt of a key, still in its window. */
export interface LiveAttempt {
  key: string;
  expiresAt: string;
}

export function throttleRepository(db: Kysely<Database>) {
  return {
    /**
     * Inside a transaction on PostgreSQL: takes each key's advisory lock until the transaction
     * ends, so admissions of one key (from any process) count and insert one after the other.
     * The keys are locked in sorted order, so two admissions sharing keys cannot deadlock.
     * SQLite runs one write transaction at a time anyway.
     */
    async lockKeys(keys: readonly string[]): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      for (const key of [...new Set(keys)].sort()) {
        await sql`select pg_advisory_xact_lock(hashtext('throttle'), hashtext(${key}))`.execute(db);
      }
    },

    /** The keys' attempts still counted at `now`, each key's oldest first. */
    async live(keys: readonly string[], now: string): Promise<LiveAttempt[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('throttleAttempts')
        .select(['key', 'expiresAt'])
        .where('key', 'in', keys)
        .where('expiresAt', '>', now)
        .orderBy('key')
        .orderBy('expiresAt')
        .execute();
    },

    /** Counts one attempt per key; the new rows' ids, to take them back with `remove`. */
    async add(
      attempts: readonly { key: string; expiresAt: string }[],
      now: string,
    ): Promise<number[]> {
      if (attempts.length === 0) return [];
      const rows = await db
        .insertInto('throttleAttempts')
        .values(attempts.map(({ key, expiresAt }) => ({ key, expiresAt, admittedAt: now })))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes back exactly these attempts. */
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('throttleAttempts').where('id', 'in', ids).execute();
    },

    /** Forgets every attempt of a key. */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('throttleAttempts').where('key', '=', key).execute();
    },

    /** Deletes the attempts that left their window by `now`: of `keys`, or of every key. */
    async dropExpired(now: string, keys?: readonly string[]): Promise<number> {
      if (keys?.length === 0) return 0;
      let query = db.deleteFrom('throttleAttempts').where('expiresAt', '<=', now);
      if (keys) query = query.where('key', 'in', keys);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
