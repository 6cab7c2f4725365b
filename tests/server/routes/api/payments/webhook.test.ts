/**
 * The webhook's money (issue 18, points 3-5), both databases, with the fake Paystack: a
 * charge.success becomes one ledger payment after Paystack's verify says so, however many times
 * and however concurrently it is delivered (one payment, one receipt number, one e-mail); an
 * amount other than started waits in suspense; a verify that fails or hangs is retried with
 * backoff, then credited (and after the most attempts ends failed, never credited); a refund reverses the payment (wallet and balance follow), also when
 * it arrives first; a partial refund and a dispute wait in suspense; a success for another
 * community's reference is never credited there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { VERIFY_RETRY_MAX_ATTEMPTS } from '../../../../../src/shared/limits/index.js';
import { handleEvent } from '../../../../../src/server/services/payments/event-handlers.js';
import { verifyAndSettle } from '../../../../../src/server/services/payments/verify-and-settle.js';
import {
  parseEvent,
  storeEvent,
} from '../../../../../src/server/services/payments/webhook-events.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import { community, type Community } from '../../../support/world/community.js';
import type { TestResident } from '../../../support/world/people.js';
import {
  payingEstate,
  balances,
  deliver,
  paymentsOf,
  processed,
  secretKey,
  setUpPayments,
  startedPayment,
  storedEvents,
  suspenseRows,
} from '../../../support/webhook-fixtures.js';

describe('Paystack webhook: money', { timeout: 90_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let payer: TestResident;
  const key = secretKey();

  beforeAll(async () => {
    ({ app, fake, estate, payer } = await payingEstate(key, 'Tunde Payer'));
  }, 60_000);
  afterAll(() => app.close());

  const start = (amountKobo = 1_500_000, paid = true) =>
    startedPayment(
      app,
      fake,
      { communityId: estate.id, residentId: payer.residentId, key, amountKobo },
      paid,
    );

  async function send(reference: string, options: Parameters<FakePaystack['event']>[1] = {}) {
    const response = await deliver(app, estate.id, fake.event(reference, options));
    expect(response.statusCode, response.body).toBe(200);
  }

  const eventOf = async (reference: string, type = 'charge.success') =>
    (await storedEvents(app, estate.id)).find(
      (e) => e.reference === reference && e.eventType === type,
    );

  it('credits a verified success once, however many concurrent deliveries: one receipt, one e-mail', async () => {
    const reference = await start();
    const mailBefore = (await mailTo(app, payer.email)).length;
    const event = fake.event(reference);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deliver(app, estate.id, event)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    await send(reference); // a replay, later
    await processed(app);
    const payments = await paymentsOf(app, reference);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ residentId: payer.residentId, kind: 'payment' });
    expect(Number(payments[0]?.creditKobo)).toBe(1_500_000);
    const receipt = await app.repos.ledger.receiptNumberOf(payments[0]!.id);
    expect(receipt).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(await mailTo(app, payer.email)).toHaveLength(mailBefore + 1);
    expect(await eventOf(reference)).toMatchObject({ outcome: 'credited' });
  });

  it('stays exactly once when two servers process one event at the same moment', async () => {
    const reference = await start(820_000);
    const mailBefore = (await mailTo(app, payer.email)).length;
    const work = {
      repos: app.repos,
      log: app.log,
      verifyAndSettle: (communityId: number, ref: string) =>
        verifyAndSettle(app.payments, communityId, ref),
    };
    const stored = async (type: string) => {
      const raw = Buffer.from(fake.event(reference, { event: type }).body);
      const event = await storeEvent(app.repos, estate.id, parseEvent(raw)!, raw, new Date());
      return event!;
    };
    // handleEvent, not processEvent: no claim, as if two workers had both taken the event.
    const success = await stored('charge.success');
    const credited = await Promise.all([handleEvent(work, success), handleEvent(work, success)]);
    expect(credited).toEqual([{ outcome: 'credited' }, { outcome: 'credited' }]);
    expect(await paymentsOf(app, reference)).toHaveLength(1);
    expect(await mailTo(app, payer.email)).toHaveLength(mailBefore + 1);
    const refund = await stored('refund.processed');
    const reversed = await Promise.all([handleEvent(work, refund), handleEvent(work, refund)]);
    expect(reversed.map((step) => ('outcome' in step ? step.outcome : '')).sort()).toEqual([
      'duplicate',
      'reversed',
    ]);
  });

  it('sends an amount other than started to suspense, never to the ledger', async () => {
    const reference = await start(2_000_000, false);
    fake.state.settle(fake.transaction(reference)!, 'success', { amountKobo: 200_000 });
    await send(reference, { amountKobo: 2_000_000 }); // the event even claims the right amount
    await processed(app);
    expect(await paymentsOf(app, reference)).toEqual([]);
    expect(await suspenseRows(app, estate.id)).toContainEqual(
      expect.objectContaining({ reference, reason: 'amount_mismatch', status: 'open' }),
    );
  });

  it('retries a verify that fails or hangs, with backoff, then credits it', async () => {
    const reference = await start(700_000);
    fake.failVerify(1, 'error');
    fake.failVerify(1, 'hang');
    await send(reference);
    await processed(app);
    expect(await paymentsOf(app, reference)).toHaveLength(1);
    const event = await eventOf(reference);
    expect(event).toMatchObject({ outcome: 'credited', attempts: 2 });
    expect(event?.lastError).toBe('');
  });

  it('gives up after the most attempts: the event ends failed, nothing credited', async () => {
    const reference = await start(650_000);
    fake.failVerify(VERIFY_RETRY_MAX_ATTEMPTS, 'error');
    await send(reference);
    await processed(app, 30_000);
    fake.restore();
    expect(await paymentsOf(app, reference)).toEqual([]);
    const event = await eventOf(reference);
    expect(event).toMatchObject({ outcome: 'failed', attempts: VERIFY_RETRY_MAX_ATTEMPTS });
    expect(event?.lastError).toMatch(/Paystack unavailable/);
  });

  it('reverses a refunded payment once: the wallet and the balance follow (the fee stays paid)', async () => {
    const before = await balances(app, estate.id, payer.residentId);
    fake.setFee(5_000);
    const reference = await start(400_000);
    await send(reference);
    await processed(app);
    fake.setFee(null);
    const paid = await balances(app, estate.id, payer.residentId);
    expect(paid.walletKobo - before.walletKobo).toBe(400_000 - 5_000);
    expect(paid.owedKobo - before.owedKobo).toBe(-400_000);
    await send(reference, { event: 'refund.processed' });
    await send(reference, { event: 'refund.processed' });
    await processed(app);
    expect(await balances(app, estate.id, payer.residentId)).toEqual({
      owedKobo: before.owedKobo,
      walletKobo: before.walletKobo - 5_000,
    });
    const [payment] = await paymentsOf(app, reference);
    const reversals = await app.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('reversesEntryId', '=', payment!.id)
      .execute();
    expect(reversals).toHaveLength(1);
    expect(reversals[0]?.reason).toBe('Refunded on Paystack');
  });

  it('ends consistent when the refund arrives before the success is processed', async () => {
    const before = await balances(app, estate.id, payer.residentId);
    fake.setFee(0);
    const reference = await start(300_000);
    await send(reference, { event: 'refund.processed' });
    await send(reference);
    await processed(app);
    fake.setFee(null);
    expect(await paymentsOf(app, reference)).toHaveLength(1);
    expect(await balances(app, estate.id, payer.residentId)).toEqual(before);
    expect(await eventOf(reference, 'refund.processed')).toMatchObject({ outcome: 'reversed' });
  });

  it('sends a partial refund and a dispute to suspense', async () => {
    const reference = await start(900_000);
    await send(reference);
    await send(reference, { event: 'refund.processed', amountKobo: 100_000 });
    await send(reference, { event: 'charge.dispute.create' });
    await processed(app);
    const reasons = (await suspenseRows(app, estate.id))
      .filter((row) => row.reference === reference)
      .map((row) => row.reason)
      .sort();
    expect(reasons).toEqual(['dispute', 'partial_refund']);
    expect(await paymentsOf(app, reference)).toHaveLength(1);
  });

  it("never credits another community's reference: suspense in the community that received it", async () => {
    const other = await community(app);
    const otherKey = secretKey();
    await setUpPayments(app, other.id, otherKey);
    const neighbour = await other.resident(await other.home());
    const reference = await startedPayment(app, fake, {
      communityId: other.id,
      residentId: neighbour.residentId,
      key,
      amountKobo: 500_000,
    });
    await send(reference);
    await processed(app);
    expect(await paymentsOf(app, reference)).toEqual([]);
    expect(await suspenseRows(app, estate.id)).toContainEqual(
      expect.objectContaining({ reference, reason: 'unknown_reference' }),
    );
  });
});
