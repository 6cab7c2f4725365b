/**
 * Sending a batch (issue 19, point 4), both databases, with senders that record or fail: a batch
 * run twice sends each message once; a provider outage leaves the batch queued (one attempt
 * counted) and throws for the queue to retry, and the retry sends it; on the last attempt what is
 * left is marked failed; a refused SMS, or an e-mail the mail server refuses for good (5xx),
 * fails that delivery alone; a reminder carries the pay link
 * only when the community takes payments online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { MailMessage } from '../../../../src/server/mail/mailer.js';
import type { SmsMessage } from '../../../../src/server/sms/sms-sender.js';
import { SmsRejected, SmsUnavailable } from '../../../../src/server/sms/sms-sender.js';
import {
  SEND_RETRY,
  writeNotice,
  type NoticeDraft,
  type SendBatchData,
} from '../../../../src/server/services/notices/post-notice.js';
import { sendBatch, type Senders } from '../../../../src/server/services/notices/sending.js';
import { NOTICE_JOBS } from '../../../../src/shared/notices.js';
import { build } from '../../support/helper.js';
import { deliveryTable, noticeEstate, type NoticeEstate } from '../../support/notices-fixtures.js';

interface Recorder extends Senders {
  mails: MailMessage[];
  texts: SmsMessage[];
}

function senders(app: App, fail: { mail?: Error; sms?: Error } = {}): Recorder {
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  return {
    repos: app.repos,
    publicUrl: 'https://estate.example',
    log: { warn: () => {} },
    mails,
    texts,
    mail: {
      async sendMail(message) {
        if (fail.mail) throw fail.mail;
        mails.push(message);
      },
    },
    sms: {
      async send(message) {
        if (fail.sms) throw fail.sms;
        texts.push(message);
      },
    },
  };
}

describe('Sending a batch of deliveries', { timeout: 60_000 }, () => {
  let app: App;
  let w: NoticeEstate;

  beforeAll(async () => {
    app = await build();
    w = await noticeEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  /** Writes a notice without queueing its batches: the test runs them itself. */
  async function written(overrides: Partial<NoticeDraft> = {}) {
    const draft: NoticeDraft = {
      communityId: w.estate.id,
      kind: 'notice',
      title: 'Gate',
      body: 'The gate closes at 10pm',
      audience: 'excos',
      streetIds: [],
      channels: ['email', 'sms'],
      attachmentFileId: null,
      createdBy: w.estate.adminUserId,
      ...overrides,
    };
    const notice = await app.repos.transaction((repos) => writeNotice(repos, draft));
    const job = (attempt: number) => ({
      id: `job-${notice.noticeId}-${attempt}`,
      name: NOTICE_JOBS.sendBatch,
      attempt,
      data: {
        communityId: draft.communityId,
        noticeId: notice.noticeId,
        deliveryIds: notice.queued,
      } as SendBatchData,
    });
    return { ...notice, job };
  }

  const statusOf = async (noticeId: number, residentId: number, channel: string) =>
    (await deliveryTable(app, noticeId)).get(`${residentId}:${channel}`);

  it('sends each message once, however often the batch runs', async () => {
    const notice = await written();
    const s = senders(app);
    await sendBatch(s, notice.job(1));
    await sendBatch(s, notice.job(1));
    await sendBatch(s, notice.job(2));
    expect(s.mails.map((m) => m.to)).toEqual([w.chairman.email]);
    expect(s.mails[0]).toMatchObject({ subject: `${w.estate.name}: Gate` });
    expect(s.mails[0]?.text).toContain('Hello Chidi,');
    expect(s.texts).toEqual([
      {
        to: w.chairman.mobileNumber,
        text: `${w.estate.name}: Gate. The gate closes at 10pm`,
        transactional: false,
      },
    ]);
    expect(await statusOf(notice.noticeId, w.chairman.residentId, 'email')).toMatchObject({
      status: 'sent',
    });
  });

  it('leaves the batch queued in an outage, counts the attempt, and the retry sends it', async () => {
    const notice = await written();
    const down = senders(app, { sms: new SmsUnavailable('timeout') });
    await expect(sendBatch(down, notice.job(1))).rejects.toThrow(SmsUnavailable);
    // The e-mail went before the SMS failed; the SMS waits for the retry.
    expect(await statusOf(notice.noticeId, w.chairman.residentId, 'email')).toMatchObject({
      status: 'sent',
    });
    expect(await statusOf(notice.noticeId, w.chairman.residentId, 'sms')).toMatchObject({
      status: 'queued',
    });
    const attempts = await app.db
      .selectFrom('noticeDeliveries')
      .select('attempts')
      .where('noticeId', '=', notice.noticeId)
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(1);
    const up = senders(app);
    await sendBatch(up, notice.job(2));
    expect(up.mails).toEqual([]);
    expect(up.texts).toHaveLength(1);
    expect(await statusOf(notice.noticeId, w.chairman.residentId, 'sms')).toMatchObject({
      status: 'sent',
    });
  });

  it('on the last attempt marks what is left failed; a refused SMS fails alone', async () => {
    const notice = await written();
    const mailDown = senders(app, { mail: new Error('SMTP 421') });
    await expect(sendBatch(mailDown, notice.job(SEND_RETRY.retryLimit + 1))).rejects.toThrow(
      'SMTP 421',
    );
    for (const channel of ['email', 'sms']) {
      expect(await statusOf(notice.noticeId, w.chairman.residentId, channel)).toMatchObject({
        status: 'failed',
        reason: 'provider_error',
      });
    }
    const refusedNotice = await written({ audience: 'debtors' });
    const refusing = senders(app, { sms: new SmsRejected('bad number') });
    await sendBatch(refusing, refusedNotice.job(1));
    expect(await statusOf(refusedNotice.noticeId, w.debtor.residentId, 'sms')).toMatchObject({
      status: 'failed',
      reason: 'provider_error',
    });
    expect(await statusOf(refusedNotice.noticeId, w.debtor.residentId, 'email')).toMatchObject({
      status: 'sent',
    });
  });

  it('fails alone an e-mail the mail server refuses for good (5xx), and sends the rest', async () => {
    const notice = await written({ audience: 'everyone', channels: ['email'] });
    const recorder = senders(app);
    const refused = w.debtor.email.toLowerCase();
    recorder.mail = {
      async sendMail(message) {
        if (String(message.to).toLowerCase() === refused) {
          throw Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 });
        }
        recorder.mails.push(message);
      },
    };
    await sendBatch(recorder, notice.job(1));
    expect(await statusOf(notice.noticeId, w.debtor.residentId, 'email')).toMatchObject({
      status: 'failed',
      reason: 'provider_error',
    });
    expect(await statusOf(notice.noticeId, w.chairman.residentId, 'email')).toMatchObject({
      status: 'sent',
    });
    expect(recorder.mails.length).toBeGreaterThan(1);
    // A temporary refusal (4xx) is an outage: the batch stays queued for the retry.
    const later = await written({ audience: 'everyone', channels: ['email'] });
    const busy = senders(app, {
      mail: Object.assign(new Error('421 Try again later'), { responseCode: 421 }),
    });
    await expect(sendBatch(busy, later.job(1))).rejects.toThrow('421');
    expect(await statusOf(later.noticeId, w.debtor.residentId, 'email')).toMatchObject({
      status: 'queued',
    });
  });

  it("renders a reminder with the recipient's own detail, and the pay link only with payments", async () => {
    const reminder = await written({
      kind: 'reminder',
      audience: 'debtors',
      title: 'Dues reminder',
      recipients: [{ residentId: w.debtor.residentId, detail: '₦5,000.00 for dues, due 30 Nov' }],
    });
    const s = senders(app);
    await sendBatch(s, reminder.job(1));
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0]?.text).toContain('you owe ₦5,000.00 for dues, due 30 Nov.');
    expect(s.mails[0]?.text).not.toContain('Pay online');
    expect(s.texts[0]).toMatchObject({ transactional: true });
    expect(s.texts[0]?.text).toContain('you owe N5,000.00 for dues');
  });
});
