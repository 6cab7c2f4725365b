/**
 * The job queue on SQLite: the `jobs` table and a poller. SQLite runs as one process (the data
 * folder's lock), so a job still active at start was cut off by a stop or crash: it counts as a
 * failed attempt (retried, or failed when it was the last). An unref'd timer claims due jobs, up
 * to each handler's concurrency; a send or a finished job looks again at once. Finished jobs are
 * forgotten a week after they finished (at a start), as pg-boss's archive does.
 */
import { randomUUID } from 'node:crypto';
import type { JobRow, JobsRepository } from '../repositories/jobs/jobs-repository.js';
import {
  depthsOf,
  errorMessage,
  JOB_DEFAULTS,
  retryDelayMs,
  type FailedJob,
  type FailedJobsQuery,
  type JobData,
  type JobHandler,
  type JobQueue,
  type QueueDepth,
  type SendOptions,
} from './queue.js';

interface Worker {
  handler: JobHandler;
  concurrency: number;
  running: number;
}

export interface QueueLog {
  error(details: object, message: string): void;
}

/** The error kept for a job whose server stopped while it ran. */
export const INTERRUPTED = 'The server stopped while this job ran';

export class SqliteJobQueue implements JobQueue {
  private readonly workers = new Map<string, Worker>();
  private readonly running = new Set<Promise<void>>();
  private started: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly pollMs: number,
    private readonly log: QueueLog,
  ) {}

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<string | null> {
    await this.start();
    const id = randomUUID();
    const now = new Date().toISOString();
    const inserted = await this.jobs.insert({
      id,
      name,
      data: JSON.stringify(data),
      state: 'created',
      retryLimit: options.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: (options.retryBackoff ?? JOB_DEFAULTS.retryBackoff) ? 1 : 0,
      startAfter: (options.startAfter ?? new Date()).toISOString(),
      singletonKey: options.singletonKey ?? null,
      createdAt: now,
    });
    if (!inserted) return null;
    this.poll();
    return id;
  }

  async work<T extends JobData>(
    name: string,
    handler: JobHandler<T>,
    options: { concurrency?: number } = {},
  ): Promise<void> {
    if (this.workers.has(name)) throw new Error(`Jobs named ${name} are already worked here`);
    await this.start();
    const concurrency = Math.max(1, options.concurrency ?? 1);
    this.workers.set(name, { handler: handler as JobHandler, concurrency, running: 0 });
    this.poll();
  }

  async countFailedJobs(query: Omit<FailedJobsQuery, 'limit' | 'offset'>): Promise<number> {
    return this.jobs.countFailedJobs(query);
  }

  async failedJobs(query: FailedJobsQuery): Promise<FailedJob[]> {
    const rows = await this.jobs.failedJobs(query);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      data: JSON.parse(row.data) as JobData,
      attempts: row.attempts,
      error: row.lastError ?? '',
      failedAt: row.finishedAt ?? row.createdAt,
    }));
  }

  async depth(now = new Date()): Promise<QueueDepth[]> {
    return depthsOf(await this.jobs.depth(now.toISOString()));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.started?.catch(() => {});
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Once: jobs a stopped server left running count as failed attempts, then the timer starts. */
  private start(): Promise<void> {
    this.started ??= (async () => {
      for (const job of await this.jobs.active()) await this.attemptFailed(job, INTERRUPTED);
      // Once a start: a server restarts far more often than jobs pile up for good.
      await this.jobs.deleteFinished(
        new Date(Date.now() - JOB_DEFAULTS.keepFinishedMs).toISOString(),
      );
      if (this.stopped) return;
      this.timer = setInterval(() => this.poll(), this.pollMs);
      this.timer.unref();
    })();
    return this.started;
  }

  /** Claims and starts due jobs; a call during a poll makes that poll look once more. */
  private poll(): void {
    if (this.stopped || this.started === null) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = true;
    void this.claim()
      .catch((err: unknown) => this.log.error({ err }, 'Claiming due jobs failed'))
      .finally(() => {
        this.polling = false;
        if (this.again) {
          this.again = false;
          this.poll();
        }
      });
  }

  private async claim(): Promise<void> {
    await this.started;
    for (const [name, worker] of this.workers) {
      const free = worker.concurrency - worker.running;
      if (free <= 0 || this.stopped) continue;
      for (const job of await this.jobs.claimDue(name, free, new Date().toISOString())) {
        this.run(worker, job);
      }
    }
  }

  private run(worker: Worker, job: JobRow): void {
    worker.running += 1;
    const data = JSON.parse(job.data) as JobData;
    const done = Promise.resolve()
      .then(() => worker.handler({ id: job.id, name: job.name, data, attempt: job.attempts }))
      .then(
        () => this.jobs.complete(job.id, new Date().toISOString()),
        (error: unknown) => this.attemptFailed(job, errorMessage(error)),
      )
      .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'Recording a job failed'))
      .finally(() => {
        worker.running -= 1;
        this.running.delete(done);
        this.poll();
      });
    this.running.add(done);
  }

  /** Retries after the delay, or ends the job as failed when that was its last attempt. */
  private async attemptFailed(job: JobRow, error: string): Promise<void> {
    const now = Date.now();
    if (job.attempts > job.retryLimit) {
      await this.jobs.fail(job.id, error, new Date(now).toISOString());
      return;
    }
    const delay = retryDelayMs(job.attempts, job.retryDelaySeconds, job.retryBackoff === 1);
    await this.jobs.retryLater(job.id, error, new Date(now + delay).toISOString());
  }
}
