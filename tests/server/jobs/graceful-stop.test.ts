/**
 * Closing the app (a deploy's graceful stop) with a job running and others waiting: close waits
 * for the running job, which completes and is not run again; the waiting ones are kept and run
 * by the next app on the same storage, once each.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { Job } from '../../../src/server/jobs/queue.js';
import { build, createTestTarget, type TestTarget } from '../support/helper.js';
import { waitFor } from './wait.js';

let target: TestTarget;
let next: App | undefined;

beforeAll(async () => {
  target = await createTestTarget();
});

afterAll(async () => {
  await next?.close();
  await target?.dispose();
});

it('finishes the running job on close and leaves the waiting ones to the next start', async () => {
  const config = { jobPollMs: 500 };
  const first = await build({ target, config });
  const ran: { n: unknown; by: string }[] = [];
  let started = false;
  await first.jobs.work('slow', async (job: Job) => {
    started = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
    ran.push({ n: job.data.n, by: 'first' });
  });
  await first.jobs.send('slow', { n: 0 });
  await waitFor(() => started, 'the first job to start');
  // Due well after the close below, so that only the next app may run them.
  const later = new Date(Date.now() + 5000);
  for (const n of [1, 2]) await first.jobs.send('slow', { n }, { startAfter: later });
  await first.close();
  // Close waited for the running job.
  expect(ran).toEqual([{ n: 0, by: 'first' }]);

  next = await build({ target, config });
  await next.jobs.work('slow', async (job: Job) => {
    ran.push({ n: job.data.n, by: 'next' });
  });
  await waitFor(() => ran.length === 3, 'the waiting jobs, after the restart');
  // Time for a job run twice to show up.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // (Jobs 1 and 2 are due at the same moment: either may run first.)
  expect(ran.sort((a, b) => Number(a.n) - Number(b.n))).toEqual([
    { n: 0, by: 'first' },
    { n: 1, by: 'next' },
    { n: 2, by: 'next' },
  ]);
}, 60_000);
