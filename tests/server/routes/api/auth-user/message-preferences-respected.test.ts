/**
 * The opt-outs a resident sets on their profile (issue 19) are respected, on both databases: set
 * through PUT /api/AuthUser/MessagePreferences, a notice sends them no SMS and a dues reminder no
 * e-mail (and no SMS), each recorded as a skipped delivery saying why; a notice's e-mail still
 * goes (the e-mail opt-out is of reminders only), and a neighbour who opted out of nothing gets
 * everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { RemindersRun } from '../../../../../src/shared/contract/notices.js';
import { build } from '../../../support/helper.js';
import {
  NOTICE_TEST_CONFIG,
  allSent,
  deliveryTable,
  noticeEstate,
  outboxSms,
  postNotice,
  type NoticeEstate,
} from '../../../support/notices-fixtures.js';
import { sessionOfResident } from '../../../support/world/people.js';

const PREFERENCES = '/api/AuthUser/MessagePreferences';

describe('opt-outs set on the profile are respected', { timeout: 90_000 }, () => {
  let app: App;
  let w: NoticeEstate;

  beforeAll(async () => {
    app = await build({ config: NOTICE_TEST_CONFIG });
    w = await noticeEstate(app);
    // The debtor opts out of both, through the profile's route.
    const debtor = await sessionOfResident(app, w.debtor.residentId);
    const saved = await debtor.put(PREFERENCES, { smsOptOut: true, emailRemindersOptOut: true });
    expect(saved.statusCode, saved.body).toBe(200);
    // Reminders by e-mail and SMS (the schedule's channels; e-mail alone when none is saved).
    await app.db
      .insertInto('reminderSchedules')
      .values({
        communityId: w.estate.id,
        billingDay: 1,
        channels: 'email,sms',
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      })
      .execute();
  }, 90_000);
  afterAll(() => app.close());

  it('a notice: no SMS to the opted-out, their e-mail still sent', async () => {
    const notice = await postNotice(w.estate.admin, {
      title: 'Gate repairs',
      body: 'The gate is closed on Friday.',
      audience: 'debtors',
      channels: ['email', 'sms'],
    });
    await allSent(app, notice.id);
    const table = await deliveryTable(app, notice.id);
    expect(table.get(`${w.debtor.residentId}:sms`)).toMatchObject({
      status: 'skipped',
      reason: 'opted_out',
    });
    expect(table.get(`${w.debtor.residentId}:email`)).toMatchObject({ status: 'sent' });
    expect(table.get(`${w.debtorNoEmail.residentId}:sms`)).toMatchObject({ status: 'sent' });
    const texts = (await outboxSms(app.config.dataDir)).filter((m) => m.text.includes('Gate'));
    expect(texts.map((m) => m.to)).not.toContain(w.debtor.mobileNumber);
    expect(texts.map((m) => m.to)).toContain(w.debtorNoEmail.mobileNumber);
  });

  it('a dues reminder: neither e-mail nor SMS to the opted-out, skipped as opted out', async () => {
    const run = await w.estate.admin.post('/api/Notices/Reminders/Run', {});
    expect(run.statusCode, run.body).toBe(201);
    const { noticeId } = run.json() as RemindersRun;
    if (noticeId === null) throw new Error('no reminder was posted');
    await allSent(app, noticeId);
    const table = await deliveryTable(app, noticeId);
    for (const channel of ['email', 'sms']) {
      expect(table.get(`${w.debtor.residentId}:${channel}`), channel).toMatchObject({
        status: 'skipped',
        reason: 'opted_out',
      });
    }
    // Still in the app: opting out stops the other channels only.
    expect(table.get(`${w.debtor.residentId}:app`)).toMatchObject({ status: 'sent' });
    expect(table.get(`${w.debtorNoEmail.residentId}:sms`)).toMatchObject({ status: 'sent' });
  });

  it('opting back in sends again', async () => {
    const debtor = await sessionOfResident(app, w.debtor.residentId);
    await debtor.put(PREFERENCES, { smsOptOut: false, emailRemindersOptOut: false });
    const notice = await postNotice(w.estate.admin, {
      title: 'Back in',
      body: 'Hello again.',
      audience: 'debtors',
      channels: ['sms'],
    });
    await allSent(app, notice.id);
    const table = await deliveryTable(app, notice.id);
    expect(table.get(`${w.debtor.residentId}:sms`)).toMatchObject({ status: 'sent' });
  });
});
