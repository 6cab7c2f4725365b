/**
 * Reminders on their own with several servers (issue 19, point 4), on PostgreSQL: two server
 * processes on one database, each ticking every 50 ms with its clock on a day that is both the
 * billing day and a reminder day, bill the month once and post one reminder notice between them,
 * each debtor reminded once. (SQLite serves one process: tests/server/jobs/two-processes.test.ts
 * shows a second one refused.)
 */
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { waitFor } from '../jobs/wait.js';
import { build, createTestTarget, usePostgres, type TestTarget } from '../support/helper.js';
import { kill, startWorkerScript, type Child } from '../support/server-process.js';
import { SCHEDULE, duesEstate, movableClock, scheduleEffects } from './support.js';

const entry = path.join(import.meta.dirname, 'processes/reminder-worker.ts');

let target: TestTarget | undefined;
let app: App | undefined;
const children: Child[] = [];

afterAll(async () => {
  for (const child of children) await kill(child);
  await app?.close();
  await target?.dispose();
});

/** Starts a reminder worker on the test's database with its clock at `now`. */
async function startWorker(storage: TestTarget, now: Date): Promise<Child> {
  const worker = await startWorkerScript(entry, 'reminder worker ready', storage, {
    REMINDER_NOW: now.toISOString(),
  });
  children.push(worker);
  return worker;
}

it.runIf(usePostgres)(
  'bills and reminds once between two server processes ticking on one database',
  async () => {
    target = await createTestTarget();
    const clock = movableClock();
    clock.at(4);
    // The test's own app sets the estate up on the 4th, when nothing is due.
    app = await build({ target, config: { clock: clock.now, jobPollMs: 500 } });
    const { estate } = await duesEstate(app, 3);
    const on = { enabled: true, billingDay: 7, reminderDays: [7], channels: ['email'] };
    expect((await estate.admin.put(SCHEDULE, on)).statusCode).toBe(200);
    clock.at(7);
    await Promise.all([startWorker(target, clock.now()), startWorker(target, clock.now())]);

    await waitFor(
      async () => (await scheduleEffects(app!, estate.id)).runs.length === 2,
      'the billing and the reminder runs',
      60_000,
    );
    // Time for a second notice or billing, were there one, to show up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { notices, charges, runs } = await scheduleEffects(app, estate.id);
    expect(notices).toEqual([
      { id: expect.any(Number), kind: 'reminder', createdBy: null, recipientCount: 3 },
    ]);
    expect(charges).toHaveLength(3);
    expect(runs).toEqual([
      { runKey: `billing:${clock.month}`, noticeId: null },
      { runKey: `reminder:${clock.month}-07`, noticeId: notices[0]!.id },
    ]);
    const billingAudits = await app.db
      .selectFrom('auditLog')
      .select('id')
      .where('communityId', '=', estate.id)
      .where('action', '=', 'billing')
      .execute();
    expect(billingAudits).toHaveLength(1);
    const deliveries = await app.db
      .selectFrom('noticeDeliveries')
      .select(['residentId', 'channel'])
      .where('noticeId', '=', notices[0]!.id)
      .execute();
    // Each debtor once in the app and once by e-mail.
    expect(deliveries).toHaveLength(6);
    expect(new Set(deliveries.map((d) => `${d.residentId}:${d.channel}`)).size).toBe(6);
  },
  180_000,
);
