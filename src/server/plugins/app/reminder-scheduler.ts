/**
 * Dues reminders on their own (issue 19, point 4): every `reminderTickMs` (REMINDER_TICK_MS by
 * default) each server process looks at today in Lagos, by the configured clock, and queues the
 * billing and reminder runs due (services/reminders/scheduled-runs.ts: once per community and
 * day however many processes tick, and not lost by a crash). The jobs run on the queue
 * (app.jobs) of whichever process takes them. The timer is unref'd and stopped on close, which
 * waits for a tick under way.
 */
import fp from 'fastify-plugin';
import { REMINDER_TICK_MS } from '../../../shared/limits/index.js';
import { NOTICE_JOBS } from '../../../shared/notices.js';
import { nowOf } from '../../config.js';
import {
  performRun,
  queueDueRuns,
  type ReminderRunData,
  type SchedulerApp,
} from '../../services/reminders/scheduled-runs.js';

export default fp(
  async (app) => {
    const log = app.log.child({ component: 'reminders' });
    const work: SchedulerApp = { repos: app.repos, jobs: app.jobs, log };
    let ticking: Promise<unknown> | null = null;
    const tick = () => {
      // A tick still under way (a slow database) is not overlapped by the next.
      if (ticking) return;
      ticking = queueDueRuns(work, nowOf(app.config))
        .catch((err: unknown) => log.error({ err }, 'Reminder tick failed'))
        .finally(() => (ticking = null));
    };
    const timer = setInterval(tick, app.config.reminderTickMs ?? REMINDER_TICK_MS);
    timer.unref();
    await app.jobs.work<ReminderRunData>(NOTICE_JOBS.remindersRun, (job) =>
      performRun(work, job.data),
    );
    // Before the job queue stops (its own preClose hook, registered earlier, runs after this).
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await ticking;
    });
  },
  { name: 'reminder-scheduler', dependencies: ['jobs', 'repositories'] },
);
