/**
 * Exact money at any size (issue 12, finding 9), on both databases. Capped entries (₦1,000,000,000
 * each) are written straight into the ledger until the totals reach the JSON edge's limit
 * (MAX_EXACT_TOTAL_KOBO = 2^46 naira) and then pass 2^53 kobo, where a JS number loses kobo:
 * - up to the limit, the statistic, debtors, resident balance, debtor profile and monthly series
 *   answer the database's exact sum (checked on the JSON text, to the kobo);
 * - above it they answer 422 'This total is too large to show exactly…' instead of a rounded figure;
 * - past 2^53 kobo the CSV exports (income, wallet, debtors) still equal the database's exact sums.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { NewLedgerEntry } from '../../../../src/server/repositories/money/ledger-repository.js';
import {
  MAX_AMOUNT_NAIRA,
  MAX_EXACT_TOTAL_KOBO,
  koboText,
} from '../../../../src/shared/finance.js';
import { messages } from '../../../../src/shared/messages.js';
import { sql } from 'kysely';
import { build, unique, usePostgres } from '../../support/helper.js';
import { currentMonth } from '../../support/ledger-fixtures.js';
import { parseCsv } from '../../support/ledger-reads-fixtures.js';
import { createResident, residentRefs, type TestResident } from '../../support/people-fixtures.js';
import { communityWithAdmin, type Community } from '../../support/tenant-fixtures.js';

const CAP_KOBO = BigInt(MAX_AMOUNT_NAIRA) * 100n;
const TWO_53 = 2n ** 53n;
const today = `${currentMonth()}-01`;

/** Entries written so far (their transaction ids must differ). */
let written = 0;

/** Entries of at most the cap each, summing to `total` kobo, written in batches of 500. */
async function writeEntries(
  app: App,
  total: bigint,
  entry: (kobo: number, index: number) => NewLedgerEntry,
) {
  const amounts: number[] = [];
  for (let left = total; left > 0n; left -= CAP_KOBO) {
    amounts.push(Number(left < CAP_KOBO ? left : CAP_KOBO));
  }
  for (let start = 0; start < amounts.length; start += 500) {
    const rows = amounts.slice(start, start + 500).map((kobo) => entry(kobo, (written += 1)));
    await app.db.insertInto('ledgerEntries').values(rows).execute();
  }
}

describe('totals beyond 2^53 kobo', () => {
  let app: App;
  let community: Community;
  /** Owes everything (advert fees); pays nothing. */
  let debtor: TestResident;
  /** Pays everything (income); owes nothing. */
  let payer: TestResident;
  const tag = unique();

  const base = (kobo: number, index: number, kind: string) => ({
    communityId: community.id,
    projectId: null,
    description: `${kind} ${index}`,
    transactionId: `NB-${kind}-${tag}-${index}`,
    entryDate: today,
    billingMonth: null,
    reversesEntryId: null,
    reversesKind: null,
    createdAt: new Date().toISOString(),
    createdBy: null,
    debitKobo: 0,
    creditKobo: 0,
    owedKobo: 0,
    amount: kobo,
  });
  const fee = (kobo: number, index: number): NewLedgerEntry => {
    const { amount, ...row } = base(kobo, index, 'fee');
    return {
      ...row,
      residentId: debtor.residentId,
      kind: 'advert_fee',
      status: 'pending',
      owedKobo: amount,
    };
  };
  const payment = (kobo: number, index: number): NewLedgerEntry => {
    const { amount, ...row } = base(kobo, index, 'pay');
    return {
      ...row,
      residentId: payer.residentId,
      kind: 'payment',
      status: 'paid',
      creditKobo: amount,
      owedKobo: -amount,
    };
  };
  const expense = (kobo: number, index: number): NewLedgerEntry => {
    const { amount, ...row } = base(kobo, index, 'exp');
    return { ...row, residentId: null, kind: 'expense', status: 'paid', debitKobo: amount };
  };

  /** The database's own exact sum, as text. */
  async function databaseSum(column: 'creditKobo' | 'debitKobo' | 'owedKobo', residentId?: number) {
    let query = app.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.cast<string>(eb.fn.sum(column), 'text').as('total'))
      .where('communityId', '=', community.id);
    if (residentId !== undefined) query = query.where('residentId', '=', residentId);
    return BigInt((await query.executeTakeFirstOrThrow()).total);
  }

  const get = (url: string) => community.admin.get(url);
  // PostgreSQL plans the exports' batches from table statistics; after 100,000 rows written at once
  // (and before autovacuum has looked) it would guess badly and take a minute.
  const analyzed = async () => {
    if (usePostgres) await sql`analyze ledger_entries`.execute(app.db);
  };
  const statistic = () => get(`/api/Communities/${community.id}/Statistics`);

  beforeAll(async () => {
    app = await build();
    community = await communityWithAdmin(app);
    const refs = await residentRefs(community.admin);
    debtor = await createResident(app, community.id, refs, { fullName: `Big Debtor ${tag}` });
    payer = await createResident(app, community.id, refs, { fullName: `Big Payer ${tag}` });
    // Each just under the JSON edge's limit, not a round number: the last kobo must survive.
    await writeEntries(app, MAX_EXACT_TOTAL_KOBO - 1n, fee);
    await writeEntries(app, MAX_EXACT_TOTAL_KOBO - 1n, payment);
    await writeEntries(app, 12_345_678_901n, expense);
    await analyzed();
  }, 300_000);
  afterAll(() => app.close());

  it('answers the exact sums up to the limit, to the kobo, in the JSON text itself', async () => {
    const owed = await databaseSum('owedKobo', debtor.residentId);
    const income = await databaseSum('creditKobo');
    const expenses = await databaseSum('debitKobo');
    expect(owed).toBe(MAX_EXACT_TOTAL_KOBO - 1n);
    expect(income).toBe(MAX_EXACT_TOTAL_KOBO - 1n);

    const figures = await statistic();
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.body).toContain(`"totalIncome":${koboText(income)}`);
    expect(figures.body).toContain(`"totalExpenses":${koboText(expenses)}`);
    expect(figures.body).toContain(`"availableBalance":${koboText(income - expenses)}`);
    expect(figures.body).toContain(`"totalPendingPayments":${koboText(owed)}`);
    expect(koboText(owed)).toBe('70368744177663.99');

    const debtors = await get(`/api/Residents/${community.id}/debtors`);
    expect(debtors.body).toContain(`"amountOwed":${koboText(owed)}`);
    const profile = await get(`/api/Residents/${community.id}/debtors/${debtor.residentId}`);
    expect(profile.body).toContain(`"amountOwed":${koboText(owed)}`);
    const resident = await get(`/api/Residents/${debtor.residentId}`);
    expect(resident.body).toContain(`"outStandingBalance":${koboText(owed)}`);
    const series = await get('/api/Wallets/MonthlySeries');
    expect(series.body).toContain(`"income":${koboText(income)}`);
  });

  it('refuses a total over the limit (422) instead of rounding it; the exports stay exact past 2^53', async () => {
    // Past 2^53 kobo: about 20,000 more capped entries each.
    await writeEntries(app, TWO_53 - MAX_EXACT_TOTAL_KOBO + 123_456_790n, fee);
    await writeEntries(app, TWO_53 - MAX_EXACT_TOTAL_KOBO + 987_654_322n, payment);
    await analyzed();
    const owed = await databaseSum('owedKobo', debtor.residentId);
    const income = await databaseSum('creditKobo');
    const net = income - (await databaseSum('debitKobo'));
    expect(owed > TWO_53 && income > TWO_53).toBe(true);
    // Odd sums above 2^53: no JS number holds them (the bug this guards against).
    expect(BigInt(Number(owed))).not.toBe(owed);
    expect(BigInt(Number(income))).not.toBe(income);

    for (const url of [
      `/api/Communities/${community.id}/Statistics`,
      `/api/Residents/${community.id}/debtors`,
      `/api/Residents/${community.id}/debtors/${debtor.residentId}`,
      `/api/Residents/${debtor.residentId}`,
      '/api/Wallets/MonthlySeries',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual({ message: messages.finance.totalTooLarge });
    }

    const csv = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      return parseCsv(response.body);
    };
    const column = (rows: string[][], name: string) => {
      const at = rows[0]!.indexOf(name);
      expect(at, name).toBeGreaterThanOrEqual(0);
      return rows.slice(1).map((row) => row[at]!);
    };
    const exact = (cells: string[]) =>
      cells.reduce((sum, cell) => sum + BigInt(cell.replace('.', '')), 0n);

    const debtors = await csv(`/api/Residents/${community.id}/debtors/Export`);
    expect(column(debtors, 'Amount Own')).toEqual([koboText(owed)]);
    const incomes = await csv('/api/Allincomes/Export');
    expect(exact(column(incomes, 'Amount'))).toBe(income);
    const wallet = await csv('/api/Wallets/Export');
    expect(exact(column(wallet, 'CR')) - exact(column(wallet, 'DR'))).toBe(net);
  }, 300_000);
});
