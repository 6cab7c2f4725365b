/**
 * Sending one batch of a notice's deliveries (issue 19, point 4), the job NOTICE_JOBS.sendBatch.
 * Each queued delivery is rendered (src/shared/message-templates.ts), sent, then marked sent
 * only if still queued: a batch that runs again skips what it already sent. A refusal (an SMS
 * provider's 4xx, a mail server's 5xx for that address) fails that delivery alone; an outage (SMS provider unavailable, mail server error) stops the batch, counts
 * an attempt on what is left and throws, so the queue retries it later; on the last attempt what
 * is left is marked failed and the job fails with the error (app.jobs.failedJobs).
 */
import {
  noticeEmail,
  noticeSms,
  reminderEmail,
  reminderSms,
  type TemplateContext,
} from '../../../shared/message-templates.js';
import { PAY_LINK_PATH } from '../../../shared/notices.js';
import type { Job } from '../../jobs/queue.js';
import { isMailRefusal, type Mailer } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import type { QueuedDelivery } from '../../repositories/notices/notice-sending.js';
import { SmsRejected, type SmsSender } from '../../sms/sms-sender.js';
import { SEND_RETRY, type SendBatchData } from './post-notice.js';

export interface Senders {
  repos: Repositories;
  mail: Pick<Mailer, 'sendMail'>;
  sms: Pick<SmsSender, 'send'>;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

async function sendOne(senders: Senders, d: QueuedDelivery, payLink: string | null) {
  const ctx: TemplateContext = { communityName: d.communityName, firstName: firstName(d.fullName) };
  const text = { title: d.title, body: d.body, detail: d.detail };
  const reminder = d.kind === 'reminder';
  if (d.channel === 'email') {
    const mail = reminder ? reminderEmail(ctx, d.detail, payLink) : noticeEmail(ctx, text);
    await senders.mail.sendMail({ to: d.address, ...mail });
  } else if (d.channel === 'sms') {
    const sms = reminder ? reminderSms(ctx, d.detail, payLink) : noticeSms(ctx, text);
    await senders.sms.send({ to: d.address, text: sms, transactional: reminder });
  }
}

export async function sendBatch(senders: Senders, job: Job<SendBatchData>): Promise<void> {
  const { repos } = senders;
  const deliveries = await repos.notices.queued(job.data.noticeId, job.data.deliveryIds);
  const first = deliveries[0];
  if (!first) return;
  const payLink =
    first.kind === 'reminder' && (await repos.notices.takesPayments(first.communityId))
      ? `${senders.publicUrl}${PAY_LINK_PATH}`
      : null;
  for (const [index, delivery] of deliveries.entries()) {
    try {
      await sendOne(senders, delivery, payLink);
    } catch (error) {
      // Refused for good (an SMS provider's 4xx, a mail server's 5xx): this delivery alone fails,
      // and the rest of the batch goes on.
      if (error instanceof SmsRejected || isMailRefusal(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        senders.log.warn({ deliveryId: delivery.id, error: reason }, 'Message refused');
        await repos.notices.markFailed([delivery.id], 'provider_error');
        continue;
      }
      const left = deliveries.slice(index).map((d) => d.id);
      const lastAttempt = job.attempt > SEND_RETRY.retryLimit;
      await (lastAttempt
        ? repos.notices.markFailed(left, 'provider_error')
        : repos.notices.addAttempt(left));
      throw error;
    }
    await repos.notices.markSent(delivery.id);
  }
}
