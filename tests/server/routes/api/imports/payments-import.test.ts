/**
 * Importing payments (issue 17) through POST /api/Imports?Kind=payments: a dry run writes
 * nothing; an import records each row as the wallet's payment form would (wallet, income and the
 * resident's balance move); each Reference is an idempotency key, so the same statement imported
 * twice pays nothing twice; one row in error refuses the whole file. Row errors:
 * payments-import-errors.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type { DashboardStatistic } from '../../../../../src/shared/contract/finance-reads.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../../src/shared/limits/index.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, unique } from '../../../support/helper.js';
import { dayFromToday, ledgerCounts, pay, paymentBody } from '../../../support/ledger-fixtures.js';
import { residentRefs, type TestResident } from '../../../support/people-fixtures.js';
import {
  importPayments,
  paymentsCsv,
  paymentsXlsx,
  type PaymentCells,
} from '../../../support/payments-import-fixtures.js';
import { communityWithAdmin, type Community } from '../../../support/tenant-fixtures.js';

const texts = messages.importPayments;

describe('POST /api/Imports?Kind=payments', () => {
  let app: App;
  let estate: Community;
  let ada: TestResident;
  let bola: TestResident;

  beforeAll(async () => {
    app = await build();
    estate = await communityWithAdmin(app);
    const refs = await residentRefs(estate.admin);
    ada = await estate.resident(refs, { fullName: 'Ada Import' });
    bola = await estate.resident(refs, { fullName: 'Bola Import' });
  }, 60_000);
  afterAll(() => app.close());

  const send = (file: Buffer, dryRun: boolean) =>
    importPayments(app, estate.admin.token, file, { dryRun });
  const income = async () =>
    (await estate.admin.get(`/api/Communities/${estate.id}/Statistics`)).json<DashboardStatistic>()
      .totalIncome;
  const balanceOf = async (resident: TestResident) =>
    (await estate.admin.get(`/api/Residents/${resident.residentId}`)).json<Resident>()
      .outStandingBalance;
  const storedWith = (reference: string) =>
    app.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('communityId', '=', estate.id)
      .where('reference', '=', reference)
      .execute();

  describe('a statement of two payments', () => {
    const tag = unique();
    const rows: PaymentCells[] = [
      {
        Date: dayFromToday(-3),
        'Amount (₦)': '₦15,000.50',
        Method: ' bank  TRANSFER ',
        Reference: `FT-${tag}-1`,
        'Member ID': '',
        'E-mail': '',
      },
      { Date: dayFromToday(-2), 'Amount (₦)': '2500', Method: 'cash', Reference: `FT-${tag}-2` },
    ];
    const statement = () =>
      paymentsCsv([
        { ...rows[0], 'Member ID': ada.memberId },
        { ...rows[1], 'E-mail': bola.email.toUpperCase() },
      ]);

    it('dry run: counts what it would record and writes nothing', async () => {
      const before = await ledgerCounts(app);
      const answer = await send(statement(), true);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.result).toEqual({
        kind: 'payments',
        dryRun: true,
        rows: 2,
        created: { payments: 2 },
        unchanged: 0,
        errors: [],
      });
      expect(await ledgerCounts(app)).toEqual(before);
    });

    it('import: each row a payment, as the form records it, in the wallet, income and balance', async () => {
      const [incomeBefore, adaBefore, bolaBefore] = [
        await income(),
        await balanceOf(ada),
        await balanceOf(bola),
      ];
      const answer = await send(statement(), false);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.result).toEqual({
        kind: 'payments',
        dryRun: false,
        rows: 2,
        created: { payments: 2 },
        unchanged: 0,
        errors: [],
      });
      expect(await income()).toBeCloseTo(incomeBefore + 17500.5, 2);
      expect(await balanceOf(ada)).toBeCloseTo(adaBefore - 15000.5, 2);
      expect(await balanceOf(bola)).toBeCloseTo(bolaBefore - 2500, 2);

      const wallet = (await estate.admin.get('/api/Wallets?PageSize=100')).json<{
        records: FinanceRecord[];
      }>();
      const first = wallet.records.find((record) => record.desc.includes(`FT-${tag}-1`));
      expect(first).toMatchObject({
        desc: `Payment from Ada Import by Bank transfer (ref FT-${tag}-1)`,
        credAmount: 15000.5,
        debAmount: 0,
        payStatus: 'paid',
        kind: 'payment',
        residentId: ada.residentId,
        createdDate: dayFromToday(-3),
      });
      const [stored] = await storedWith(`FT-${tag}-2`);
      expect(stored).toMatchObject({
        kind: 'payment',
        residentId: bola.residentId,
        method: 'Cash',
        entryDate: dayFromToday(-2),
        createdBy: estate.adminUserId,
        description: `Payment from Bola Import by Cash (ref FT-${tag}-2)`,
      });
      expect(Number(stored!.owedKobo)).toBe(-250000);
    });

    it('the same file again pays nothing twice: every row unchanged', async () => {
      const [before, incomeBefore] = [await ledgerCounts(app), await income()];
      const answer = await send(statement(), false);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.result).toMatchObject({ created: { payments: 0 }, unchanged: 2, errors: [] });
      expect(await ledgerCounts(app)).toEqual(before);
      expect(await income()).toBe(incomeBefore);
    });

    it('the same reference with another amount is refused, and nothing is written', async () => {
      const before = await ledgerCounts(app);
      const changed = paymentsCsv([
        { ...rows[0], 'Member ID': ada.memberId, 'Amount (₦)': '15,001' },
        { ...rows[1], Reference: `FT-${tag}-3`, 'E-mail': bola.email },
      ]);
      const answer = await send(changed, false);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.result).toMatchObject({
        dryRun: false,
        created: { payments: 0 },
        errors: [{ row: 2, column: 'Reference', message: texts.referenceImported }],
        message: expect.any(String),
      });
      expect(await ledgerCounts(app)).toEqual(before);
    });
  });

  it('a reference with spaces or non-ASCII letters is a key too: imported once', async () => {
    const reference = `TRF ${unique()} Adébáyọ̀`;
    const file = paymentsCsv([
      {
        Date: dayFromToday(-1),
        'Amount (₦)': '700',
        Method: 'Online',
        Reference: reference,
        Phone: bola.mobileNumber ?? '',
      },
    ]);
    expect((await send(file, false)).result.created).toEqual({ payments: 1 });
    const again = await send(file, false);
    expect(again.result).toMatchObject({ created: { payments: 0 }, unchanged: 1, errors: [] });
    const stored = await storedWith(reference);
    expect(stored).toHaveLength(1);
    // Its key keeps to the form's Idempotency-Key shape (visible ASCII): the reference hashed.
    const key = await app.db
      .selectFrom('paymentIdempotencyKeys')
      .select('idempotencyKey')
      .where('entryId', '=', stored[0]!.id)
      .executeTakeFirstOrThrow();
    expect(key.idempotencyKey).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });

  it('reads 25/11/2026, Nov-25-2026 and an Excel date cell as 2026-11-25', async () => {
    const tag = unique();
    const row = (reference: string, date: string | Date): PaymentCells => ({
      Date: date,
      'Amount (₦)': 1000,
      Method: 'POS',
      Reference: reference,
      Phone: ada.mobileNumber ?? '',
    });
    const csv = paymentsCsv([row(`D-${tag}-1`, '25/11/2026'), row(`D-${tag}-2`, 'Nov-25-2026')]);
    expect((await send(csv, false)).statusCode).toBe(200);
    const xlsx = await paymentsXlsx([row(`D-${tag}-3`, new Date(Date.UTC(2026, 10, 25)))]);
    const answer = await send(xlsx, false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.result.created).toEqual({ payments: 1 });
    for (const reference of [`D-${tag}-1`, `D-${tag}-2`, `D-${tag}-3`]) {
      const [stored] = await storedWith(reference);
      expect(stored?.entryDate, reference).toBe('2026-11-25');
    }
  });

  it('a reference already on a payment typed into the form: the same payment is unchanged', async () => {
    const tag = unique();
    const typed = paymentBody(ada.residentId, { amount: 4000, reference: `TYPED-${tag}` });
    expect((await pay(app, estate.admin.token, typed)).statusCode).toBe(201);
    const row = {
      Date: dayFromToday(-1),
      'Amount (₦)': '4,000',
      Method: 'Bank transfer',
      Reference: `TYPED-${tag}`,
      'Member ID': ada.memberId,
    };
    const same = await send(paymentsCsv([row]), true);
    expect(same.result).toMatchObject({ created: { payments: 0 }, unchanged: 1, errors: [] });
    const other = await send(paymentsCsv([{ ...row, 'Amount (₦)': '4,500' }]), true);
    expect(other.result.errors).toEqual([
      {
        row: 2,
        column: 'Reference',
        message: texts.referenceRecorded('₦4,000.00', 'Ada Import', dayFromToday(-1)),
      },
    ]);
  });

  it('an error on the last of 300 rows refuses the whole file: nothing written', async () => {
    const tag = unique();
    const rows: PaymentCells[] = Array.from({ length: 300 }, (_, i) => ({
      Date: dayFromToday(-1),
      'Amount (₦)': '1,000',
      Method: 'Cash',
      Reference: `BULK-${tag}-${i}`,
      'Member ID': i === 299 ? 'NB-NOBODY' : bola.memberId,
    }));
    const before = await ledgerCounts(app);
    const expected = [{ row: 301, column: 'Member ID', message: texts.noResident('Member ID') }];
    const dry = await send(paymentsCsv(rows), true);
    expect(dry.result).toMatchObject({ rows: 300, created: { payments: 299 }, errors: expected });
    const answer = await send(paymentsCsv(rows), false);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.result).toMatchObject({ created: { payments: 0 }, errors: expected });
    expect(await ledgerCounts(app)).toEqual(before);
  });
});
