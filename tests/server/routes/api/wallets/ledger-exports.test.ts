/**
 * The ledger's CSV exports and monthly series (issue 5 contract, "Reads"): every matching row (not
 * one page, read in keyset batches), the spec's header lines and file names, Mon-DD-YYYY dates,
 * plain two-decimal naira, Approved/Pending statuses, SearchText, formula-safe cells; the 12
 * months ending with the current Lagos month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type {
  DebtorRecord,
  MonthlySeries,
} from '../../../../../src/shared/contract/finance-reads.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import {
  FINANCE_CSV_COLUMNS,
  FINANCE_EXPORTS,
  monthLabel,
} from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import type { DebtorRow } from '../../../../../src/server/repositories/money/ledger-debtors.js';
import type { FinanceRow } from '../../../../../src/server/repositories/money/ledger-reports-repository.js';
import { addMonths } from '../../../../../src/server/services/money/finance-views.js';
import { build, createSuperAdmin, signIn, unique } from '../../../support/helper.js';
import { BILLING, currentMonth } from '../../../support/ledger-fixtures.js';
import {
  moneyEstate,
  parseCsv,
  recordExpense,
  recordPayment,
  reverse,
  type MoneyEstate,
} from '../../../support/ledger-reads-fixtures.js';
import { createResident, residentRefs } from '../../../support/people-fixtures.js';
import { caller, communityWithAdmin, type Caller } from '../../../support/tenant-fixtures.js';

const FORMULA = '=HYPERLINK("http://evil.example","Click, me")';

describe('ledger exports', () => {
  let app: App;
  let estate: MoneyEstate;
  let other: MoneyEstate;
  let admin: Caller;
  let root: Caller;
  let tag: string;

  beforeAll(async () => {
    app = await build();
    tag = unique();
    estate = await moneyEstate(app, tag);
    other = await moneyEstate(app);
    admin = estate.community.admin;
    // More expenses than one page holds, one of them a formula.
    for (let index = 0; index < 11; index += 1) {
      await recordExpense(admin, { amount: 100 + index, description: `Cleaning ${index}` });
    }
    await recordExpense(admin, { amount: 250.5, description: FORMULA });
    // Debtors that tie on what they owe (and two on their name).
    const refs = await app.db
      .selectFrom('residents')
      .select(['addressId', 'apartmentId', 'apartmentTypeId'])
      .where('id', '=', estate.residents.member.residentId)
      .executeTakeFirstOrThrow();
    for (const name of ['Same Name', 'Same Name', 'Another Name']) {
      await createResident(app, estate.community.id, refs, { fullName: `${name} ${tag}` });
    }
    const billing = await admin.post(BILLING, { month: currentMonth() });
    expect(billing.statusCode, billing.body).toBe(201);
    const superAdmin = await createSuperAdmin(app);
    root = caller(app, await signIn(app, superAdmin.email, superAdmin.password));
  }, 60_000);
  afterAll(() => app.close());

  const a = () => estate.community.id;

  async function exported(as: Caller, url: string, file: string) {
    const response = await as.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(response.body.endsWith('\r\n')).toBe(true);
    return parseCsv(response.body);
  }

  const listed = async <T>(as: Caller, url: string) => {
    const response = await as.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PagedList<T>>();
  };

  describe('GET /api/Wallets/Export', () => {
    it('writes every wallet row (beyond one page) with DR and CR', async () => {
      const rows = await exported(admin, '/api/Wallets/Export', FINANCE_EXPORTS.wallet);
      expect(FINANCE_EXPORTS.wallet).toBe('Neighbourly_Wallet.csv');
      expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.wallet]);
      const all = await listed<FinanceRecord>(admin, '/api/Wallets?PageSize=100');
      expect(all.totalRecordCount).toBe(19);
      expect(rows).toHaveLength(1 + 19);
      // Same order as the list.
      expect(rows.slice(1).map((row) => row[4])).toEqual(all.records.map((r) => r.transactionId));
      const { diesel } = estate.expenses;
      const dieselRow = rows.find((row) => row[4] === diesel.transactionId);
      expect(dieselRow).toEqual([
        diesel.createdDate,
        String(a()),
        '',
        'Generator diesel',
        diesel.transactionId,
        '12000.00',
        '0.00',
        'Approved',
      ]);
      expect(dieselRow?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const payment = estate.payments.ahead;
      expect(rows.find((row) => row[4] === payment.transactionId)?.slice(1)).toEqual([
        String(a()),
        String(estate.residents.ahead.residentId),
        payment.desc,
        payment.transactionId,
        '0.00',
        '30000.25',
        'Approved',
      ]);
    });

    it('keeps formula text inert and quotes commas and quotes', async () => {
      const response = await admin.get('/api/Wallets/Export?SearchText=HYPERLINK');
      const rows = parseCsv(response.body);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.[3]).toBe(`'${FORMULA}`);
      expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, me"")"');
      expect(rows[1]?.[5]).toBe('250.50');
    });

    it('applies SearchText, and answers only the header when nothing matches', async () => {
      const rows = await exported(
        admin,
        '/api/Wallets/Export?SearchText=cleaning',
        FINANCE_EXPORTS.wallet,
      );
      expect(rows).toHaveLength(1 + 11);
      const none = await exported(
        admin,
        '/api/Wallets/Export?SearchText=nothing-at-all',
        FINANCE_EXPORTS.wallet,
      );
      expect(none).toEqual([[...FINANCE_CSV_COLUMNS.wallet]]);
    });

    it('gives the Super admin every community or ?communityId; refuses another community', async () => {
      const everything = await exported(root, '/api/Wallets/Export', FINANCE_EXPORTS.wallet);
      const communities = new Set(everything.slice(1).map((row) => row[1]));
      expect(communities.has(String(a()))).toBe(true);
      expect(communities.has(String(other.community.id))).toBe(true);
      const named = await exported(
        root,
        `/api/Wallets/Export?communityId=${a()}`,
        FINANCE_EXPORTS.wallet,
      );
      expect(new Set(named.slice(1).map((row) => row[1]))).toEqual(new Set([String(a())]));
      const member = await exported(
        estate.memberCaller,
        '/api/Wallets/Export',
        FINANCE_EXPORTS.wallet,
      );
      expect(member).toHaveLength(1 + 19);
      for (const path of ['/api/Wallets', '/api/Allincomes', '/api/AllExpenses']) {
        const refused = await other.community.admin.get(`${path}/Export?communityId=${a()}`);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      }
    });
  });

  it('GET /api/Allincomes/Export: Amount = credit - debit', async () => {
    const rows = await exported(admin, '/api/Allincomes/Export', FINANCE_EXPORTS.income);
    expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.income]);
    expect(rows).toHaveLength(1 + 4);
    const { member, reversal } = estate.payments;
    expect(rows.find((row) => row[1] === member.transactionId)).toEqual([
      member.createdDate,
      member.transactionId,
      member.desc,
      '10000.00',
      'Approved',
    ]);
    expect(rows.find((row) => row[1] === reversal.transactionId)?.[3]).toBe('-5000.00');
  });

  it('GET /api/AllExpenses/Export: Amount = debit - credit, every expense', async () => {
    const rows = await exported(admin, '/api/AllExpenses/Export', FINANCE_EXPORTS.expenses);
    expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.expenses]);
    expect(rows).toHaveLength(1 + 3 + 12);
    const { diesel, reversal } = estate.expenses;
    expect(rows.find((row) => row[1] === diesel.transactionId)?.slice(2)).toEqual([
      'Generator diesel',
      '12000.00',
      'Approved',
    ]);
    expect(rows.find((row) => row[1] === reversal.transactionId)?.[3]).toBe('-700.75');
    const searched = await exported(
      admin,
      '/api/AllExpenses/Export?SearchText=DIESEL',
      FINANCE_EXPORTS.expenses,
    );
    expect(searched.slice(1).map((row) => row[1])).toEqual([diesel.transactionId]);
  });

  it('GET /api/Residents/{communityId}/Transactions/Export: signed amounts', async () => {
    const url = `/api/Residents/${a()}/Transactions/Export`;
    const rows = await exported(admin, url, FINANCE_EXPORTS.transactions);
    expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.transactions]);
    expect(rows).toHaveLength(1 + 19);
    const { diesel } = estate.expenses;
    expect(rows.find((row) => row[1] === diesel.transactionId)?.slice(2)).toEqual([
      'Generator diesel',
      '-12000.00',
      'Approved',
    ]);
    expect(rows.find((row) => row[1] === estate.payments.ahead.transactionId)?.[3]).toBe(
      '30000.25',
    );
    const searched = await exported(
      estate.memberCaller,
      `${url}?SearchText=${estate.payments.member.transactionId}`,
      FINANCE_EXPORTS.transactions,
    );
    expect(searched).toHaveLength(2);
    const refused = await other.community.admin.get(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
  });

  describe('GET /api/Residents/{communityId}/debtors/Export', () => {
    const url = () => `/api/Residents/${a()}/debtors/Export`;

    it('writes every debtor in the list order with what they owe', async () => {
      const rows = await exported(admin, url(), FINANCE_EXPORTS.debtors);
      expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.debtors]);
      const list = await listed<DebtorRecord>(admin, `/api/Residents/${a()}/debtors?PageSize=100`);
      expect(list.totalRecordCount).toBe(5);
      expect(rows.slice(1)).toEqual(
        list.records.map((debtor) => [
          debtor.fullName,
          debtor.address,
          debtor.desc,
          debtor.principalId,
          debtor.amountOwed.toFixed(2),
        ]),
      );
      expect(rows.at(-1)?.[4]).toBe('15000.50');
    });

    it('applies SearchText and shows a Member only their own row', async () => {
      const searched = await exported(
        admin,
        `${url()}?SearchText=same%20name`,
        FINANCE_EXPORTS.debtors,
      );
      expect(searched.slice(1).map((row) => row[0])).toEqual([
        `Same Name ${tag}`,
        `Same Name ${tag}`,
      ]);
      const own = await exported(estate.memberCaller, url(), FINANCE_EXPORTS.debtors);
      expect(own.slice(1).map((row) => row[0])).toEqual([estate.residents.member.fullName]);
      const refused = await other.community.admin.get(url());
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('keyset batches', () => {
    it('walks a finance list in batches in the list order', async () => {
      const reports = app.repos.ledgerReports;
      const full = await reports.financePage('wallet', a(), { limit: 100, offset: 0 });
      const walked: FinanceRow[] = [];
      let after: FinanceRow | null = null;
      for (;;) {
        const batch: FinanceRow[] = await reports.financeBatch('wallet', a(), undefined, after, 4);
        walked.push(...batch);
        if (batch.length < 4) break;
        after = batch.at(-1) ?? null;
      }
      expect(walked.map((row) => row.id)).toEqual(full.records.map((row) => row.id));
    });

    it('walks the debtors in batches through ties of amount and name', async () => {
      const reports = app.repos.ledgerReports;
      const full = await reports.debtorsPage(a(), { limit: 100, offset: 0 });
      const walked: DebtorRow[] = [];
      let after: DebtorRow | null = null;
      for (;;) {
        const batch: DebtorRow[] = await reports.debtorsBatch(a(), {}, after, 2);
        walked.push(...batch);
        if (batch.length < 2) break;
        after = batch.at(-1) ?? null;
      }
      expect(walked.map((row) => row.residentId)).toEqual(
        full.records.map((row) => row.residentId),
      );
      expect(new Set(walked.map((row) => row.residentId)).size).toBe(5);
    });
  });

  describe('GET /api/Wallets/MonthlySeries', () => {
    it('answers 12 months ending with the current one, zero months included', async () => {
      const community = await communityWithAdmin(app);
      const { admin: seriesAdmin } = community;
      const resident = await createResident(app, community.id, await residentRefs(seriesAdmin));
      const now = currentMonth();
      const month = (offset: number) => addMonths(now, offset);
      const pay = (amount: number, paymentDate: string) =>
        recordPayment(app, seriesAdmin, resident.residentId, amount, { paymentDate });
      await pay(1000, `${month(-11)}-01`);
      await pay(2000, `${month(-12)}-28`);
      await pay(3000, `${month(-3)}-15`);
      await recordExpense(seriesAdmin, { amount: 500, expenseDate: `${month(-3)}-20` });
      const fuel = await recordExpense(seriesAdmin, {
        amount: 250.5,
        expenseDate: `${month(-1)}-10`,
      });
      await reverse(seriesAdmin, fuel.id);
      await pay(4000, `${now}-01`);

      const response = await seriesAdmin.get('/api/Wallets/MonthlySeries');
      expect(response.statusCode, response.body).toBe(200);
      const { months } = response.json<MonthlySeries>();
      expect(months).toHaveLength(12);
      expect(months.map((m) => m.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => month(index - 11)),
      );
      expect(months.map((m) => m.label)).toEqual(months.map((m) => monthLabel(m.month)));
      const at = (offset: number) => months[11 + offset];
      expect(at(-11)).toMatchObject({ income: 1000, expenses: 0 });
      expect(at(-3)).toMatchObject({ income: 3000, expenses: 500 });
      expect(at(-1)).toMatchObject({ income: 0, expenses: 250.5 });
      // The reversal is dated today: it takes the expense back in the current month.
      expect(at(0)).toMatchObject({ month: now, income: 4000, expenses: -250.5 });
      expect(at(-5)).toMatchObject({ income: 0, expenses: 0 });

      const named = await root.get(`/api/Wallets/MonthlySeries?communityId=${community.id}`);
      expect(named.json<MonthlySeries>()).toEqual({ months });
      const all = (await root.get('/api/Wallets/MonthlySeries')).json<MonthlySeries>();
      expect(all.months.at(-1)?.income).toBeGreaterThanOrEqual(4000 + 40000.25);
      const refused = await admin.get(`/api/Wallets/MonthlySeries?communityId=${community.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      const asMember = await estate.memberCaller.get('/api/Wallets/MonthlySeries');
      expect(asMember.json<MonthlySeries>().months.at(-1)).toMatchObject({
        income: 40000.25,
        expenses: 12000 + 11 * 100 + 55 + 250.5,
      });
    });
  });
});
