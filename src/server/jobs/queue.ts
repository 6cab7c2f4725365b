/**
 * The durable job queue (issue 19, point 4): work that must happen later or again (sending,
 * reminders, billing, reconciliation). One interface, two stores: pg-boss on PostgreSQL
 * (pg-boss-queue.ts), the `jobs` table on SQLite (sqlite-queue.ts). Either way a job is stored
 * before `send` returns, so it survives a restart; it runs once (on PostgreSQL, however many
 * servers work the queue); a handler that throws is retried after a delay, and after its last
 * attempt the job ends as failed with the error kept (`failedJobs`, for administrators).
 *
 * A server that stops mid-job gives the job back: on SQLite at the next start, on PostgreSQL
 * when the job's expiry passes. A handler may therefore run again after a crash, so handlers make
 * their effect idempotent (a singleton key per recipient, a unique key on what they write).
 */

/** A job's data: a JSON object. */
export type JobData = Record<string, unknown>;

export interface SendOptions {
  /** While a job with this name and key waits or runs, sending another is a no-op (null). */
  singletonKey?: string;
  /** Not run before this time. */
  startAfter?: Date;
  /** Runs allowed after the first fails (default JOB_DEFAULTS.retryLimit). */
  retryLimit?: number;
  /** The wait before a retry (default JOB_DEFAULTS.retryDelaySeconds). */
  retryDelaySeconds?: number;
  /** Doubles the wait at each retry (default true). */
  retryBackoff?: boolean;
}

export interface Job<T extends JobData = JobData> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/** Resolves when the job is done; throwing (or rejecting) fails this attempt. */
export type JobHandler<T extends JobData = JobData> = (job: Job<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this name run at once in this process (default 1). */
  concurrency?: number;
}

/** Jobs of one name by where they stand (issue 20: GET /metrics), finished ones aside. */
export interface QueueDepth {
  name: string;
  /** Waiting, and may run now: more than a few for long means the workers fall behind. */
  due: number;
  /** Waiting for a later time (`startAfter`, or a retry's delay). */
  scheduled: number;
  /** Running on some server. */
  active: number;
  /** Failed for good and kept (about a week). */
  failed: number;
}

/** A job that failed its last attempt. */
export interface FailedJob {
  id: string;
  name: string;
  data: JobData;
  attempts: number;
  /** The last attempt's error message. */
  error: string;
  /** ISO-8601 UTC. */
  failedAt: string;
}

export interface FailedJobsQuery {
  /** Only jobs of this name. */
  name?: string;
  /** Only jobs whose data names this community (`data.communityId`): what its administrators see. */
  communityId?: number;
  limit: number;
  /** Jobs skipped before the first answered (paging). */
  offset?: number;
}

export interface JobQueue {
  /** Stores a job; its id, or null when `singletonKey` is taken. */
  send(name: string, data: JobData, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name`, from now until `stop`; one handler per name. */
  work<T extends JobData>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Jobs that failed for good, the most recent first. */
  failedJobs(query: FailedJobsQuery): Promise<FailedJob[]>;
  /** How many jobs failed for good (the same filters, without limit and offset). */
  countFailedJobs(query: Omit<FailedJobsQuery, 'limit' | 'offset'>): Promise<number>;
  /** How many jobs of each name wait, run or failed, as of `now`. */
  depth(now?: Date): Promise<QueueDepth[]>;
  /** Stops taking jobs and waits for the running ones; idempotent. */
  stop(): Promise<void>;
}

export const JOB_DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  /** How often a server looks for due jobs (pg-boss's least is 500 ms). */
  pollMs: 2000,
  /** PostgreSQL: a job running longer is taken as lost (its server gone) and retried. */
  expireSeconds: 15 * 60,
  /** Finished jobs (failed ones too) are forgotten after about a week, as pg-boss does. */
  keepFinishedMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** The wait before the retry after `attempt` (1-based) failed. */
export function retryDelayMs(attempt: number, delaySeconds: number, backoff: boolean): number {
  return delaySeconds * 1000 * (backoff ? 2 ** Math.max(0, attempt - 1) : 1);
}

/** Counts of (name, standing) rows gathered into one QueueDepth per name, by name. */
export function depthsOf(
  rows: readonly { name: string; standing: string; count: number | string }[],
): QueueDepth[] {
  const byName = new Map<string, QueueDepth>();
  for (const row of rows) {
    const depth = byName.get(row.name) ?? {
      name: row.name,
      due: 0,
      scheduled: 0,
      active: 0,
      failed: 0,
    };
    if (row.standing in depth && row.standing !== 'name') {
      depth[row.standing as Exclude<keyof QueueDepth, 'name'>] += Number(row.count);
    }
    byName.set(row.name, depth);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A thrown value's message, for the failed job's record. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
