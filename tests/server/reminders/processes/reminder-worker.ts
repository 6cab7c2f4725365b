/**
 * A server process for the reminders' two-process test (run through tsx by the test): the app as
 * main.ts builds it, on DATABASE_URL, its clock fixed at REMINDER_NOW and its scheduler ticking
 * every 50 ms. Prints `reminder worker ready` once it is up; it bills and reminds on its own.
 */
import { buildApp } from '../../../../src/server/app.js';
import { loadConfig } from '../../../../src/server/config.js';

const now = new Date(process.env.REMINDER_NOW!);
const config = {
  ...loadConfig(),
  logger: 'warn' as const,
  jobPollMs: 500,
  reminderTickMs: 50,
  clock: () => now,
};
const app = await buildApp(config);
await app.ready();
// The scheduler's and the queue's timers are unref'd (a server's socket keeps it alive): stay.
setInterval(() => app.config.reminderTickMs, 60_000);
console.log('reminder worker ready');
