/**
 * The job queue (issue 19, point 4) on the test's database: pg-boss on PostgreSQL, the jobs
 * table on SQLite. Each test works its own job name on one app. Delays are asserted only as lower
 * bounds (a busy machine makes them longer, never shorter); everything else waits for a state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { Job } from '../../../src/server/jobs/queue.js';
import { PgBossJobQueue } from '../../../src/server/jobs/pg-boss-queue.js';
import { build, unique, usePostgres } from '../support/helper.js';
import { waitFor } from './wait.js';

let app: App;

beforeAll(async () => {
  app = await build({ config: { jobPollMs: 500 } });
});

afterAll(async () => {
  await app?.close();
});

/** A handler that records each run; `fail` decides whether a run throws. */
function recorder(fail: (job: Job) => boolean = () => false) {
  const runs: { job: Job; at: number }[] = [];
  const handler = async (job: Job) => {
    runs.push({ job, at: Date.now() });
    if (fail(job)) throw new Error(`meter offline (attempt ${job.attempt})`);
  };
  return { runs, handler };
}

describe('the job queue', () => {
  it('works a sent job once, with its data', async () => {
    const name = `once-${unique()}`;
    const { runs, handler } = recorder();
    await app.jobs.work(name, handler);
    const id = await app.jobs.send(name, { noticeId: 7, to: 'ada@example.ng' });
    expect(id).toEqual(expect.any(String));
    await waitFor(() => runs.length === 1, 'the job to run');
    await expect(app.jobs.work(name, handler)).rejects.toThrow(`${name} are already worked`);
    // A further poll or two must not run it again.
    const later = `later-${unique()}`;
    const marker = recorder();
    await app.jobs.work(later, marker.handler);
    await app.jobs.send(later, {});
    await waitFor(() => marker.runs.length === 1, 'a later job');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs.map((run) => run.job)).toEqual([
      { id, name, data: { noticeId: 7, to: 'ada@example.ng' }, attempt: 1 },
    ]);
  });

  it('retries a failing handler with backoff, then keeps the job as failed with its error', async () => {
    const name = `failing-${unique()}`;
    const { runs, handler } = recorder(() => true);
    await app.jobs.work(name, handler);
    const id = await app.jobs.send(
      name,
      { residentId: 3 },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    const failed = await waitFor(async () => {
      const jobs = await app.jobs.failedJobs({ name, limit: 10 });
      return jobs.length > 0 && jobs;
    }, 'the job to fail for good');
    expect(runs.map((run) => run.job.attempt)).toEqual([1, 2, 3]);
    // The waits only grow longer on a busy machine: at least 1 s, then at least 2 s (doubled).
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(950);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(1950);
    expect(failed).toEqual([
      {
        id,
        name,
        data: { residentId: 3 },
        attempts: 3,
        error: 'meter offline (attempt 3)',
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('passes a job that succeeds on a retry, and does not list it as failed', async () => {
    const name = `flaky-${unique()}`;
    const { runs, handler } = recorder((job) => job.attempt === 1);
    await app.jobs.work(name, handler);
    await app.jobs.send(name, {}, { retryLimit: 1, retryDelaySeconds: 1 });
    await waitFor(() => runs.length === 2, 'the retry');
    // Time to record the outcome (and, were it wrong, to run a third time).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.map((run) => run.job.attempt)).toEqual([1, 2]);
    expect(await app.jobs.failedJobs({ name, limit: 10 })).toEqual([]);
  });

  it('does not run a job before its startAfter', async () => {
    const name = `later-${unique()}`;
    const { runs, handler } = recorder();
    await app.jobs.work(name, handler);
    const startAfter = new Date(Date.now() + 1500);
    await app.jobs.send(name, { which: 'later' }, { startAfter });
    await app.jobs.send(name, { which: 'now' });
    await waitFor(() => runs.length === 2, 'both jobs');
    expect(runs.map((run) => run.job.data)).toEqual([{ which: 'now' }, { which: 'later' }]);
    expect(runs[1]!.at).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
  });

  it('queues one job per singleton key while it waits or runs, and takes the key again after', async () => {
    const name = `single-${unique()}`;
    const first = await app.jobs.send(name, { n: 1 }, { singletonKey: 'notice-4:resident-9' });
    expect(first).toEqual(expect.any(String));
    expect(await app.jobs.send(name, { n: 2 }, { singletonKey: 'notice-4:resident-9' })).toBeNull();
    const other = await app.jobs.send(name, { n: 3 }, { singletonKey: 'notice-4:resident-10' });
    expect(other).toEqual(expect.any(String));
    // The same key under another name is another job.
    expect(
      await app.jobs.send(`${name}-sms`, {}, { singletonKey: 'notice-4:resident-9' }),
    ).not.toBeNull();

    const { runs, handler } = recorder();
    await app.jobs.work(name, handler);
    await waitFor(() => runs.length === 2, 'both keyed jobs');
    expect(runs.map((run) => run.job.data).sort((a, b) => Number(a.n) - Number(b.n))).toEqual([
      { n: 1 },
      { n: 3 },
    ]);
    // Once completed, the key is free again.
    const again = await waitFor(
      async () =>
        (await app.jobs.send(name, { n: 4 }, { singletonKey: 'notice-4:resident-9' })) ?? false,
      'the key to be free once the job completed',
    );
    expect(again).not.toEqual(first);
  });

  it('sends one job when many sends of one key race', async () => {
    const name = `race-${unique()}`;
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => app.jobs.send(name, {}, { singletonKey: 'one' })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it('runs as many jobs at once as the concurrency, and no more', async () => {
    const name = `parallel-${unique()}`;
    let running = 0;
    let most = 0;
    let finished = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await app.jobs.work(
      name,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
        finished += 1;
      },
      { concurrency: 3 },
    );
    for (let i = 0; i < 6; i += 1) await app.jobs.send(name, { i });
    await waitFor(() => running === 3, 'three jobs running at once');
    // Held at three: the others wait for a free slot.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(running).toBe(3);
    release();
    await waitFor(() => finished === 6, 'all six jobs');
    expect(most).toBe(3);
  });
});

describe('servers starting together (PostgreSQL)', () => {
  // pg-boss 10 creates a queue's partition table; two servers creating one queue at once can
  // deadlock, and PostgreSQL aborts one of them: that one must look again, not fail.
  it.runIf(usePostgres)(
    'creates one queue from six queues at once, and works its job once',
    async () => {
      const name = `race-${unique()}`;
      const queues = Array.from(
        { length: 6 },
        () =>
          new PgBossJobQueue(
            app.db,
            { connectionString: app.config.databaseUrl!, pollMs: 500, expireSeconds: 60 },
            { error: () => {} },
          ),
      );
      try {
        const { runs, handler } = recorder();
        await Promise.all(queues.map((queue) => queue.work(name, handler)));
        await queues[0]!.send(name, {});
        await waitFor(() => runs.length === 1, 'the job to run');
        await new Promise((resolve) => setTimeout(resolve, 1200));
        expect(runs).toHaveLength(1);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
      }
    },
    60_000,
  );
});
