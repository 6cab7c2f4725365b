/**
 * The two reads of pg-boss's tables the queue needs on PostgreSQL (jobs/pg-boss-queue.ts).
 *
 * pg-boss 10 makes a singleton key unique only under its `short`/`singleton`/`stately` policies,
 * and each of those lets a second job in once the first is active; ours is taken while the job
 * waits or runs. So a keyed send takes a transaction-scoped advisory lock on the name and key,
 * looks for a job with them in state created, retry or active (pg-boss's enum is ordered), and
 * sends in the same transaction: two servers sending one key at once queue one job.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FailedJobsFilter } from './jobs-repository.js';

/** The schema pg-boss creates and keeps its tables in. */
export const PG_BOSS_SCHEMA = 'pgboss';

/** pg-boss's `db` option: runs its SQL on our connection (here, inside our transaction). */
export type ExecuteSql = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

interface FailedRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  attempts: number;
  error: string | null;
  failedAt: Date | string;
}

export function pgBossJobsRepository(db: Kysely<Database>) {
  const job = sql.table(`${PG_BOSS_SCHEMA}.job`);
  const archive = sql.table(`${PG_BOSS_SCHEMA}.archive`);
  /** Failed jobs of one of pg-boss's tables (pg-boss keeps the error as the job's output). */
  const failedIn = (table: typeof job, query: FailedJobsFilter) => {
    const byName = query.name === undefined ? sql`` : sql`and name = ${query.name}`;
    const byCommunity =
      query.communityId === undefined
        ? sql``
        : sql`and data->>'communityId' = ${String(query.communityId)}`;
    return sql`select id, name, data, retry_count + 1 as attempts,
        coalesce(output->>'message', output#>>'{value,message}') as error,
        coalesce(completed_on, started_on, created_on) as failed_at
      from ${table} where state = 'failed' ${byName} ${byCommunity}`;
  };
  return {
    /** `send` inside a transaction holding the key's lock; null when the key is taken. */
    sendOnce(
      name: string,
      singletonKey: string,
      send: (executeSql: ExecuteSql) => Promise<string | null>,
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${name}), hashtext(${singletonKey}))`.execute(
          trx,
        );
        const taken = await sql`select 1 from ${job}
          where name = ${name} and singleton_key = ${singletonKey} and state < 'completed'
          limit 1`.execute(trx);
        if (taken.rows.length > 0) return null;
        return send(async (text, values) => trx.executeQuery(CompiledQuery.raw(text, values)));
      });
    },

    /**
     * Failed jobs, the most recent first (pg-boss keeps the error as the job's output). pg-boss
     * moves finished jobs to its archive after 12 hours and deletes them 7 days later: both read.
     */
    async failedJobs(query: FailedJobsFilter & { limit: number; offset?: number }) {
      const result =
        await sql<FailedRow>`${failedIn(job, query)} union all ${failedIn(archive, query)}
        order by failed_at desc, id limit ${query.limit} offset ${query.offset ?? 0}`.execute(db);
      return result.rows;
    },

    async countFailedJobs(query: FailedJobsFilter): Promise<number> {
      const result = await sql<{ count: string }>`select count(*) as count from
        (${failedIn(job, query)} union all ${failedIn(archive, query)}) as failed`.execute(db);
      return Number(result.rows[0]?.count ?? 0);
    },

    /**
     * Jobs counted by name and standing (due, scheduled, active, failed; failed ones in the
     * archive too); none before pg-boss has created its schema (no job was ever sent).
     */
    async depth(now: Date): Promise<{ name: string; standing: string; count: string }[]> {
      const exists = await sql<{ table: string | null }>`select
        to_regclass(${`${PG_BOSS_SCHEMA}.archive`})::text as "table"`.execute(db);
      if (!exists.rows[0]?.table) return [];
      const result = await sql<{ name: string; standing: string; count: string }>`
        select name, standing, count(*) as count from (
          select name, case when state = 'active' then 'active'
            when start_after > ${now} then 'scheduled' else 'due' end as standing
            from ${job} where state in ('created', 'retry', 'active')
          union all select name, 'failed' as standing from ${job} where state = 'failed'
          union all select name, 'failed' as standing from ${archive} where state = 'failed'
        ) as jobs group by name, standing`.execute(db);
      return result.rows;
    },
  };
}
