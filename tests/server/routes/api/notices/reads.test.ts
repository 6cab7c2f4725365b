/**
 * Reading notices (issue 19, point 1), both databases: a Member sees only the notices addressed
 * to them, newest first, unread marked, and may not read another audience's; another community's
 * notices are never visible; marking read counts once; administrators see every notice with how
 * many read it, and each delivery (paged, filtered, counted); a notice's attachment (multipart)
 * is read by its recipients and the administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type {
  DeliveryList,
  Notice,
  NoticeList,
} from '../../../../../src/shared/contract/notices.js';
import { messages } from '../../../../../src/shared/messages.js';
import { bearer, build } from '../../../support/helper.js';
import { PDF, TEXT, multipart, storedFiles } from '../../../support/files-fixtures.js';
import {
  NOTICES,
  NOTICE_TEST_CONFIG,
  allSent,
  deliveriesUrl,
  noticeEstate,
  postNotice,
  readUrl,
  type NoticeEstate,
} from '../../../support/notices-fixtures.js';
import { sessionOfResident } from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';

const { notices } = messages;

describe('Reading notices', { timeout: 60_000 }, () => {
  let app: App;
  let w: NoticeEstate;
  let other: NoticeEstate;
  let toDebtors: Notice;
  let toStreetB: Notice;
  let toEveryone: Notice;
  let debtor: Caller;

  beforeAll(async () => {
    app = await build({ config: NOTICE_TEST_CONFIG });
    w = await noticeEstate(app);
    other = await noticeEstate(app);
    toDebtors = await postNotice(w.estate.admin, {
      title: 'Dues',
      body: 'Please pay your dues',
      audience: 'debtors',
      channels: ['email', 'sms'],
    });
    toStreetB = await postNotice(w.estate.admin, {
      title: 'Road works',
      body: 'Street B is closed',
      audience: 'streets',
      streetIds: [w.streetB],
    });
    toEveryone = await postNotice(w.estate.admin, {
      title: 'Meeting',
      body: 'General meeting on Sunday',
      audience: 'everyone',
    });
    await postNotice(other.estate.admin, { title: 'Elsewhere', body: 'x', audience: 'everyone' });
    debtor = await sessionOfResident(app, w.debtor.residentId);
  }, 60_000);
  afterAll(() => app.close());

  const titles = (list: NoticeList) => list.records.map((n) => n.title);

  it('a Member sees only the notices addressed to them, newest first, unread marked', async () => {
    const mine = await w.member.get(NOTICES);
    expect(mine.statusCode, mine.body).toBe(200);
    const list = mine.json<NoticeList>();
    expect(titles(list)).toEqual(['Meeting', 'Road works']);
    expect(list).toMatchObject({ totalRecordCount: 2, unreadCount: 2 });
    expect(list.records[0]).toMatchObject({ readAt: null, recipientCount: 0, readCount: 0 });
    expect(titles((await debtor.get(NOTICES)).json<NoticeList>())).toEqual(['Meeting', 'Dues']);
    // Another audience's notice, another community's: as if there were none.
    for (const id of [toDebtors.id]) {
      const response = await w.member.get(`${NOTICES}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: notices.notFound });
      expect((await w.member.post(readUrl(id), undefined)).statusCode).toBe(404);
    }
    const elsewhere = (await other.estate.admin.get(NOTICES)).json<NoticeList>();
    expect(titles(elsewhere)).toEqual(['Elsewhere']);
    const theirs = elsewhere.records[0]!.id;
    expect((await w.estate.admin.get(`${NOTICES}/${theirs}`)).statusCode).toBe(404);
    expect((await w.estate.admin.get(deliveriesUrl(theirs))).statusCode).toBe(404);
    expect(titles((await w.estate.admin.get(NOTICES)).json<NoticeList>())).not.toContain(
      'Elsewhere',
    );
  });

  it('marks a notice read once; unread filters; administrators count who read', async () => {
    const first = await w.member.post(readUrl(toStreetB.id), undefined);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: notices.markedRead });
    const readAt = (await w.member.get(`${NOTICES}/${toStreetB.id}`)).json<Notice>().readAt;
    expect(readAt).not.toBeNull();
    await w.member.post(readUrl(toStreetB.id), undefined);
    expect((await w.member.get(`${NOTICES}/${toStreetB.id}`)).json<Notice>().readAt).toBe(readAt);

    const unread = (await w.member.get(`${NOTICES}?unread=true`)).json<NoticeList>();
    expect(titles(unread)).toEqual(['Meeting']);
    expect(unread.unreadCount).toBe(1);

    const asAdmin = (await w.estate.admin.get(NOTICES)).json<NoticeList>();
    expect(titles(asAdmin)).toEqual(['Meeting', 'Road works', 'Dues']);
    const road = asAdmin.records.find((n) => n.id === toStreetB.id)!;
    expect(road).toMatchObject({ recipientCount: 2, readCount: 1, createdByName: 'Adaeze Okafor' });
    const search = (await w.estate.admin.get(`${NOTICES}?SearchText=sunday`)).json<NoticeList>();
    expect(titles(search)).toEqual(['Meeting']);
    const paged = (
      await w.estate.admin.get(`${NOTICES}?PageSize=1&PageNumber=2`)
    ).json<NoticeList>();
    expect(paged).toMatchObject({ totalRecordCount: 3 });
    expect(titles(paged)).toEqual(['Road works']);
  });

  it('shows administrators each delivery, paged and filtered, counted by status', async () => {
    await allSent(app, toDebtors.id);
    await debtor.post(readUrl(toDebtors.id), undefined);
    const all = await w.estate.admin.get(`${deliveriesUrl(toDebtors.id)}?PageSize=100`);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json<DeliveryList>();
    expect(list.totalRecordCount).toBe(12);
    expect(list.counts).toEqual({ queued: 0, sent: 9, failed: 0, skipped: 3 });
    expect(list.records).toContainEqual(
      expect.objectContaining({
        residentId: w.debtorBadPhone.residentId,
        residentName: 'Bola Badphone',
        channel: 'sms',
        status: 'skipped',
        reason: 'invalid_phone',
      }),
    );
    const mine = list.records.filter((d) => d.residentId === w.debtor.residentId);
    expect(mine.map((d) => d.channel)).toEqual(['app', 'email', 'sms']);
    expect(mine.every((d) => d.readAt !== null)).toBe(true);

    const skipped = (
      await w.estate.admin.get(`${deliveriesUrl(toDebtors.id)}?status=skipped&channel=sms`)
    ).json<DeliveryList>();
    expect(skipped.records.map((d) => d.reason).sort()).toEqual(['invalid_phone', 'opted_out']);
    expect(skipped.totalRecordCount).toBe(2);
    const page = (
      await w.estate.admin.get(`${deliveriesUrl(toDebtors.id)}?PageSize=5&PageNumber=3`)
    ).json<DeliveryList>();
    expect(page.records).toHaveLength(2);
    expect((await w.member.get(deliveriesUrl(toEveryone.id))).statusCode).toBe(403);
  });

  it('takes an attachment in a multipart form; its recipients and administrators read it', async () => {
    const form = await multipart(
      { title: 'Minutes', body: 'Attached', audience: 'streets', streetIds: `${w.streetB}` },
      [{ field: 'attachment', name: 'minutes.pdf', type: 'application/pdf', bytes: PDF }],
    );
    const response = await app.inject({
      method: 'POST',
      url: NOTICES,
      payload: form.payload,
      headers: { ...bearer(w.estate.admin.token), ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json<Notice>();
    expect(notice).toMatchObject({
      streetIds: [w.streetB],
      attachmentContentType: 'application/pdf',
    });
    const file = `/api/Files/${notice.attachmentFileId}`;
    const read = await w.member.get(file);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await w.estate.admin.get(file)).statusCode).toBe(200);
    expect((await debtor.get(file)).statusCode).toBe(404);
    expect((await other.estate.admin.get(file)).statusCode).toBe(404);

    // Not an image or a PDF: refused on its field, and nothing kept.
    const before = await storedFiles(app);
    const bad = await multipart({ title: 'Minutes', body: 'x', audience: 'everyone' }, [
      { field: 'attachment', name: 'minutes.pdf', type: 'application/pdf', bytes: TEXT },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: NOTICES,
      payload: bad.payload,
      headers: { ...bearer(w.estate.admin.token), ...bad.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.upload.documentType });
    expect(await storedFiles(app)).toEqual(before);
  });
});
