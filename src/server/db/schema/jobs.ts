/** The job queue on SQLite (migration 016; conventions: ../schema.ts). PostgreSQL uses pg-boss. */
import type { Generated } from 'kysely';

/** Waiting (or waiting to be retried), running, done, or given up on after its last attempt. */
export type JobState = 'created' | 'active' | 'completed' | 'failed';

/** One job: a handler's name and its JSON data, with its attempts and last error. */
export interface JobsTable {
  /** A random UUID, as pg-boss's ids. */
  id: string;
  name: string;
  /** JSON text. */
  data: string;
  state: JobState;
  /** Runs started so far (1 during the first). */
  attempts: Generated<number>;
  /** Runs allowed after the first fails. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** 1: the delay doubles each retry; 0: it stays. */
  retryBackoff: number;
  /** ISO-8601 UTC: not run before (a retry's delay moves it on). */
  startAfter: string;
  /** At most one created or active job per name and key (a partial unique index). */
  singletonKey: string | null;
  lastError: string | null;
  createdAt: string;
  startedAt: string | null;
  /** When it completed or failed for good. */
  finishedAt: string | null;
}
