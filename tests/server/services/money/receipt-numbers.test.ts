/**
 * Receipt numbers (issue 18, point 8), on both databases: every payment gets `RCT-<year>-<six
 * digits>`, unique and gapless per community and per year of its date, allocated with the payment
 * (50 concurrent payments take 1..50), whichever path wrote it; expenses and reversals get none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { down, up } from '../../../../src/server/db/migrations/014_receipts.js';
import { build, usePostgres } from '../../support/helper.js';
import {
  billingEstate,
  dayFromToday,
  pay,
  paymentBody,
  residentRegisteredAt,
} from '../../support/ledger-fixtures.js';
import { recordExpense, recordPayment, reverse } from '../../support/world/money.js';
import { communityWithAdmin, type Community } from '../../support/tenant-fixtures.js';

describe('Receipt numbers', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let other: Community;
  let payer: number;
  let otherPayer: number;

  const numbersOf = async (communityId: number) =>
    (
      await app.db
        .selectFrom('receipts')
        .innerJoin('ledgerEntries', 'ledgerEntries.id', 'receipts.entryId')
        .select(['receipts.number', 'receipts.year', 'receipts.sequence', 'ledgerEntries.kind'])
        .where('receipts.communityId', '=', communityId)
        .orderBy('receipts.year')
        .orderBy('receipts.sequence')
        .execute()
    ).map((row) => ({ ...row, year: Number(row.year), sequence: Number(row.sequence) }));

  beforeAll(async () => {
    app = await build();
    estate = await communityWithAdmin(app);
    other = await communityWithAdmin(app);
    payer = (await residentRegisteredAt(app, estate.id, (await billingEstate(estate.admin)).refs))
      .residentId;
    otherPayer = (
      await residentRegisteredAt(app, other.id, (await billingEstate(other.admin)).refs)
    ).residentId;
  }, 60_000);
  afterAll(() => app.close());

  it('numbers 50 concurrent payments 1 to 50, each once, with no gap', async () => {
    const year = Number(dayFromToday(0).slice(0, 4));
    const payments = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        recordPayment(app, estate.admin, payer, 100 + index),
      ),
    );
    const numbers = await numbersOf(estate.id);
    expect(numbers).toHaveLength(50);
    expect(numbers.map((row) => row.sequence)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(numbers.every((row) => row.kind === 'payment' && row.year === year)).toBe(true);
    expect(new Set(numbers.map((row) => row.number)).size).toBe(50);
    expect(numbers[0]!.number).toBe(`RCT-${year}-000001`);
    expect(numbers[49]!.number).toBe(`RCT-${year}-000050`);
    expect(payments.map((payment) => payment.receiptNumber).sort()).toEqual(
      numbers.map((row) => row.number),
    );
  });

  it('counts per community and per year of the payment date; expenses and reversals get none', async () => {
    const year = Number(dayFromToday(0).slice(0, 4));
    const first = await recordPayment(app, other.admin, otherPayer, 2500);
    expect(first.receiptNumber).toBe(`RCT-${year}-000001`);
    const lastYear = await recordPayment(app, other.admin, otherPayer, 700, {
      paymentDate: `${year - 1}-06-15`,
    });
    expect(lastYear.receiptNumber).toBe(`RCT-${year - 1}-000001`);
    const expense = await recordExpense(other.admin, {});
    expect(expense.receiptNumber).toBeNull();
    const reversal = await reverse(other.admin, first.id);
    expect(reversal.receiptNumber).toBeNull();
    const second = await recordPayment(app, other.admin, otherPayer, 300);
    expect(second.receiptNumber).toBe(`RCT-${year}-000002`);
    expect((await numbersOf(other.id)).map((row) => row.number)).toEqual([
      `RCT-${year - 1}-000001`,
      `RCT-${year}-000001`,
      `RCT-${year}-000002`,
    ]);
  });

  it('gives no number away to payments that lose the race for an Idempotency-Key', async () => {
    const before = (await numbersOf(estate.id)).length;
    const body = paymentBody(payer, { amount: 99, paymentDate: dayFromToday(0) });
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => pay(app, estate.admin.token, body, 'receipt-race')),
      ...Array.from({ length: 10 }, (_, index) =>
        pay(app, estate.admin.token, paymentBody(payer, { amount: 10 + index })),
      ),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const numbers = await numbersOf(estate.id);
    expect(numbers.map((row) => row.sequence)).toEqual(
      Array.from({ length: before + 11 }, (_, index) => index + 1),
    );
    const raced = new Set(
      responses
        .slice(0, 20)
        .map((response) => response.json<{ receiptNumber: string }>().receiptNumber),
    );
    expect(raced.size).toBe(1);
  });

  it('numbers the payments recorded before the migration in date order', async () => {
    const year = Number(dayFromToday(0).slice(0, 4));
    const late = await communityWithAdmin(app);
    const resident = (
      await residentRegisteredAt(app, late.id, (await billingEstate(late.admin)).refs)
    ).residentId;
    const today = await recordPayment(app, late.admin, resident, 100);
    const earlier = await recordPayment(app, late.admin, resident, 200, {
      paymentDate: `${year}-01-02`,
    });
    const lastYear = await recordPayment(app, late.admin, resident, 300, {
      paymentDate: `${year - 1}-12-31`,
    });
    const raw = app.db.withoutPlugins();
    const dialect = usePostgres ? 'postgres' : 'sqlite';
    await down(raw, dialect);
    await up(raw, dialect);
    const numberOf = (id: number) => app.repos.ledger.receiptNumberOf(id);
    expect(await numberOf(earlier.id)).toBe(`RCT-${year}-000001`);
    expect(await numberOf(lastYear.id)).toBe(`RCT-${year - 1}-000001`);
    // Unless today is 2 January, today's payment comes after the one of 2 January.
    if (today.createdDate > `${year}-01-02`) {
      expect(await numberOf(today.id)).toBe(`RCT-${year}-000002`);
    }
    // The counters carry on from the numbers given.
    const next = await recordPayment(app, late.admin, resident, 400);
    expect(next.receiptNumber).toBe(`RCT-${year}-000003`);
    // Every other community's payments are numbered again, still from 1 with no gap.
    const others = await numbersOf(estate.id);
    expect(others.map((row) => row.sequence)).toEqual(others.map((_, index) => index + 1));
  });
});
