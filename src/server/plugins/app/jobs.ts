/**
 * The durable job queue (issue 19, point 4) as `app.jobs`: pg-boss on PostgreSQL, the `jobs`
 * table on SQLite (src/server/jobs/). Stopped before close's other hooks (preClose), so running
 * handlers finish while the database is still open.
 */
import fp from 'fastify-plugin';
import { PgBossJobQueue } from '../../jobs/pg-boss-queue.js';
import { JOB_DEFAULTS, type JobQueue } from '../../jobs/queue.js';
import { SqliteJobQueue } from '../../jobs/sqlite-queue.js';
import { jobsRepository } from '../../repositories/jobs/jobs-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.jobs.send(name, data, options)`, `app.jobs.work(name, handler)`, `failedJobs`. */
    jobs: JobQueue;
  }
}

export default fp(
  async (app) => {
    const pollMs = app.config.jobPollMs ?? JOB_DEFAULTS.pollMs;
    const log = app.log.child({ component: 'jobs' });
    const jobs: JobQueue = app.config.databaseUrl
      ? new PgBossJobQueue(
          app.db,
          {
            connectionString: app.config.databaseUrl,
            pollMs,
            expireSeconds: app.config.jobExpireSeconds ?? JOB_DEFAULTS.expireSeconds,
          },
          log,
        )
      : new SqliteJobQueue(jobsRepository(app.db), pollMs, log);
    app.decorate('jobs', jobs);
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
