/**
 * The job queue on PostgreSQL: pg-boss 10 on the app's database, in its own schema. Each job is
 * fetched with FOR UPDATE SKIP LOCKED, so it runs once however many servers work the queue. A job
 * whose server died is failed by pg-boss's maintenance once its expiry passes, and so retried.
 *
 * pg-boss starts on first use (it creates its schema then), so an app that queues nothing never
 * opens its connections; `stop` lets running handlers finish, then closes them.
 */
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';
import {
  PG_BOSS_SCHEMA,
  pgBossJobsRepository,
} from '../repositories/jobs/pg-boss-jobs-repository.js';
import {
  JOB_DEFAULTS,
  depthsOf,
  type FailedJob,
  type FailedJobsQuery,
  type JobData,
  type JobHandler,
  type JobQueue,
  type QueueDepth,
  type SendOptions,
} from './queue.js';
import type { QueueLog } from './sqlite-queue.js';

export interface PgBossSettings {
  connectionString: string;
  pollMs: number;
  expireSeconds: number;
}

/** How long `stop` waits for running handlers before pg-boss fails them and closes. */
const STOP_TIMEOUT_MS = 10_000;

/** How often pg-boss's maintenance fails expired jobs and archives finished ones, at most. */
const MAINTENANCE_INTERVAL_SECONDS = 60;

/** Tries at creating a queue that servers starting together race for, and the first wait. */
const CREATE_QUEUE_ATTEMPTS = 8;
const CREATE_QUEUE_RETRY_MS = 50;

/** pg-boss's pool: its workers, maintenance and sends; the app's own pool is separate. */
const POOL_SIZE = 4;

export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly repository: ReturnType<typeof pgBossJobsRepository>;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly worked = new Set<string>();
  private started: Promise<unknown> | null = null;

  constructor(
    db: Kysely<Database>,
    private readonly settings: PgBossSettings,
    log: QueueLog,
  ) {
    this.repository = pgBossJobsRepository(db);
    this.boss = new PgBoss({
      connectionString: settings.connectionString,
      schema: PG_BOSS_SCHEMA,
      max: POOL_SIZE,
      application_name: 'neighbourly-jobs',
      schedule: false,
      // Maintenance fails expired jobs (a dead server's); look as often as a job may run.
      maintenanceIntervalSeconds: Math.min(settings.expireSeconds, MAINTENANCE_INTERVAL_SECONDS),
      expireInSeconds: settings.expireSeconds,
    });
    this.boss.on('error', (err) => log.error({ err }, 'Job queue error'));
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<string | null> {
    await this.queue(name);
    const sendOptions: PgBoss.SendOptions = {
      retryLimit: options.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelay: options.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: options.retryBackoff ?? JOB_DEFAULTS.retryBackoff,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    };
    const key = options.singletonKey;
    if (key === undefined) return this.boss.send(name, data, sendOptions);
    return this.repository.sendOnce(name, key, (executeSql) =>
      this.boss.send(name, data, { ...sendOptions, singletonKey: key, db: { executeSql } }),
    );
  }

  async work<T extends JobData>(
    name: string,
    handler: JobHandler<T>,
    options: { concurrency?: number } = {},
  ): Promise<void> {
    if (this.worked.has(name)) throw new Error(`Jobs named ${name} are already worked here`);
    this.worked.add(name);
    await this.queue(name);
    const workOptions = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: this.settings.pollMs / 1000,
    };
    // pg-boss runs one batch at a time per worker: N workers of one job each run N at once.
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i += 1) {
      await this.boss.work<T>(name, workOptions, async ([job]) => {
        if (!job) return;
        await handler({ id: job.id, name: job.name, data: job.data, attempt: job.retryCount + 1 });
      });
    }
  }

  async countFailedJobs(query: Omit<FailedJobsQuery, 'limit' | 'offset'>): Promise<number> {
    await this.start();
    return this.repository.countFailedJobs(query);
  }

  async failedJobs(query: FailedJobsQuery): Promise<FailedJob[]> {
    await this.start();
    const rows = await this.repository.failedJobs(query);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      data: row.data ?? {},
      attempts: Number(row.attempts),
      error: row.error ?? '',
      failedAt: new Date(row.failedAt).toISOString(),
    }));
  }

  /** Read from pg-boss's tables directly: no need to start pg-boss to count its jobs. */
  async depth(now = new Date()): Promise<QueueDepth[]> {
    return depthsOf(await this.repository.depth(now));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }

  private start(): Promise<unknown> {
    this.started ??= this.boss.start();
    return this.started;
  }

  /**
   * Creates queue `name` unless it exists. Servers starting together may each try: pg-boss 10
   * creates a queue's partition table, and two such creations at once can deadlock (PostgreSQL
   * then aborts one) or collide. The loser looks again after a short, random wait, until the
   * winner's queue is there.
   */
  private async createQueueOnce(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(name)) return;
      try {
        await this.boss.createQueue(name);
        return;
      } catch (error) {
        if (attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
        const wait = CREATE_QUEUE_RETRY_MS * attempt * (1 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** pg-boss 10 needs a queue created before sending to or working it (once per name). */
  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = (async () => {
        await this.start();
        await this.createQueueOnce(name);
      })();
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }
}
