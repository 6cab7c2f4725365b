/**
 * The schedule's own runs (issue 19, point 4): on each tick every server process looks at today
 * in Lagos and queues the runs due for each enabled schedule; the job bills the month or posts
 * the day's reminders. Exactly once, even with several processes and across a crash:
 *
 * - The job is queued first, under the singleton key `reminders:<community>:<run key>`: while
 *   one such job waits or runs, every other send (another process's tick, the next tick) is a
 *   no-op, so two processes never run one key at once.
 * - The run row (reminder_runs, primary key community + run key) marks a run done: a tick queues
 *   nothing for a key that has its row. A reminder's row is claimed (INSERT, the primary key
 *   lets one in) just before its notice is posted and gets the notice's id after; billing's row
 *   is written after billing, which charges each resident once a month by itself.
 * - A crash loses nothing: before the job is stored, no row exists and the next tick queues it;
 *   after, the stored job is run again (at the next start on SQLite, on its expiry with pg-boss).
 *   A retried reminder job that finds its row claimed without a notice looks for the reminder
 *   notice its crashed attempt may have posted since the claim, and records it instead of
 *   posting a second one.
 */
import { todayInLagos } from '../../../shared/finance.js';
import { NOTICE_JOBS } from '../../../shared/notices.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Repositories } from '../../repositories/index.js';
import { runBilling } from '../money/ledger.js';
import type { NoticeApp } from '../notices/post-notice.js';
import type { ServiceLog } from '../requester.js';
import { billingKey, dueRunKeys, runKind } from './reminder-days.js';
import { runReminders } from './run-reminders.js';
import { scheduleOf } from './schedule.js';

export interface ReminderRunData {
  [key: string]: unknown;
  communityId: number;
  runKey: string;
  /** The Lagos date (YYYY-MM-DD) the tick saw: the billing month and reminders' due date. */
  date: string;
}

export interface SchedulerApp extends NoticeApp {
  repos: Repositories;
  jobs: JobQueue;
  log: ServiceLog;
}

/** Who the schedule's billing is audited as: no account, named so in the audit log. */
const SCHEDULE_TRAIL = { actorUserId: null, actorName: 'Reminder schedule', clientAddress: '' };

export const runSingletonKey = (data: Pick<ReminderRunData, 'communityId' | 'runKey'>) =>
  `reminders:${data.communityId}:${data.runKey}`;

/** One tick: queue each enabled schedule's runs due on `now`'s Lagos day and not yet done. */
export async function queueDueRuns(app: SchedulerApp, now: Date): Promise<number> {
  const date = todayInLagos(now);
  let queued = 0;
  for (const row of await app.repos.reminders.enabledSchedules()) {
    const keys = dueRunKeys(scheduleOf(row), date);
    const done = new Set(
      (await app.repos.reminders.runsOf(row.communityId, keys)).map((run) => run.runKey),
    );
    for (const runKey of keys) {
      // Billing first: the day's reminders wait until the month they remind of is billed.
      if (runKind(runKey) === 'reminder' && keys.includes(billingKey(date))) {
        if (!done.has(billingKey(date))) continue;
      }
      if (done.has(runKey)) continue;
      const data: ReminderRunData = { communityId: row.communityId, runKey, date };
      const id = await app.jobs.send(NOTICE_JOBS.remindersRun, data, {
        singletonKey: runSingletonKey(data),
      });
      if (id !== null) queued += 1;
    }
  }
  return queued;
}

/** The job: bill the month, or post the day's reminders, once (see the top of this file). */
export async function performRun(app: SchedulerApp, data: ReminderRunData): Promise<void> {
  const { communityId, runKey, date } = data;
  const reminders = app.repos.reminders;
  if (runKind(runKey) === 'billing') {
    const [done] = await reminders.runsOf(communityId, [runKey]);
    if (done) return;
    const actor = { communityId, userId: null, audit: SCHEDULE_TRAIL };
    const outcome = await runBilling(app.repos, actor, date.slice(0, 7), date);
    await reminders.claimRun(communityId, runKey, new Date().toISOString());
    app.log.info({ communityId, runKey, charged: outcome.chargedCount }, 'Scheduled billing ran');
    return;
  }
  const claimedAt = new Date().toISOString();
  if (!(await reminders.claimRun(communityId, runKey, claimedAt))) {
    const [run] = await reminders.runsOf(communityId, [runKey]);
    if (!run || run.noticeId !== null) return;
    // Claimed by an attempt that stopped: did it post before stopping?
    const posted = await reminders.scheduledReminderSince(communityId, run.createdAt);
    if (posted !== null) return reminders.recordRunNotice(communityId, runKey, posted);
  }
  const outcome = await runReminders(app, communityId, null, date);
  if (outcome.noticeId !== null) {
    await reminders.recordRunNotice(communityId, runKey, outcome.noticeId);
  }
  app.log.info({ communityId, runKey, recipients: outcome.recipientCount }, 'Reminders ran');
}
