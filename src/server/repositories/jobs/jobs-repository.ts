/**
 * The job queue's table on SQLite (jobs/sqlite-queue.ts). One process uses it (the data folder's
 * lock), so a claim is one UPDATE … RETURNING, atomic on its own.
 */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../../db/schema.js';

/** Which failed jobs (jobs/queue.ts FailedJobsQuery): by name, by the community in their data. */
export interface FailedJobsFilter {
  name?: string;
  communityId?: number;
}

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;

export function jobsRepository(db: Kysely<Database>) {
  const failed = (query: FailedJobsFilter) => {
    let select = db.selectFrom('jobs').where('state', '=', 'failed');
    if (query.name !== undefined) select = select.where('name', '=', query.name);
    if (query.communityId !== undefined) {
      select = select.where(sql`json_extract(data, '$.communityId')`, '=', query.communityId);
    }
    return select;
  };
  return {
    /** False when the singleton key is taken (the partial unique index). */
    async insert(job: NewJob): Promise<boolean> {
      const result = await db
        .insertInto('jobs')
        .values(job)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Marks up to `limit` due jobs of `name` active (one more attempt) and returns them. */
    claimDue(name: string, limit: number, now: string): Promise<JobRow[]> {
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', name)
        .where('state', '=', 'created')
        .where('startAfter', '<=', now)
        .orderBy('startAfter')
        .orderBy('createdAt')
        .limit(limit);
      return db
        .updateTable('jobs')
        .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), startedAt: now }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Jobs a stopped server left running. */
    active(): Promise<JobRow[]> {
      return db.selectFrom('jobs').selectAll().where('state', '=', 'active').execute();
    },

    async complete(id: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'completed', finishedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** Back to waiting until `startAfter`, with the error of the attempt that failed. */
    async retryLater(id: string, error: string, startAfter: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'created', lastError: error, startAfter })
        .where('id', '=', id)
        .execute();
    },

    async fail(id: string, error: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'failed', lastError: error, finishedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** Forgets jobs that completed or failed before `before` (as pg-boss's archive does). */
    async deleteFinished(before: string): Promise<void> {
      await db
        .deleteFrom('jobs')
        .where('state', 'in', ['completed', 'failed'])
        .where('finishedAt', '<', before)
        .execute();
    },

    /** Jobs that failed for good, the most recent first. */
    failedJobs(query: FailedJobsFilter & { limit: number; offset?: number }): Promise<JobRow[]> {
      return failed(query)
        .selectAll()
        .orderBy('finishedAt', 'desc')
        .orderBy('id')
        .limit(query.limit)
        .offset(query.offset ?? 0)
        .execute();
    },

    async countFailedJobs(query: FailedJobsFilter): Promise<number> {
      const row = await failed(query)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Unfinished and failed jobs counted by name and standing (due, scheduled, active, failed). */
    depth(now: string): Promise<{ name: string; standing: string; count: number }[]> {
      const standing = sql<string>`case when state = 'created' and start_after > ${now}
        then 'scheduled' when state = 'created' then 'due' else state end`;
      return db
        .selectFrom('jobs')
        .where('state', 'in', ['created', 'active', 'failed'])
        .select((eb) => ['name', standing.as('standing'), eb.fn.countAll<number>().as('count')])
        .groupBy(['name', standing])
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
