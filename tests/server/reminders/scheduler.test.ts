/**
 * Reminders on their own (issue 19, point 4), on both databases: with the clock on the billing
 * day, which is also a reminder day, the scheduler bills the month once and then reminds each
 * debtor once, however often it ticks; the next day does nothing, the next reminder day reminds
 * again; a disabled schedule does nothing. A run whose job stopped after posting is not posted
 * twice, and one that stopped before posting is not lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { performRun, queueDueRuns } from '../../../src/server/services/reminders/scheduled-runs.js';
import { runReminders } from '../../../src/server/services/reminders/run-reminders.js';
import { waitFor } from '../jobs/wait.js';
import { build } from '../support/helper.js';
import type { Community } from '../support/world/community.js';
import { SCHEDULE, duesEstate, movableClock, scheduleEffects } from './support.js';

/** Long enough for many ticks (every 50 ms) and job polls (every 500 ms). */
const SETTLE_MS = 2_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describe('The reminder scheduler', { timeout: 90_000 }, () => {
  const clock = movableClock();
  let app: App;
  let estate: Community;
  let idle: Community;

  beforeAll(async () => {
    clock.at(3);
    app = await build({ config: { clock: clock.now, reminderTickMs: 50, jobPollMs: 500 } });
    ({ estate } = await duesEstate(app, 2));
    ({ estate: idle } = await duesEstate(app, 1));
    const off = { enabled: false, billingDay: 5, reminderDays: [5], channels: ['email'] };
    expect((await idle.admin.put(SCHEDULE, off)).statusCode).toBe(200);
  }, 90_000);
  afterAll(() => app.close());

  it('does nothing before the billing day', async () => {
    const on = { enabled: true, billingDay: 5, reminderDays: [5, 20], channels: ['email'] };
    expect((await estate.admin.put(SCHEDULE, on)).statusCode).toBe(200);
    await settle();
    expect(await scheduleEffects(app, estate.id)).toEqual({ notices: [], charges: [], runs: [] });
  });

  it('bills the month and then reminds each debtor once on the day, ticked again and again', async () => {
    clock.at(5);
    await waitFor(
      async () => (await scheduleEffects(app, estate.id)).notices.length > 0,
      'the reminder notice',
    );
    await settle();
    const { notices, charges, runs } = await scheduleEffects(app, estate.id);
    expect(charges).toHaveLength(2);
    expect(charges.every((charge) => charge.billingMonth === clock.month)).toBe(true);
    expect(notices).toEqual([
      { id: expect.any(Number), kind: 'reminder', createdBy: null, recipientCount: 2 },
    ]);
    expect(runs).toEqual([
      { runKey: `billing:${clock.month}`, noticeId: null },
      { runKey: `reminder:${clock.month}-05`, noticeId: notices[0]!.id },
    ]);
    // The schedule's billing is audited as the schedule's, not as a person's.
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['actorName', 'actorUserId'])
      .where('communityId', '=', estate.id)
      .where('action', '=', 'billing')
      .execute();
    expect(audit).toEqual([{ actorName: 'Reminder schedule', actorUserId: null }]);
  });

  it('does nothing on the next day, and reminds again on the next reminder day', async () => {
    clock.at(6);
    await settle();
    expect((await scheduleEffects(app, estate.id)).notices).toHaveLength(1);
    clock.at(20);
    await waitFor(
      async () => (await scheduleEffects(app, estate.id)).notices.length === 2,
      'the second reminder',
    );
    await settle();
    const { notices, charges } = await scheduleEffects(app, estate.id);
    expect(notices).toHaveLength(2);
    expect(charges).toHaveLength(2);
  });

  it('leaves a community whose schedule is off alone', async () => {
    expect(await scheduleEffects(app, idle.id)).toEqual({ notices: [], charges: [], runs: [] });
  });

  it('records, not repeats, a reminder a stopped job had posted; posts one it had not', async () => {
    clock.at(3); // No tick queues anything today: the runs below are the test's own.
    const work = { repos: app.repos, jobs: app.jobs, log: app.log };
    const date = `${clock.month}-21`;
    const runKey = `reminder:${date}`;
    // Claimed, posted, then the server stopped before recording the notice.
    await app.repos.reminders.claimRun(estate.id, runKey, new Date().toISOString());
    const posted = await runReminders(app, estate.id, null, date);
    await performRun(work, { communityId: estate.id, runKey, date });
    let effects = await scheduleEffects(app, estate.id);
    expect(effects.notices).toHaveLength(3);
    expect(effects.runs.find((run) => run.runKey === runKey)?.noticeId).toBe(posted.noticeId);
    // Claimed, then the server stopped before posting: the job's retry posts it.
    const lost = `reminder:${clock.month}-22`;
    await app.repos.reminders.claimRun(estate.id, lost, new Date().toISOString());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await performRun(work, { communityId: estate.id, runKey: lost, date });
    effects = await scheduleEffects(app, estate.id);
    expect(effects.notices).toHaveLength(4);
    expect(effects.runs.find((run) => run.runKey === lost)?.noticeId).toBe(effects.notices[3]!.id);
    // Run once more (a job sent again after it finished): nothing new.
    await performRun(work, { communityId: estate.id, runKey: lost, date });
    expect((await scheduleEffects(app, estate.id)).notices).toHaveLength(4);
    expect(await queueDueRuns(work, clock.now())).toBe(0);
  });
});
