/**
 * A server process that works the restart tests' jobs (run through tsx by job-processes.ts): the
 * app as main.ts builds it (the data folder's lock on SQLite), with a handler for `effect` jobs
 * that appends `<job id> <attempt>` to EFFECTS_FILE, the effect counted by the tests.
 *
 * JOB_SEND=N first queues N jobs (their ids to SENT_FILE); JOB_HANG_AFTER=K makes the handler
 * hang for good from the (K+1)th job on, after writing `hung <job id>` to EFFECTS_FILE.hung: a
 * job the process is killed in the middle of. Prints `job worker ready` once it works the queue.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../../../../src/server/app.js';
import { loadConfig } from '../../../../src/server/config.js';
import { lockDataDir } from '../../../../src/server/db/data-dir-lock.js';

const env = process.env;
const effects = env.EFFECTS_FILE!;
const hangAfter = env.JOB_HANG_AFTER === undefined ? Infinity : Number(env.JOB_HANG_AFTER);
const config = { ...loadConfig(), logger: 'warn' as const, jobPollMs: 500, jobExpireSeconds: 2 };
// Held (referenced) for the process's life, as main.ts does: a collected lock is a dropped one.
const lock = config.databaseUrl === null ? lockDataDir(config.dataDir) : null;
const app = await buildApp(config);
await app.ready();

if (env.JOB_SEND) {
  const ids: string[] = [];
  for (let n = 0; n < Number(env.JOB_SEND); n += 1) {
    ids.push((await app.jobs.send('effect', { n }, { retryDelaySeconds: 1 }))!);
  }
  writeFileSync(env.SENT_FILE!, ids.join('\n'));
}

let handled = 0;
await app.jobs.work(
  'effect',
  async (job) => {
    if (handled >= hangAfter) {
      appendFileSync(`${effects}.hung`, `hung ${job.id}\n`);
      await new Promise(() => {});
    }
    handled += 1;
    // A little work, so that two processes share a queue rather than one taking it all.
    await new Promise((resolve) => setTimeout(resolve, 20));
    appendFileSync(effects, `${job.id} ${job.attempt}\n`);
  },
  { concurrency: hangAfter === Infinity ? 2 : 1 },
);
// The queue's timer is unref'd (a server's listening socket keeps it alive): stay until killed.
setInterval(() => lock?.file, 60_000);
console.log('job worker ready');
