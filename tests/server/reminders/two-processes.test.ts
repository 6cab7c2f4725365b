/**
 * Reminders on their own with several servers (issue 19, point 4), on PostgreSQL: two apps on one
 * database, each ticking every 50 ms with the clock on a day that is both the billing day and a
 * reminder day, bill the month once and post one reminder notice between them. (SQLite serves
 * one process: tests/server/jobs/two-processes.test.ts shows a second one refused.)
 */
import { afterAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { waitFor } from '../jobs/wait.js';
import { build, createTestTarget, usePostgres, type TestTarget } from '../support/helper.js';
import { SCHEDULE, duesEstate, movableClock, scheduleEffects } from './support.js';

let target: TestTarget | undefined;
const apps: App[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
  await target?.dispose();
});

it.runIf(usePostgres)(
  'bills and reminds once between two servers ticking on one database',
  async () => {
    target = await createTestTarget();
    const clock = movableClock();
    clock.at(4);
    const config = { clock: clock.now, reminderTickMs: 50, jobPollMs: 500 };
    apps.push(await build({ target, config }), await build({ target, config }));
    const [first, second] = apps as [App, App];
    const { estate } = await duesEstate(first, 3);
    const on = { enabled: true, billingDay: 7, reminderDays: [7], channels: ['email'] };
    expect((await estate.admin.put(SCHEDULE, on)).statusCode).toBe(200);
    clock.at(7);

    await waitFor(
      async () => (await scheduleEffects(second, estate.id)).notices.length > 0,
      'the reminder notice',
      60_000,
    );
    // Time for a second notice or billing, were there one, to show up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { notices, charges, runs } = await scheduleEffects(second, estate.id);
    expect(notices).toEqual([
      { id: expect.any(Number), kind: 'reminder', createdBy: null, recipientCount: 3 },
    ]);
    expect(charges).toHaveLength(3);
    expect(runs.map((run) => run.runKey)).toEqual([
      `billing:${clock.month}`,
      `reminder:${clock.month}-07`,
    ]);
    const billingAudits = await first.db
      .selectFrom('auditLog')
      .select('id')
      .where('communityId', '=', estate.id)
      .where('action', '=', 'billing')
      .execute();
    expect(billingAudits).toHaveLength(1);
  },
  120_000,
);
