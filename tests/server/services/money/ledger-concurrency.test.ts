/**
 * The ledger under concurrent requests (issue 5), on both databases: one Idempotency-Key records
 * one payment, a month is billed once per resident, and an entry is reversed once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../src/shared/contract/finance.js';
import type { BillingResult } from '../../../../src/shared/contract/ledger-writes.js';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { build } from '../../support/helper.js';
import {
  BILLING,
  billingEstate,
  currentMonth,
  ledgerCounts,
  pay,
  paymentBody,
  recordedPayment,
  residentRegisteredAt,
  reverseUrl,
} from '../../support/ledger-fixtures.js';
import { communityWithAdmin, type Community } from '../../support/tenant-fixtures.js';

describe('Ledger under concurrency', () => {
  let app: App;
  let estate: Community;
  let residentIds: number[];

  beforeAll(async () => {
    app = await build();
    estate = await communityWithAdmin(app);
    const { refs, zeroFeeRefs } = await billingEstate(estate.admin);
    residentIds = [];
    for (let index = 0; index < 5; index += 1) {
      residentIds.push((await residentRegisteredAt(app, estate.id, refs)).residentId);
    }
    await residentRegisteredAt(app, estate.id, zeroFeeRefs);
  }, 30_000);
  afterAll(() => app.close());

  it('50 parallel payments with one Idempotency-Key record one payment', async () => {
    const before = await ledgerCounts(app);
    const body = paymentBody(residentIds[0]!, { amount: 1234.56 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => pay(app, estate.admin.token, body, 'parallel-key-1')),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(49);
    expect(await ledgerCounts(app)).toEqual({
      entries: before.entries + 1,
      keys: before.keys + 1,
    });
    const record = responses[0]!.json<FinanceRecord>();
    expect(record).toMatchObject({ credAmount: 1234.56, kind: 'payment', comId: estate.id });
  });

  it('50 parallel billing runs for one month charge each resident once', async () => {
    const month = currentMonth();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => estate.admin.post(BILLING, { month })),
    );
    let charged = 0;
    for (const response of responses) {
      expect([200, 201], response.body).toContain(response.statusCode);
      const result = response.json<BillingResult>();
      expect(result.message).toBe(
        result.chargedCount > 0
          ? messages.finance.billingDone
          : messages.finance.billingNothingToDo,
      );
      charged += result.chargedCount;
    }
    expect(charged).toBe(residentIds.length);
    const charges = await app.db
      .selectFrom('ledgerEntries')
      .select('residentId')
      .where('communityId', '=', estate.id)
      .where('billingMonth', '=', month)
      .execute();
    expect(charges.map((charge) => charge.residentId).sort((a, b) => a! - b!)).toEqual(
      [...residentIds].sort((a, b) => a - b),
    );
  });

  it('20 parallel reversals of one entry: one 201, the rest 409', async () => {
    const payment = await recordedPayment(app, estate.admin.token, paymentBody(residentIds[1]!));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        estate.admin.post(reverseUrl(payment.id), { reason: `Attempt ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: messages.finance.alreadyReversed });
    }
    const reversals = await app.db
      .selectFrom('ledgerEntries')
      .select('id')
      .where('reversesEntryId', '=', payment.id)
      .execute();
    expect(reversals).toHaveLength(1);
  });
});
