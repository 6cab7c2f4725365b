/**
 * settleTransaction (issue 18, points 4-6), the one place a verified Paystack transaction becomes
 * money, on both databases against the fake Paystack: exactly once when 50 settlements of the
 * same success race 10 return-page verifies (one payment, one fee, one receipt number, one
 * e-mail); receipt numbers gapless under 50 payments settled at once; a reference we never issued
 * goes to suspense once; a failed transaction is never credited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { PaystackTransaction } from '../../../../src/server/services/payments/paystack-client.js';
import type { FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import {
  appWithFakePaystack,
  paidOnline,
  setUpPayments,
  statusUrl,
  startOnline,
} from '../../support/online-payments-fixtures.js';
import { mailTo } from '../../support/residents-fixtures.js';
import { community, type Community } from '../../support/world/community.js';
import { sessionOfResident, type TestResident } from '../../support/world/people.js';
import type { Caller } from '../../support/world/requests.js';

describe('settleTransaction', { timeout: 120_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let secretKey: string;
  let payer: TestResident;
  let member: Caller;

  beforeAll(async () => {
    // 50 verifies at once on a busy machine: a generous timeout, so none is left pending.
    ({ app, fake } = await appWithFakePaystack({ providerTimeoutMs: 30_000 }));
    estate = await community(app);
    secretKey = await setUpPayments(app, estate.id, 'community');
    payer = await estate.resident(await estate.home(), { fullName: 'Chidi Once' });
    member = await sessionOfResident(app, payer.residentId);
  }, 60_000);
  afterAll(() => app.close());

  const verified = async (reference: string): Promise<PaystackTransaction> => {
    const transaction = await app.payments.paystack.verify(secretKey, reference);
    if (!transaction) throw new Error(`Paystack does not know ${reference}`);
    return transaction;
  };
  const entriesOf = (reference: string) =>
    app.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('providerReference', '=', reference)
      .execute();

  it('credits a success exactly once under 50 settlements and 10 return-page verifies at once', async () => {
    const started = await paidOnline(fake, member, { amount: 7_500 });
    const transaction = await verified(started.reference);
    const [settled, answers] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => app.payments.settle(estate.id, transaction))),
      Promise.all(Array.from({ length: 10 }, () => member.get(statusUrl(started.reference)))),
    ]);
    const entries = await entriesOf(started.reference);
    expect(entries).toHaveLength(1);
    const entryId = entries[0]!.id;
    const credited = settled.filter((result) => result.outcome === 'credited');
    const bodies = answers.map((answer) =>
      answer.json<{ status: string; receiptNumber: string }>(),
    );
    // One winner among the settlements and the verifies; everyone else names its entry.
    expect(credited.length).toBeLessThanOrEqual(1);
    for (const result of settled) expect(result.entryId).toBe(entryId);
    expect(new Set(bodies.map((body) => body.status))).toEqual(new Set(['paid']));
    const receipts = await app.db
      .selectFrom('receipts')
      .selectAll()
      .where('entryId', '=', entryId)
      .execute();
    expect(receipts).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.receiptNumber))).toEqual(
      new Set([receipts[0]!.number]),
    );
    const fees = await app.db
      .selectFrom('ledgerEntries')
      .select('id')
      .where('feeOfEntryId', '=', entryId)
      .execute();
    expect(fees).toHaveLength(1);
    const mails = (await mailTo(app, payer.email)).filter((mail) =>
      mail.includes(receipts[0]!.number),
    );
    expect(mails).toHaveLength(1);
    expect(await app.payments.settle(estate.id, transaction)).toEqual({
      outcome: 'already',
      entryId,
    });
  });

  it('numbers 50 online payments settled at once without a gap', async () => {
    const other = await community(app);
    await setUpPayments(app, other.id, 'payer');
    const home = await other.home();
    const residents = await Promise.all(Array.from({ length: 5 }, () => other.resident(home)));
    const callers = await Promise.all(residents.map((r) => sessionOfResident(app, r.residentId)));
    const references: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      references.push((await paidOnline(fake, callers[i % 5]!, { amount: 100 + i })).reference);
    }
    const answers = await Promise.all(
      references.map((reference, i) => callers[i % 5]!.get(statusUrl(reference))),
    );
    for (const answer of answers) expect(answer.json<{ status: string }>().status).toBe('paid');
    const numbers = await app.db
      .selectFrom('receipts')
      .select(['sequence', 'number'])
      .where('communityId', '=', other.id)
      .orderBy('sequence')
      .execute();
    expect(numbers.map((row) => row.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(
      new Set(answers.map((answer) => answer.json<{ receiptNumber: string }>().receiptNumber)).size,
    ).toBe(50);
  });

  it('puts a success under a reference we never issued in suspense, once', async () => {
    const stray = fake.seed({
      secretKey,
      reference: `STRAY-${Date.now()}`,
      email: 'who@example.ng',
      amountKobo: 90_000,
    });
    fake.state.settle(stray, 'success');
    const transaction = await verified(stray.reference);
    for (let i = 0; i < 3; i += 1) {
      expect(await app.payments.settle(estate.id, transaction)).toEqual({
        outcome: 'suspense',
        entryId: null,
      });
    }
    const items = await app.repos.paymentSuspense.findByReference(estate.id, stray.reference);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      reason: 'unknown_reference',
      amountKobo: 90_000,
      payerEmail: 'who@example.ng',
      status: 'open',
    });
    expect(await entriesOf(stray.reference)).toEqual([]);
  });

  it('never credits a failed transaction, and leaves an ongoing one pending', async () => {
    const started = await startOnline(member, { amount: 250 });
    expect(await app.payments.settle(estate.id, await verified(started.reference))).toEqual({
      outcome: 'pending',
      entryId: null,
    });
    await fake.complete(started.reference, { status: 'failed' });
    expect(await app.payments.settle(estate.id, await verified(started.reference))).toEqual({
      outcome: 'failed',
      entryId: null,
    });
    const row = await app.repos.onlinePayments.findByReference(estate.id, started.reference);
    expect(row?.status).toBe('failed');
    expect(await entriesOf(started.reference)).toEqual([]);
  });

  it('keeps the payment when its receipt e-mail fails', async () => {
    const started = await paidOnline(fake, member, { amount: 60 });
    const sendMail = app.mail.sendMail;
    app.mail.sendMail = () => Promise.reject(new Error('SMTP server down'));
    try {
      const result = await app.payments.settle(estate.id, await verified(started.reference));
      expect(result.outcome).toBe('credited');
    } finally {
      app.mail.sendMail = sendMail;
    }
    expect(await entriesOf(started.reference)).toHaveLength(1);
  });
});
