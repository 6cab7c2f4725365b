/**
 * Jobs survive a crash (issue 19, point 4): a server process queues jobs, handles a few, hangs in
 * the middle of the next one and is killed (SIGKILL); a new process on the same storage handles
 * every remaining job, the one cut off included, and no job twice. On SQLite the cut-off job is
 * given back at the next start; on PostgreSQL when its expiry (2 s here) has passed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestTarget, type TestTarget } from '../support/helper.js';
import { kill, type Child } from '../support/server-process.js';
import { effects, hungIds, sentIds, startWorker } from './support/job-processes.js';
import { waitFor } from './wait.js';

const JOBS = 12;
const BEFORE_KILL = 4;

let target: TestTarget;
const children: Child[] = [];

beforeAll(async () => {
  target = await createTestTarget();
});

afterAll(async () => {
  for (const child of children) await kill(child);
  await target?.dispose();
});

it('handles every job exactly once across a killed server and its restart', async () => {
  const first = await startWorker(target, {
    JOB_SEND: String(JOBS),
    JOB_HANG_AFTER: String(BEFORE_KILL),
  });
  children.push(first);
  const [cutOff] = await waitFor(() => hungIds(target).length > 0 && hungIds(target), 'a hang');
  expect(effects(target)).toHaveLength(BEFORE_KILL);
  await kill(first);

  children.push(await startWorker(target, {}));
  await waitFor(() => effects(target).length >= JOBS, 'every job handled', 60_000);
  // Time for a job handled twice to show up.
  await new Promise((resolve) => setTimeout(resolve, 2500));

  const handled = effects(target);
  expect(handled.map((effect) => effect.id).sort()).toEqual([...sentIds(target)].sort());
  // The job the kill cut off ran again after the restart, as its second attempt.
  expect(handled.find((effect) => effect.id === cutOff)).toEqual({ id: cutOff, attempt: 2 });
}, 120_000);
