/**
 * "Send reminders now" (issue 19, point 3), on both databases: every resident who owes gets one
 * reminder with the amount, what it is for and the due date (the end of this month, Lagos); one
 * who owes nothing gets none; nobody owing posts nothing; the e-mail carries the pay link only
 * when the community takes payments online; Members may not run it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemindersRun } from '../../../../../src/shared/contract/notices.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import { PAY_LINK_PATH } from '../../../../../src/shared/notices.js';
import type { App } from '../../../../../src/server/app.js';
import { waitFor } from '../../../jobs/wait.js';
import { build } from '../../../support/helper.js';
import { billingEstate, residentRegisteredAt } from '../../../support/ledger-fixtures.js';
import { setUpPayments } from '../../../support/online-payments-fixtures.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import { community, type Community } from '../../../support/world/community.js';
import { BILLING, currentMonth, recordPayment } from '../../../support/world/money.js';
import { sessionOfResident, type TestResident } from '../../../support/world/people.js';

const RUN = '/api/Notices/Reminders/Run';

/** "Nov-30-2026" for this month, counted here from the calendar, not from the server's code. */
function endOfThisMonth(): string {
  const today = todayInLagos();
  const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0));
  const month = last.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month}-${String(last.getUTCDate()).padStart(2, '0')}-${last.getUTCFullYear()}`;
}

const thisMonthName = () =>
  new Date(`${currentMonth()}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('Send reminders now', { timeout: 90_000 }, () => {
  let app: App;
  let estate: Community;
  let ada: TestResident;
  let bola: TestResident;
  let paid: TestResident;

  beforeAll(async () => {
    app = await build({ config: { jobPollMs: 500 } });
    estate = await community(app);
    const { refs } = await billingEstate(estate.admin);
    const registered = '2020-01-01T00:00:00.000Z';
    ada = await residentRegisteredAt(app, estate.id, refs, registered, 'Ada Owing');
    bola = await residentRegisteredAt(app, estate.id, refs, registered, 'Bola Owing');
    paid = await residentRegisteredAt(app, estate.id, refs, registered, 'Chidi Paid');
  }, 90_000);
  afterAll(() => app.close());

  const recipientsOf = (noticeId: number) =>
    app.db
      .selectFrom('noticeRecipients')
      .select(['residentId', 'detail'])
      .where('noticeId', '=', noticeId)
      .orderBy('residentId')
      .execute();

  it('answers that nobody owes, and posts nothing, before anyone is billed', async () => {
    const response = await estate.admin.post(RUN, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: messages.reminders.nobodyOwes,
      noticeId: null,
      recipientCount: 0,
    });
    const notices = await app.db.selectFrom('notices').select('id').execute();
    expect(notices).toEqual([]);
  });

  it('sends each resident who owes one reminder with the amount, what for and the due date', async () => {
    const billed = await estate.admin.post(BILLING, { month: currentMonth() });
    expect([200, 201], billed.body).toContain(billed.statusCode);
    await recordPayment(app, estate.admin, paid.residentId, 25000.5);

    const response = await estate.admin.post(RUN, {});
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json<RemindersRun>();
    expect(run).toEqual({
      message: messages.reminders.ran.replace('%{count}', '2'),
      noticeId: expect.any(Number),
      recipientCount: 2,
    });
    const detail = `₦25,000.50 for Monthly dues, ${thisMonthName()}, due ${endOfThisMonth()}`;
    expect(await recipientsOf(run.noticeId!)).toEqual(
      [ada, bola].map((r) => ({ residentId: r.residentId, detail })),
    );
    const notice = await app.db
      .selectFrom('notices')
      .select(['kind', 'audience', 'channels', 'createdBy'])
      .where('id', '=', run.noticeId!)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      kind: 'reminder',
      audience: 'debtors',
      channels: 'email',
      createdBy: estate.adminUserId,
    });
    // The resident reads their own part in the app.
    const reader = await sessionOfResident(app, ada.residentId);
    const list = await reader.get('/api/Notices');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ records: { id: number; detail: string }[] }>().records).toContainEqual(
      expect.objectContaining({ id: run.noticeId, detail }),
    );
    // Without online payments the e-mail has no pay link.
    const mail = await waitFor(
      async () => (await mailTo(app, ada.email)).find((m) => m.includes('dues reminder')),
      'the reminder e-mail',
    );
    expect(mail).toContain(detail);
    expect(mail).not.toContain(PAY_LINK_PATH);
    const paidMails = await mailTo(app, paid.email);
    expect(paidMails.filter((m) => m.includes('dues reminder'))).toEqual([]);
  });

  it('puts the pay link in the e-mail once the community takes payments online', async () => {
    await setUpPayments(app, estate.id, 'payer');
    const response = await estate.admin.post(RUN, {});
    expect(response.statusCode, response.body).toBe(201);
    const mail = await waitFor(async () => {
      const mails = (await mailTo(app, bola.email)).filter((m) => m.includes('dues reminder'));
      return mails.length >= 2 && mails.find((m) => m.includes(PAY_LINK_PATH));
    }, 'the reminder e-mail with its pay link');
    expect(mail).toContain(`${app.config.publicUrl}${PAY_LINK_PATH}`);
  });

  it('refuses a Member (403) and posts nothing', async () => {
    const member = await sessionOfResident(app, paid.residentId);
    const before = await app.db.selectFrom('notices').select('id').execute();
    expect((await member.post(RUN, {})).statusCode).toBe(403);
    expect(await app.db.selectFrom('notices').select('id').execute()).toEqual(before);
  });
});
