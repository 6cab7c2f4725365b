/**
 * Sends notices (issue 19, point 4): works the queue's NOTICE_JOBS.sendBatch jobs, each one
 * batch of a notice's queued e-mails and SMS (services/notices/sending.ts), in the background:
 * posting a notice only queues them.
 */
import fp from 'fastify-plugin';
import { NOTICE_JOBS } from '../../../shared/notices.js';
import { sendBatch } from '../../services/notices/sending.js';
import type { SendBatchData } from '../../services/notices/post-notice.js';

export default fp(
  async (app) => {
    const log = app.log.child({ component: 'notices' });
    await app.jobs.work<SendBatchData>(NOTICE_JOBS.sendBatch, (job) =>
      sendBatch(
        { repos: app.repos, mail: app.mail, sms: app.sms, publicUrl: app.config.publicUrl, log },
        job,
      ),
    );
  },
  { name: 'notice-sending', dependencies: ['jobs', 'repositories', 'mail', 'sms'] },
);
