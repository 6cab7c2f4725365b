/**
 * Several servers on one database (issue 19, point 4). On PostgreSQL two server processes work
 * one queue: each of N jobs is handled by exactly one of them, once. SQLite serves one process:
 * a second one on the same data folder is refused before it could take a job.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { build, createTestTarget, usePostgres, type TestTarget } from '../support/helper.js';
import { kill, type Child } from '../support/server-process.js';
import { effects, startWorker } from './support/job-processes.js';
import { waitFor } from './wait.js';

const JOBS = 40;

let target: TestTarget;
const children: Child[] = [];
let sender: App | undefined;

beforeAll(async () => {
  target = await createTestTarget();
});

afterAll(async () => {
  await sender?.close();
  for (const child of children) await kill(child);
  await target?.dispose();
});

it.runIf(usePostgres)(
  'has each job handled once by one of two server processes',
  async () => {
    children.push(...(await Promise.all([startWorker(target, {}), startWorker(target, {})])));
    sender = await build({ target, config: { jobPollMs: 500 } });
    const sent: string[] = [];
    for (let n = 0; n < JOBS; n += 1) sent.push((await sender.jobs.send('effect', { n }))!);

    await waitFor(() => effects(target).length >= JOBS, 'every job handled', 60_000);
    // Time for a job handled twice to show up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const handled = effects(target);
    expect(handled.map((effect) => effect.id).sort()).toEqual([...sent].sort());
    expect(handled.every((effect) => effect.attempt === 1)).toBe(true);
  },
  120_000,
);

it.runIf(!usePostgres)(
  'refuses a second server process on one SQLite data folder',
  async () => {
    children.push(await startWorker(target, {}));
    await expect(startWorker(target, {})).rejects.toThrow(
      /worker exited:[^]*already running on DATA_DIR/,
    );
  },
  120_000,
);
