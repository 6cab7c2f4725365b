/**
 * An advert's money and status (issue 6): the fee raises what the advertiser owes; its payment
 * (administrators, once, even under concurrency) adds the amount to income and the balance; the
 * status follows the payment and the dates, checked by moving the app's clock (config.clock: the
 * server's "today" for adverts; sessions keep the real time). Only Active adverts feed the strip.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type {
  DashboardStatistic,
  DebtorProfile,
} from '../../../../../src/shared/contract/finance-reads.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import {
  ADVERTS,
  activeUrl,
  advertEstate,
  advertFields,
  dayAfter,
  movableClock,
  payAdvert,
  paymentUrl,
  placedAdvert,
  sectionNamed,
  type AdvertEstate,
} from '../../../support/adverts-fixtures.js';
import { build, countRows } from '../../../support/helper.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import type { Caller } from '../../../support/tenant-fixtures.js';

const { advert } = messages;

describe('advert payments and status', () => {
  const clock = movableClock();
  let app: App;
  let estate: AdvertEstate;

  beforeAll(async () => {
    app = await build({ config: { clock: clock.now } });
    estate = await advertEstate(app);
  }, 60_000);
  afterAll(() => app.close());
  afterEach(() => clock.set(0));

  const banner = () => sectionNamed(estate.sections, 'Dashboard banner');

  /** Places an advert of the neighbour as the Admin. */
  function place(overrides: Record<string, string | number> = {}) {
    return placedAdvert(
      app,
      estate.admin.token,
      advertFields(banner(), clock.today(), {
        ResidentId: estate.neighbour.residentId,
        ...overrides,
      }),
    );
  }

  async function statusOf(id: number, as: Caller = estate.admin): Promise<Advert['status']> {
    const list = await as.get(`${ADVERTS}?PageSize=100`);
    const found = list.json<PagedList<Advert>>().records.find((record) => record.id === id);
    if (!found) throw new Error(`Advert ${id} is not listed`);
    return found.status;
  }

  async function activeIds(as: Caller = estate.member): Promise<number[]> {
    const response = await as.get(`${activeUrl(estate.community.id)}?PageSize=100`);
    expect(response.statusCode).toBe(200);
    return response.json<PagedList<Advert>>().records.map((record) => record.id);
  }

  async function statistic(): Promise<DashboardStatistic> {
    const response = await estate.admin.get(`/api/Communities/${estate.community.id}/Statistics`);
    return response.json<DashboardStatistic>();
  }

  async function owedBy(residentId: number): Promise<number> {
    const response = await estate.admin.get(
      `/api/Residents/${estate.community.id}/debtors/${residentId}`,
    );
    return response.json<DebtorProfile>().amountOwed;
  }

  it('goes Pending → Active when paid → Expired after its last day', async () => {
    const placed = await place({ NumberOfDay: 2, Name: 'Two day sale' });
    expect(placed.status).toBe('Pending');
    expect(await activeIds()).not.toContain(placed.id);

    const paid = await payAdvert(estate.admin, placed.id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<Advert>()).toMatchObject({ id: placed.id, paid: true, status: 'Active' });
    expect(await activeIds()).toContain(placed.id);

    clock.set(1); // the last day
    expect(await statusOf(placed.id)).toBe('Active');
    expect(await activeIds()).toContain(placed.id);
    clock.set(2);
    expect(await statusOf(placed.id)).toBe('Expired');
    expect(await activeIds()).not.toContain(placed.id);
  });

  it('goes Pending → Scheduled when paid before its start → Active → Expired', async () => {
    const placed = await place({
      StartDate: dayAfter(clock.today(), 1),
      NumberOfDay: 1,
      Name: 'Tomorrow only',
    });
    expect(placed.status).toBe('Pending');
    const paid = await payAdvert(estate.treasurer, placed.id);
    expect(paid.json<Advert>().status).toBe('Scheduled');
    expect(await activeIds()).not.toContain(placed.id);
    clock.set(1);
    expect(await statusOf(placed.id, estate.member)).toBe('Active');
    expect(await activeIds()).toContain(placed.id);
    clock.set(2);
    expect(await statusOf(placed.id)).toBe('Expired');
    expect(await activeIds()).not.toContain(placed.id);
  });

  it('expires unpaid, and stays Pending while unpaid within its dates', async () => {
    const placed = await place({ NumberOfDay: 3, Name: 'Never paid' });
    clock.set(2);
    expect(await statusOf(placed.id)).toBe('Pending');
    clock.set(3);
    expect(await statusOf(placed.id)).toBe('Expired');
    // Paying late is still possible (the fee is owed); it stays Expired.
    const paid = await payAdvert(estate.admin, placed.id);
    expect(paid.json<Advert>()).toMatchObject({ paid: true, status: 'Expired' });
  });

  it('owes the fee, then adds its payment to income and the balance by the amount', async () => {
    const before = await statistic();
    const owedBefore = await owedBy(estate.neighbour.residentId);
    const placed = await place({ NumberOfDay: 4, Name: 'Bukka Hut' }); // 4 × 2000
    expect(placed.amount).toBe(8000);

    const owing = await statistic();
    expect(await owedBy(estate.neighbour.residentId)).toBe(owedBefore + 8000);
    expect(owing).toMatchObject({
      totalIncome: before.totalIncome,
      availableBalance: before.availableBalance,
      totalPendingPayments: before.totalPendingPayments + 8000,
    });

    const paymentDate = dayAfter(clock.today(), -1);
    const paid = await payAdvert(estate.admin, placed.id, {
      paymentDate,
      method: 'POS',
      reference: '  POS-778  ',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await statistic();
    expect(after).toMatchObject({
      totalIncome: before.totalIncome + 8000,
      availableBalance: before.availableBalance + 8000,
      totalPendingPayments: before.totalPendingPayments,
    });
    expect(await owedBy(estate.neighbour.residentId)).toBe(owedBefore);

    const row = await app.db
      .selectFrom('adverts')
      .select('paymentEntryId')
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    // An administrator reads it: a Member does not see who paid (the setting is off by default).
    const wallet = await estate.admin.get('/api/Wallets?SearchText=Bukka');
    const records = wallet.json<PagedList<FinanceRecord>>().records;
    expect(records).toEqual([
      expect.objectContaining({
        id: row.paymentEntryId,
        kind: 'payment',
        desc: 'Advert payment: Bukka Hut',
        credAmount: 8000,
        debAmount: 0,
        payStatus: 'paid',
        createdDate: paymentDate,
        residentId: estate.neighbour.residentId,
        projectId: null,
        receiptNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
      }),
    ]);
    // Issue 18: the advertiser is e-mailed the payment's receipt, as for any payment.
    await app.afterAnswer.idle();
    const [receiptMail] = (await mailTo(app, estate.neighbour.email)).filter((mail) =>
      mail.includes(records[0]!.receiptNumber!),
    );
    expect(receiptMail).toContain(`${records[0]!.receiptNumber}.pdf`);
    const entry = await app.db
      .selectFrom('ledgerEntries')
      .select(['method', 'reference', 'owedKobo'])
      .where('id', '=', row.paymentEntryId)
      .executeTakeFirstOrThrow();
    expect({ ...entry, owedKobo: Number(entry.owedKobo) }).toEqual({
      method: 'POS',
      reference: 'POS-778',
      owedKobo: -800_000,
    });
    const income = await estate.admin.get('/api/Allincomes?SearchText=Bukka');
    expect(income.json<PagedList<FinanceRecord>>().totalRecordCount).toBe(1);
    const hidden = await estate.member.get('/api/Allincomes?SearchText=Bukka');
    expect(hidden.json<PagedList<FinanceRecord>>().totalRecordCount).toBe(0);
  });

  it('refuses a second payment (409) and writes nothing', async () => {
    const placed = await place({ Name: 'Paid once' });
    expect((await payAdvert(estate.admin, placed.id)).statusCode).toBe(201);
    const entries = await countRows(app, 'ledgerEntries');
    const again = await payAdvert(estate.treasurer, placed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: advert.alreadyPaid });
    expect(await countRows(app, 'ledgerEntries')).toBe(entries);
  });

  it('records one payment of ten parallel ones', async () => {
    const placed = await place({ Name: 'Rush hour' });
    const entries = await countRows(app, 'ledgerEntries');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        payAdvert(index % 2 ? estate.admin : estate.treasurer, placed.id, {
          reference: `PAR-${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await countRows(app, 'ledgerEntries')).toBe(entries + 1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: advert.alreadyPaid });
    }
  });

  it('checks who records a payment, and its body', async () => {
    const placed = await place({ Name: 'Checked payment' });
    const entries = await countRows(app, 'ledgerEntries');
    const member = await payAdvert(estate.member, placed.id);
    expect(member.statusCode).toBe(403);
    const otherCommunity = await payAdvert(estate.b.admin, placed.id);
    expect(otherCommunity.statusCode).toBe(404);
    expect(otherCommunity.json()).toEqual({ message: advert.notFound });
    const missing = await payAdvert(estate.admin, 2_147_483_647);
    expect(missing.json()).toEqual(otherCommunity.json());
    const refusals: [Record<string, unknown>, string][] = [
      [{ method: 'Barter' }, messages.finance.invalidMethod],
      [{ method: undefined }, messages.finance.required],
      [{ paymentDate: dayAfter(clock.today(), 1) }, messages.finance.invalidDate],
      [{ paymentDate: '1999-12-31' }, messages.finance.invalidDate],
      [{ paymentDate: 'yesterday' }, messages.finance.invalidDate],
      [{ reference: 'R'.repeat(101) }, messages.finance.required],
    ];
    for (const [body, message] of refusals) {
      const response = await payAdvert(estate.admin, placed.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message });
      // The field at fault is marked, and only it.
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
    }
    expect(await countRows(app, 'ledgerEntries')).toBe(entries);
    // The Super admin may record it (the advert's community).
    const root = await payAdvert(estate.root, placed.id, { paymentDate: clock.today() });
    expect(root.statusCode, root.body).toBe(201);
    expect(root.json<Advert>().paid).toBe(true);
  });

  it('counts a reversed payment as unpaid (Pending, off the strip) and lets it be paid anew', async () => {
    const placed = await place({ Name: 'Bounced' });
    await payAdvert(estate.admin, placed.id, { method: 'Cheque' });
    expect(await activeIds()).toContain(placed.id);
    const row = await app.db
      .selectFrom('adverts')
      .select('paymentEntryId')
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const reversal = await estate.admin.post(`/api/Wallets/${row.paymentEntryId}/Reverse`, {
      reason: 'Bounced cheque',
    });
    expect(reversal.statusCode).toBe(201);
    expect(await statusOf(placed.id)).toBe('Pending');
    expect(await activeIds()).not.toContain(placed.id);
    // The fee is owed again, so it can be paid anew, and then only once more.
    const again = await payAdvert(estate.admin, placed.id, { method: 'Bank transfer' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Advert>().paid).toBe(true);
    expect(await statusOf(placed.id)).toBe('Active');
    expect((await payAdvert(estate.admin, placed.id)).statusCode).toBe(409);
  });

  it('lists only Active adverts for the strip, paged, to the community and the Super admin', async () => {
    const strip = activeUrl(estate.community.id);
    const running = [];
    for (const Name of ['Strip one', 'Strip two', 'Strip three']) {
      const placed = await place({ Name });
      await payAdvert(estate.admin, placed.id);
      running.push(placed.id);
    }
    await place({ Name: 'Strip unpaid' });
    const scheduled = await place({ Name: 'Strip later', StartDate: dayAfter(clock.today(), 5) });
    await payAdvert(estate.admin, scheduled.id);

    const all = await estate.member.get(`${strip}?PageSize=100`);
    const page = all.json<PagedList<Advert>>();
    expect(page.records.every((record) => record.status === 'Active')).toBe(true);
    expect(page.records.map((record) => record.id)).toEqual(
      expect.arrayContaining(running.reverse()),
    );
    expect(page.totalRecordCount).toBe(page.records.length);
    const ids = page.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a)); // newest first

    const second = await estate.member.get(`${strip}?PageSize=2&PageNumber=2`);
    expect(second.json<PagedList<Advert>>()).toEqual({
      records: page.records.slice(2, 4),
      totalRecordCount: page.totalRecordCount,
    });
    const defaultPage = await estate.treasurer.get(strip);
    expect(defaultPage.json<PagedList<Advert>>().records).toEqual(page.records.slice(0, 10));

    expect((await estate.root.get(strip)).statusCode).toBe(200);
    const refused = await estate.b.admin.get(strip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    const ofB = await estate.b.admin.get(activeUrl(estate.b.id));
    expect(ofB.json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  it('answers the payment as the Advert, now paid', async () => {
    const placed = await place({ Name: 'Shape check' });
    const response = await estate.admin.post(paymentUrl(placed.id), { method: 'Cash' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Advert>()).toEqual({
      ...placed,
      paid: true,
      status: 'Active',
    });
  });
});
