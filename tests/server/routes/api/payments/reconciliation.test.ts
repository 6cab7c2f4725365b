/**
 * Reconciliation with Paystack (issue 18, point 7), both databases, with the fake Paystack: for a
 * period, a success Paystack lists that the ledger lacks (its webhook never came) is reported
 * missing from the ledger, and an online ledger payment Paystack does not list is reported
 * unknown to it; a payment in both is in neither list. A period over 92 days or ending before it
 * starts is 400 on `to`; Paystack unreachable is 503 with the pay-now outage message, a refused
 * secret key 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { ReconciliationReport } from '../../../../../src/shared/contract/payments.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import type { Community } from '../../../support/world/community.js';
import { dayFromToday } from '../../../support/world/money.js';
import type { TestResident } from '../../../support/world/people.js';
import {
  payingEstate,
  deliver,
  processed,
  secretKey,
  startedPayment,
} from '../../../support/webhook-fixtures.js';

const URL = '/api/Payments/Reconciliation';

describe('Reconciliation with Paystack', { timeout: 60_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let payer: TestResident;
  const key = secretKey();

  beforeAll(async () => {
    ({ app, fake, estate, payer } = await payingEstate(key, 'Ada Payer'));
  }, 60_000);
  afterAll(() => app.close());

  const period = { from: dayFromToday(-1), to: dayFromToday(1) };

  it('reports a success missing from the ledger and a ledger payment Paystack does not know', async () => {
    const payment = { communityId: estate.id, residentId: payer.residentId, key };
    const both = await startedPayment(app, fake, { ...payment, amountKobo: 250_000 });
    expect((await deliver(app, estate.id, fake.event(both))).statusCode).toBe(200);
    const lost = await startedPayment(app, fake, { ...payment, amountKobo: 330_000 });
    // A ledger payment with a provider reference Paystack never had (matched from suspense).
    await app.repos.paymentSuspense.open({
      communityId: estate.id,
      provider: 'paystack',
      reason: 'unknown_reference',
      reference: 'T-unknown-to-paystack',
      amountKobo: 120_000,
      currency: 'NGN',
      payerEmail: '',
      paidAt: '',
      createdAt: new Date().toISOString(),
    });
    const [item] = await app.repos.paymentSuspense.findByReference(
      estate.id,
      'T-unknown-to-paystack',
    );
    const matched = await estate.admin.post(`/api/Payments/Suspense/${item!.id}/Resolve`, {
      action: 'match',
      residentId: payer.residentId,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    await processed(app);

    const answer = await estate.admin.post(URL, period);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json() as ReconciliationReport;
    expect(report.missingFromLedger).toEqual([
      expect.objectContaining({ reference: lost, amount: 3300, payerEmail: 'payer@example.com' }),
    ]);
    expect(report.unknownToProvider).toEqual([
      expect.objectContaining({
        reference: 'T-unknown-to-paystack',
        amount: 1200,
        residentName: 'Ada Payer',
        entryId: matched.json().entryId,
      }),
    ]);
    expect(report).toMatchObject({ providerSuccessCount: 2, ledgerOnlineCount: 2 });
    expect(report.message).not.toBe(messages.reconciliation.allMatch);
  });

  it('refuses a period over 92 days, or ending before it starts, on to', async () => {
    const long = await estate.admin.post(URL, { from: dayFromToday(-92), to: dayFromToday(0) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ to: messages.reconciliation.rangeTooLong });
    const backwards = await estate.admin.post(URL, { from: dayFromToday(0), to: dayFromToday(-1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: messages.reconciliation.invalidRange });
    const ninetyTwo = await estate.admin.post(URL, {
      from: dayFromToday(-91),
      to: dayFromToday(0),
    });
    expect(ninetyTwo.statusCode, ninetyTwo.body).toBe(200);
  });

  it('refuses a day that is not on the calendar, on its field, before asking Paystack', async () => {
    // The fuzz run found 0000-00-00 answered with an error instead of a refusal.
    for (const [body, field] of [
      [{ from: '0000-00-00', to: '0000-00-00' }, 'from'],
      [{ from: dayFromToday(-3), to: '2026-02-30' }, 'to'],
      [{ from: '3258-45-66', to: '5751-48-17' }, 'from'],
    ] as const) {
      const response = await estate.admin.post(URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual({ [field]: messages.reconciliation.invalidDate });
    }
  });

  it("answers 409 with the keys to check when Paystack refuses the community's key", async () => {
    fake.acceptKeys('sk_test_someoneelse');
    try {
      const answer = await estate.admin.post(URL, period);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: messages.onlinePayment.keyRefused });
    } finally {
      fake.restore();
    }
  });

  it('answers 503 when Paystack cannot be reached', async () => {
    await fake.close();
    const answer = await estate.admin.post(URL, period);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: messages.onlinePayment.providerDown });
  });
});
