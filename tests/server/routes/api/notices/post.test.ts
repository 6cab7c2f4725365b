/**
 * Posting notices (issue 19, point 1), both databases: each audience reaches exactly its
 * residents; a notice to those who owe reaches each debtor, and nobody else, in the app, by
 * e-mail and by SMS, with a delivery record for each (the "Done when"); skipped
 * deliveries say why; a refused post writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { build } from '../../../support/helper.js';
import { community } from '../../../support/world/community.js';
import {
  NOTICES,
  NOTICE_TEST_CONFIG,
  allSent,
  deliveryTable,
  mailsTo,
  noticeEstate,
  outboxSms,
  postNotice,
  type NoticeEstate,
} from '../../../support/notices-fixtures.js';

const { notices } = messages;

async function recipientsOf(app: App, noticeId: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('noticeRecipients')
    .select('residentId')
    .where('noticeId', '=', noticeId)
    .orderBy('residentId')
    .execute();
  return rows.map((row) => row.residentId);
}

async function rowCounts(app: App) {
  const count = async (table: 'notices' | 'noticeRecipients' | 'noticeDeliveries') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    notices: await count('notices'),
    recipients: await count('noticeRecipients'),
    deliveries: await count('noticeDeliveries'),
  };
}

describe('Posting a notice', { timeout: 60_000 }, () => {
  let app: App;
  let w: NoticeEstate;
  const body = { title: 'Water supply', body: 'The water will be off on **Saturday**.' };

  beforeAll(async () => {
    app = await build({ config: NOTICE_TEST_CONFIG });
    w = await noticeEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  const ids = (...people: { residentId: number }[]) =>
    people.map((p) => p.residentId).sort((a, b) => a - b);

  it('to those who owe: each debtor and nobody else, in the app, by e-mail and by SMS', async () => {
    const notice = await postNotice(w.estate.admin, {
      ...body,
      audience: 'debtors',
      channels: ['email', 'sms'],
    });
    expect(notice).toMatchObject({
      kind: 'notice',
      audience: 'debtors',
      channels: ['email', 'sms'],
      recipientCount: 4,
      readCount: 0,
      title: body.title,
    });
    const debtors = [w.debtor, w.debtorNoEmail, w.debtorBadPhone, w.debtorOptedOut];
    expect(await recipientsOf(app, notice.id)).toEqual(ids(...debtors));
    await allSent(app, notice.id);
    const table = await deliveryTable(app, notice.id);
    for (const d of debtors) expect(table.get(`${d.residentId}:app`)?.status).toBe('sent');
    expect(table.get(`${w.debtor.residentId}:email`)).toMatchObject({ status: 'sent' });
    expect(table.get(`${w.debtor.residentId}:sms`)).toMatchObject({ status: 'sent' });
    expect(table.get(`${w.debtorNoEmail.residentId}:email`)).toMatchObject({
      status: 'skipped',
      reason: 'no_email',
    });
    expect(table.get(`${w.debtorBadPhone.residentId}:sms`)).toMatchObject({
      status: 'skipped',
      reason: 'invalid_phone',
    });
    expect(table.get(`${w.debtorOptedOut.residentId}:sms`)).toMatchObject({
      status: 'skipped',
      reason: 'opted_out',
    });
    // Opting out of SMS says nothing of e-mail.
    expect(table.get(`${w.debtorOptedOut.residentId}:email`)).toMatchObject({ status: 'sent' });
    expect(table.size).toBe(debtors.length * 3);

    const dataDir = app.config.dataDir;
    const noticeMail = async (to: string) =>
      (await mailsTo(dataDir, to)).filter((m) => m.includes('Water supply'));
    const mail = await noticeMail(w.debtor.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain(`${w.estate.name}: Water supply`);
    for (const nobody of [w.payer, w.neighbour, w.chairman]) {
      expect(await noticeMail(nobody.email)).toEqual([]);
    }
    const sms = await outboxSms(dataDir);
    const to = sms.map((m) => m.to).sort();
    expect(to).toEqual([w.debtor.mobileNumber, w.debtorNoEmail.mobileNumber].sort());
    expect(sms[0]?.text).toContain('Water supply. The water will be off on Saturday.');
    // Audited: who posted what to whom.
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'target', 'actorName', 'communityId'])
      .where('action', '=', 'notice')
      .execute();
    expect(audit).toContainEqual({
      action: 'notice',
      target: `notice ${notice.id} (debtors, 4 recipients): Water supply`,
      actorName: w.estate.adminEmail.toLowerCase(),
      communityId: w.estate.id,
    });
  });

  it('to everyone, chosen streets and the excos: exactly those residents', async () => {
    const all = [
      w.debtor,
      w.debtorNoEmail,
      w.payer,
      w.debtorBadPhone,
      w.debtorOptedOut,
      w.neighbour,
      w.chairman,
    ];
    const everyone = await postNotice(w.estate.admin, { ...body, audience: 'everyone' });
    expect(await recipientsOf(app, everyone.id)).toEqual(ids(...all));
    expect(everyone.recipientCount).toBe(all.length);

    const street = await postNotice(w.estate.admin, {
      ...body,
      audience: 'streets',
      streetIds: [w.streetB],
    });
    expect(street.streetIds).toEqual([w.streetB]);
    expect(await recipientsOf(app, street.id)).toEqual(ids(w.neighbour, w.chairman));

    const excos = await postNotice(w.estate.admin, { ...body, audience: 'excos' });
    expect(await recipientsOf(app, excos.id)).toEqual(ids(w.chairman));
    // In the app only: one delivery each, sent.
    const table = await deliveryTable(app, excos.id);
    expect([...table.values()]).toEqual([
      expect.objectContaining({ channel: 'app', status: 'sent', reason: null }),
    ]);
  });

  it('keeps HTML and script as the text it is', async () => {
    const text = '<script>alert(1)</script><b>Hi</b> & "you"';
    const notice = await postNotice(w.estate.admin, {
      title: '<img src=x onerror=alert(1)>',
      body: text,
      audience: 'excos',
    });
    expect(notice.body).toBe(text);
    const shown = await w.estate.admin.get(`${NOTICES}/${notice.id}`);
    expect(shown.json()).toMatchObject({ title: '<img src=x onerror=alert(1)>', body: text });
    expect(shown.headers['content-type']).toContain('application/json');
  });

  it('refuses, writing nothing: no title or text, streets without streets, an empty audience', async () => {
    const before = await rowCounts(app);
    const refused = async (payload: Record<string, unknown>, field: string, message: string) => {
      const response = await w.estate.admin.post(NOTICES, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    };
    await refused({ ...body, title: '', audience: 'everyone' }, 'title', notices.titleRequired);
    await refused({ ...body, title: '   ', audience: 'everyone' }, 'title', notices.titleRequired);
    await refused({ title: 'T', audience: 'everyone' }, 'body', notices.bodyRequired);
    await refused({ ...body, audience: 'streets' }, 'streetIds', notices.streetsRequired);
    await refused(
      { ...body, audience: 'streets', streetIds: [] },
      'streetIds',
      notices.streetsRequired,
    );
    const other = await noticeEstate(app);
    await refused(
      { ...body, audience: 'streets', streetIds: [w.streetA, other.streetB] },
      'streetIds',
      notices.streetsRequired,
    );
    // A community with nobody in it: nobody to post to.
    const empty = await community(app);
    const response = await empty.admin.post(NOTICES, { ...body, audience: 'everyone' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: notices.noRecipients,
      errors: { audience: notices.noRecipients },
    });
    expect(await rowCounts(app)).toEqual(before);
  });
});
