/**
 * The suspense list (issue 18, point 5), both databases: a dispute delivered by the webhook
 * waits there for the Admin; administrators read their community's items, open first, newest
 * first (a Member 403); the Admin matches an item to a resident (one ledger payment whose provider
 * reference is the item's, however many try at once), or marks it refunded; a closed item is 409,
 * a match without a resident 400 on residentId, another community's item 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { SuspenseItem } from '../../../../../src/shared/contract/payments.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import { community, type Community } from '../../../support/world/community.js';
import { sessionOfResident, type TestResident } from '../../../support/world/people.js';
import {
  payingEstate,
  deliver,
  paymentsOf,
  processed,
  secretKey,
  startedPayment,
} from '../../../support/webhook-fixtures.js';

const LIST = '/api/Payments/Suspense';
const resolveUrl = (id: number) => `/api/Payments/Suspense/${id}/Resolve`;

describe('Payments in suspense', { timeout: 60_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let payer: TestResident;
  const key = secretKey();

  beforeAll(async () => {
    ({ app, fake, estate, payer } = await payingEstate(key, 'Kemi Payer'));
  }, 60_000);
  afterAll(() => app.close());

  async function openItem(reference: string, amountKobo = 750_000) {
    await app.repos.paymentSuspense.open({
      communityId: estate.id,
      provider: 'paystack',
      reason: 'amount_mismatch',
      reference,
      amountKobo,
      currency: 'NGN',
      payerEmail: 'kemi@example.com',
      paidAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    });
    const items = (await estate.admin.get(`${LIST}?PageSize=100`)).json().records as SuspenseItem[];
    return items.find((item) => item.reference === reference)!;
  }

  it('lists a dispute the webhook received, for administrators only', async () => {
    const t = fake.seed({ secretKey: key, email: 'kemi@example.com', amountKobo: 300_000 });
    fake.state.settle(t, 'success');
    const response = await deliver(
      app,
      estate.id,
      fake.event(t.reference, { event: 'charge.dispute.create' }),
    );
    expect(response.statusCode).toBe(200);
    await processed(app);
    const list = await estate.admin.get(LIST);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().records).toContainEqual(
      expect.objectContaining({
        reason: 'dispute',
        reasonText: messages.suspense.reasons.dispute,
        reference: t.reference,
        amount: 3000,
        status: 'open',
      }),
    );
    const member = await sessionOfResident(app, payer.residentId);
    expect((await member.get(LIST)).statusCode).toBe(403);
    // A dispute is about a payment already recorded: it is closed, never matched.
    const dispute = (list.json().records as SuspenseItem[]).find(
      (i) => i.reference === t.reference,
    )!;
    const match = await estate.admin.post(resolveUrl(dispute.id), {
      action: 'match',
      residentId: payer.residentId,
    });
    expect(match.statusCode).toBe(400);
    expect(match.json().errors).toEqual({ action: messages.suspense.notMatchable });
    expect(await paymentsOf(app, t.reference)).toEqual([]);
    const resolved = await estate.admin.post(resolveUrl(dispute.id), { action: 'resolved' });
    expect(resolved.json()).toMatchObject({ status: 'resolved' });
  });

  it('matches an item to a resident once: one payment, the item closed, the started payment paid', async () => {
    const reference = await startedPayment(app, fake, {
      communityId: estate.id,
      residentId: payer.residentId,
      key,
      amountKobo: 500_000,
    });
    const item = await openItem(reference);
    const noResident = await estate.admin.post(resolveUrl(item.id), { action: 'match' });
    expect(noResident.statusCode).toBe(400);
    expect(noResident.json().errors).toEqual({ residentId: messages.suspense.residentRequired });
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        estate.admin.post(resolveUrl(item.id), { action: 'match', residentId: payer.residentId }),
      ),
    );
    const codes = attempts.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const matched = attempts.find((answer) => answer.statusCode === 200)!.json() as SuspenseItem;
    expect(matched).toMatchObject({ status: 'matched', reference });
    const payments = await paymentsOf(app, reference);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ id: matched.entryId, residentId: payer.residentId });
    expect(Number(payments[0]?.creditKobo)).toBe(750_000);
    const started = await app.repos.onlinePayments.findByReference(estate.id, reference);
    expect(started).toMatchObject({ status: 'paid', entryId: matched.entryId });
    const again = await estate.admin.post(resolveUrl(item.id), { action: 'resolved' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.suspense.notOpen });
  });

  it('marks an item refunded, lists open items first, and hides it from another community', async () => {
    const item = await openItem('T-refunded');
    const closed = await estate.admin.post(resolveUrl(item.id), { action: 'refunded' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'refunded', entryId: null });
    expect(await paymentsOf(app, 'T-refunded')).toEqual([]);
    const fresh = await openItem('T-still-open');
    const records = (await estate.admin.get(`${LIST}?PageSize=100`)).json()
      .records as SuspenseItem[];
    const firstClosed = records.findIndex((record) => record.status !== 'open');
    const lastOpen = records.map((record) => record.status).lastIndexOf('open');
    expect(lastOpen).toBeLessThan(firstClosed);
    expect(records[0]?.id).toBe(fresh.id);
    const other = await community(app);
    const refused = await other.admin.post(resolveUrl(fresh.id), { action: 'resolved' });
    expect(refused.statusCode).toBe(404);
    expect((await other.admin.get(LIST)).json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  it('refuses to match a resident of another community', async () => {
    const item = await openItem('T-elsewhere');
    const other = await community(app);
    const stranger = await other.resident(await other.home());
    const answer = await estate.admin.post(resolveUrl(item.id), {
      action: 'match',
      residentId: stranger.residentId,
    });
    expect(answer.statusCode).toBe(400);
    expect(await paymentsOf(app, 'T-elsewhere')).toEqual([]);
  });
});
