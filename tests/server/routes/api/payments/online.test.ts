/**
 * Pay now (issue 18, points 2 and 6) against the fake Paystack, on both databases: a Member pays
 * what they owe at the checkout and the return page shows it paid with a receipt number, one
 * receipt is e-mailed, and the overview, wallet, debtors and statement agree to the kobo; the fee
 * added for the payer or recorded as the community's expense; a pending verify, suspense, an
 * abandoned checkout, an administrator's payment for a resident. Refusals: online-refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardStatistic,
  DebtorProfile,
} from '../../../../../src/shared/contract/finance-reads.js';
import type { OnlinePaymentOptions } from '../../../../../src/shared/contract/payments.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import { checkoutKobo, PAYMENT_RETURN_PATH } from '../../../../../src/shared/payments.js';
import type { App } from '../../../../../src/server/app.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import { billingEstate, residentRegisteredAt } from '../../../support/ledger-fixtures.js';
import {
  ONLINE,
  appWithFakePaystack,
  paidOnline,
  setUpPayments,
  startOnline,
  statusOf,
} from '../../../support/online-payments-fixtures.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import { community, type Community } from '../../../support/world/community.js';
import { BILLING, currentMonth } from '../../../support/world/money.js';
import { sessionOfResident, type TestResident } from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';

const { onlinePayment } = messages;
const kobo = (naira: number) => Math.round(naira * 100);

describe('Pay now', { timeout: 90_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let payer: TestResident;
  let member: Caller;
  let neighbour: TestResident;

  beforeAll(async () => {
    ({ app, fake } = await appWithFakePaystack());
    estate = await community(app);
    const { refs } = await billingEstate(estate.admin);
    const registered = '2020-01-01T00:00:00.000Z';
    payer = await residentRegisteredAt(app, estate.id, refs, registered, 'Ada Online');
    neighbour = await residentRegisteredAt(app, estate.id, refs, registered);
    member = await sessionOfResident(app, payer.residentId);
    const billed = await estate.admin.post(BILLING, { month: currentMonth() });
    expect([200, 201], billed.body).toContain(billed.statusCode);
  }, 90_000);
  afterAll(() => app.close());

  const owedBy = async (residentId: number) =>
    (
      await estate.admin.get(`/api/Residents/${estate.id}/debtors/${residentId}`)
    ).json<DebtorProfile>().amountOwed;
  const statistics = async () =>
    (await estate.admin.get(`/api/Communities/${estate.id}/Statistics`)).json<DashboardStatistic>();
  const onlineRows = () =>
    app.db.selectFrom('onlinePayments').selectAll().where('communityId', '=', estate.id).execute();

  it('tells a Member online payment is not set up, and refuses to start one (409)', async () => {
    const options = await member.get(`${ONLINE}/Options`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json<OnlinePaymentOptions>()).toEqual({
      available: false,
      feeBearer: 'payer',
      residentId: payer.residentId,
      owed: 25000.5,
    });
    const refused = await member.post(ONLINE, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.paymentSettings.notSetUp });
    expect(await onlineRows()).toEqual([]);
  });

  it('lets a Member pay what they owe at the checkout, fee added, and shows it paid with a receipt', async () => {
    await setUpPayments(app, estate.id, 'payer');
    const options = (await member.get(`${ONLINE}/Options`)).json<OnlinePaymentOptions>();
    expect(options).toMatchObject({ available: true, feeBearer: 'payer', owed: 25000.5 });
    const before = await statistics();
    const started = await startOnline(member, { amount: options.owed });
    const expected = checkoutKobo(kobo(25000.5), 'payer');
    expect(started).toMatchObject({
      amount: 25000.5,
      fee: expected.feeKobo / 100,
      total: expected.chargeKobo / 100,
    });
    expect(started.reference).toMatch(/^NBP-[A-Z2-9]{16}$/);
    expect(fake.transaction(started.reference)).toMatchObject({
      amountKobo: expected.chargeKobo,
      email: payer.email,
      callbackUrl: `${app.config.publicUrl}${PAYMENT_RETURN_PATH}`,
    });
    // The phone's checkout: Pay, then back to the return page with the reference.
    const page = await fetch(started.authorizationUrl);
    expect(await page.text()).toContain('>Pay</button>');
    const paid = await fetch(`${started.authorizationUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(
      `${app.config.publicUrl}${PAYMENT_RETURN_PATH}?trxref=${started.reference}&reference=${started.reference}`,
    );
    const status = await statusOf(member, started.reference);
    expect(status).toMatchObject({ status: 'paid', amount: 25000.5, message: onlinePayment.paid });
    expect(status.receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);
    // Asked again: the same payment, not another.
    expect(await statusOf(member, started.reference)).toEqual(status);

    expect(await owedBy(payer.residentId)).toBe(0);
    const after = await statistics();
    expect(kobo(after.availableBalance) - kobo(before.availableBalance)).toBe(kobo(25000.5));
    expect(after.totalPendingPayments).toBe(before.totalPendingPayments - 25000.5);
    const today = todayInLagos();
    const statement = await member.get(
      `/api/Residents/${payer.residentId}/Statement?From=${today}&To=${today}&Format=csv`,
    );
    expect(statement.body.trimEnd().split('\r\n').at(-1)).toBe(
      `${today},"Closing balance","","","",0.00`,
    );
    expect(statement.body).toContain(`Online payment from Ada Online (ref ${started.reference})`);

    await app.afterAnswer.idle();
    const mails = (await mailTo(app, payer.email)).filter((mail) =>
      mail.includes(status.receiptNumber!),
    );
    expect(mails).toHaveLength(1);
  });

  it('records the fee as the community’s expense, linked to the payment, when it bears it', async () => {
    await setUpPayments(app, estate.id, 'community');
    fake.setFee(15_000);
    const before = await statistics();
    const started = await paidOnline(fake, member, { amount: 10_000 });
    expect(started).toMatchObject({ amount: 10_000, fee: 0, total: 10_000 });
    const status = await statusOf(member, started.reference);
    expect(status.status).toBe('paid');
    const fee = await app.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('feeOfEntryId', '=', status.entryId)
      .execute();
    expect(fee).toHaveLength(1);
    expect(fee[0]).toMatchObject({
      kind: 'expense',
      description: `${onlinePayment.processingFee}, ${started.reference}`,
    });
    expect(Number(fee[0]!.debitKobo)).toBe(15_000);
    const after = await statistics();
    // What the bank receives: 10,000 less Paystack's 150.
    expect(kobo(after.availableBalance) - kobo(before.availableBalance)).toBe(
      kobo(10_000) - 15_000,
    );
    expect(kobo(after.totalExpenses) - kobo(before.totalExpenses)).toBe(15_000);
    expect(await owedBy(payer.residentId)).toBe(-10_000);
    fake.setFee(null);
  });

  it('keeps a payment pending while verify times out, and credits it once Paystack answers', async () => {
    const started = await paidOnline(fake, member, { amount: 300 });
    fake.failVerify(1, 'hang');
    const waiting = await statusOf(member, started.reference);
    expect(waiting).toMatchObject({
      status: 'pending',
      receiptNumber: null,
      message: onlinePayment.pending,
    });
    fake.failVerify(1, 'error');
    expect((await statusOf(member, started.reference)).status).toBe('pending');
    expect((await statusOf(member, started.reference)).status).toBe('paid');
  });

  it('puts a success for another amount or currency in suspense, never in the wallet', async () => {
    for (const change of [{ amountKobo: 100 }, { currency: 'USD' }]) {
      const started = await startOnline(member, { amount: 400 });
      await fake.complete(started.reference, { ...change, webhook: false });
      const status = await statusOf(member, started.reference);
      expect(status).toMatchObject({
        status: 'suspense',
        entryId: null,
        message: onlinePayment.suspense,
      });
      const reason = 'amountKobo' in change ? 'amount_mismatch' : 'currency_mismatch';
      const items = await app.repos.paymentSuspense.findByReference(estate.id, started.reference);
      expect(items.map((item) => item.reason)).toEqual([reason]);
      const credited = await app.db
        .selectFrom('ledgerEntries')
        .select('id')
        .where('providerReference', '=', started.reference)
        .execute();
      expect(credited).toEqual([]);
    }
  });

  it('marks an abandoned checkout failed, with nothing credited', async () => {
    const started = await startOnline(member, { amount: 200 });
    const cancelled = await fetch(`${started.authorizationUrl}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(await statusOf(member, started.reference)).toMatchObject({
      status: 'failed',
      message: onlinePayment.failed,
      entryId: null,
    });
  });

  it('lets an administrator start a payment for any resident of the community', async () => {
    const started = await startOnline(estate.admin, {
      residentId: neighbour.residentId,
      amount: 1_000,
    });
    expect(fake.transaction(started.reference)?.email).toBe(neighbour.email);
    const theirs = await sessionOfResident(app, neighbour.residentId);
    expect((await statusOf(theirs, started.reference)).residentName).toBe(neighbour.fullName);
    // The payer's own reference is not another Member's to read.
    const other = await member.get(`${ONLINE}/${started.reference}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: onlinePayment.notFound });
  });
});
