/**
 * A server process for the notices' restart test (run through tsx by restart.test.ts): the app
 * as main.ts builds it, with the job queue working NOTICE_JOBS.sendBatch.
 *
 * NOTICE_COMMUNITY=<id> first posts a notice by e-mail to everyone in that community, its batches
 * retried after 1 s (not the minute a server waits). MAIL_HANG_AFTER=K lets K e-mails through and
 * then hangs the next one for good, before it is written, after writing `hung` to HANG_FILE: a
 * batch the process is killed in the middle of. Prints `notice worker ready` once it works.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../../../src/server/app.js';
import { loadConfig } from '../../../../src/server/config.js';
import { lockDataDir } from '../../../../src/server/db/data-dir-lock.js';
import { queueBatches, writeNotice } from '../../../../src/server/services/notices/post-notice.js';

const env = process.env;
const hangAfter = env.MAIL_HANG_AFTER === undefined ? Infinity : Number(env.MAIL_HANG_AFTER);
const config = { ...loadConfig(), logger: 'warn' as const, jobPollMs: 500, jobExpireSeconds: 2 };
// Held (referenced) for the process's life, as main.ts does: a collected lock is a dropped one.
const lock = config.databaseUrl === null ? lockDataDir(config.dataDir) : null;
const app = await buildApp(config);

// The mailer's outbox, made to stop after K messages (the sending job reads app.mail each time).
const send = app.mail.sendMail.bind(app.mail);
let sent = 0;
app.mail.sendMail = async (message) => {
  if (sent >= hangAfter) {
    writeFileSync(env.HANG_FILE!, 'hung\n');
    await new Promise(() => {});
  }
  sent += 1;
  await send(message);
};
await app.ready();

if (env.NOTICE_COMMUNITY) {
  const written = await app.repos.transaction((repos) =>
    writeNotice(repos, {
      communityId: Number(env.NOTICE_COMMUNITY),
      kind: 'notice',
      title: 'Restart notice',
      body: 'Sent once to each of you, whatever happens to the server',
      audience: 'everyone',
      streetIds: [],
      channels: ['email'],
      attachmentFileId: null,
      createdBy: null,
    }),
  );
  const notice = { communityId: Number(env.NOTICE_COMMUNITY), noticeId: written.noticeId };
  await queueBatches(app.jobs, notice, written.queued, 1);
}

// The queue's timer is unref'd (a server's listening socket keeps it alive): stay until killed.
setInterval(() => lock?.file, 60_000);
console.log('notice worker ready');
