/**
 * The ledger's reads (issue 5 contract, "Reads"), part 1: the dashboard's figures, the wallet,
 * income and expense lists and the overview's transactions, on a community whose figures are
 * known in advance (ledger-reads-fixtures.ts). The debtors, a debtor's profile and the amounts
 * other records show: ledger-debtors.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type {
  DashboardStatistic,
  DebtorRecord,
  Transaction,
} from '../../../../../src/shared/contract/finance-reads.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import type { MoneyEstate } from '../../../support/ledger-reads-fixtures.js';
import { MISSING_ID, ids, page, readsScene } from '../../../support/ledger-reads-scene.js';
import { communityWithAdmin, type Caller } from '../../../support/tenant-fixtures.js';

describe('ledger reads: figures and lists', () => {
  let app: App;
  let estate: MoneyEstate;
  let other: MoneyEstate;
  let admin: Caller;
  let member: Caller;
  let root: Caller;

  beforeAll(async () => {
    ({ app, estate, other, admin, member, root } = await readsScene());
  }, 60_000);
  afterAll(() => app.close());

  const a = () => estate.community.id;

  describe('GET /api/Communities/{communityId}/Statistics', () => {
    it('sums income, expenses, balance and amount owing from the ledger', async () => {
      const response = await admin.get(`/api/Communities/${a()}/Statistics`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<DashboardStatistic>()).toEqual({
        totalIncome: 40000.25,
        totalExpenses: 12000,
        availableBalance: 28000.25,
        totalPendingPayments: 40001,
        communityId: a(),
      });
    });

    it('is what the lists add up to', async () => {
      const stats = (
        await admin.get(`/api/Communities/${a()}/Statistics`)
      ).json<DashboardStatistic>();
      const income = page<FinanceRecord>(await admin.get('/api/Allincomes?PageSize=100'));
      const expenses = page<FinanceRecord>(await admin.get('/api/AllExpenses?PageSize=100'));
      const wallet = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=100'));
      const debtors = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?PageSize=100`),
      );
      const kobo = (naira: number) => Math.round(naira * 100);
      const sum = (values: number[]) => values.reduce((total, value) => total + kobo(value), 0);
      expect(
        sum(income.records.map((r) => r.credAmount)) - sum(income.records.map((r) => r.debAmount)),
      ).toBe(kobo(stats.totalIncome));
      expect(
        sum(expenses.records.map((r) => r.debAmount)) -
          sum(expenses.records.map((r) => r.credAmount)),
      ).toBe(kobo(stats.totalExpenses));
      expect(
        sum(wallet.records.map((r) => r.credAmount)) - sum(wallet.records.map((r) => r.debAmount)),
      ).toBe(kobo(stats.availableBalance));
      expect(sum(debtors.records.map((r) => r.amountOwed))).toBe(kobo(stats.totalPendingPayments));
    });

    it('answers every role of the community and the Super admin; another community 403', async () => {
      expect((await member.get(`/api/Communities/${a()}/Statistics`)).statusCode).toBe(200);
      const ofA = await root.get(`/api/Communities/${a()}/Statistics`);
      expect(ofA.json<DashboardStatistic>().totalIncome).toBe(40000.25);
      const refused = await other.community.admin.get(`/api/Communities/${a()}/Statistics`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      expect((await root.get(`/api/Communities/${MISSING_ID}/Statistics`)).statusCode).toBe(403);
    });

    it('answers zeros for a community without entries', async () => {
      const empty = await communityWithAdmin(app);
      const response = await empty.admin.get(`/api/Communities/${empty.id}/Statistics`);
      expect(response.json()).toEqual({
        totalIncome: 0,
        totalExpenses: 0,
        availableBalance: 0,
        totalPendingPayments: 0,
        communityId: empty.id,
      });
    });
  });

  describe('the finance lists', () => {
    it('GET /api/Wallets lists the cash rows, newest first, with reversals', async () => {
      const wallet = page<FinanceRecord>(await admin.get('/api/Wallets'));
      const { payments, expenses } = estate;
      expect(wallet.totalRecordCount).toBe(7);
      expect(new Set(ids(wallet.records))).toEqual(
        new Set(
          [
            payments.member,
            payments.ahead,
            payments.reversed,
            payments.reversal,
            expenses.diesel,
            expenses.toner,
            expenses.reversal,
          ].map((entry) => entry.id),
        ),
      );
      // Newest first: entry date desc, then id desc (every entry here is dated today).
      expect(ids(wallet.records)).toEqual([...ids(wallet.records)].sort((x, y) => y - x));
      expect(wallet.records.every((record) => record.kind !== 'charge')).toBe(true);
      const reversal = wallet.records.find((record) => record.id === payments.reversal.id);
      expect(reversal).toMatchObject({
        kind: 'reversal',
        debAmount: 5000,
        credAmount: 0,
        reversesEntryId: payments.reversed.id,
        reversible: false,
        payStatus: 'paid',
        comId: a(),
        residentId: estate.residents.reversed.residentId,
      });
      expect(wallet.records.find((record) => record.id === payments.reversed.id)).toMatchObject({
        reversible: false,
        credAmount: 5000,
      });
      expect(wallet.records.find((record) => record.id === payments.member.id)).toEqual({
        ...payments.member,
        reversible: true,
      });
    });

    it('GET /api/Allincomes lists payments and their reversals', async () => {
      const income = page<FinanceRecord>(await admin.get('/api/Allincomes'));
      const { payments } = estate;
      expect(new Set(ids(income.records))).toEqual(
        new Set(
          [payments.member, payments.ahead, payments.reversed, payments.reversal].map((p) => p.id),
        ),
      );
      expect(income.totalRecordCount).toBe(4);
      const ahead = income.records.find((record) => record.id === payments.ahead.id);
      expect(ahead).toMatchObject({
        kind: 'payment',
        credAmount: 30000.25,
        debAmount: 0,
        projectId: estate.projectId,
        desc: expect.stringContaining('by Cash'),
      });
    });

    it('GET /api/AllExpenses lists expenses and their reversals', async () => {
      const expenses = page<FinanceRecord>(await admin.get('/api/AllExpenses'));
      const { diesel, toner, reversal } = estate.expenses;
      expect(new Set(ids(expenses.records))).toEqual(new Set([diesel.id, toner.id, reversal.id]));
      expect(expenses.records.find((r) => r.id === reversal.id)).toMatchObject({
        credAmount: 700.75,
        debAmount: 0,
        reversesEntryId: toner.id,
      });
      expect(expenses.records.find((r) => r.id === diesel.id)).toMatchObject({
        desc: 'Generator diesel',
        debAmount: 12000,
        reversible: true,
      });
    });

    it('searches the description and the transaction id, case-insensitively, before paging', async () => {
      const byText = page<FinanceRecord>(await admin.get('/api/Wallets?SearchText=GENERATOR'));
      expect(ids(byText.records)).toEqual([estate.expenses.diesel.id]);
      const { transactionId } = estate.payments.member;
      const byId = page<FinanceRecord>(
        await admin.get(`/api/Allincomes?SearchText=${transactionId.toLowerCase()}`),
      );
      expect(ids(byId.records)).toEqual([estate.payments.member.id]);
      const reversalText = page<FinanceRecord>(
        await admin.get(`/api/AllExpenses?SearchText=${encodeURIComponent('returned to the')}`),
      );
      expect(ids(reversalText.records)).toEqual([estate.expenses.reversal.id]);
      const wildcard = page<FinanceRecord>(await admin.get('/api/Wallets?SearchText=%25'));
      expect(wildcard.totalRecordCount).toBe(0);
      expect(
        page<FinanceRecord>(await admin.get('/api/Allincomes?SearchText=diesel')).records,
      ).toEqual([]);
    });

    it('pages with PageSize and PageNumber; totalRecordCount counts every match', async () => {
      const all = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=100')).records;
      const second = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=3&PageNumber=2'));
      expect(second.totalRecordCount).toBe(7);
      expect(ids(second.records)).toEqual(ids(all.slice(3, 6)));
      const last = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=3&PageNumber=3'));
      expect(ids(last.records)).toEqual(ids(all.slice(6)));
      const beyond = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=3&PageNumber=9'));
      expect(beyond).toEqual({ records: [], totalRecordCount: 7 });
      expect((await admin.get('/api/Wallets?PageSize=101')).statusCode).toBe(400);
      expect((await admin.get('/api/Wallets?PageNumber=0')).statusCode).toBe(400);
    });

    it('shows a Member their community; the Super admin all or ?communityId', async () => {
      const mine = page<FinanceRecord>(await member.get('/api/Wallets'));
      expect(mine.totalRecordCount).toBe(7);
      const everything = page<FinanceRecord>(await root.get('/api/Wallets?PageSize=100'));
      const communities = new Set(everything.records.map((record) => record.comId));
      expect(communities.has(a())).toBe(true);
      expect(communities.has(other.community.id)).toBe(true);
      const named = page<FinanceRecord>(await root.get(`/api/AllExpenses?communityId=${a()}`));
      expect(named.records.every((record) => record.comId === a())).toBe(true);
      expect(named.totalRecordCount).toBe(3);
      for (const path of ['/api/Wallets', '/api/Allincomes', '/api/AllExpenses']) {
        const refused = await other.community.admin.get(`${path}?communityId=${a()}`);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ message: messages.auth.forbidden });
        const own = page<FinanceRecord>(await other.community.admin.get(path));
        expect(own.records.every((record) => record.comId === other.community.id)).toBe(true);
      }
    });
  });

  describe('GET /api/Residents/{communityId}/Transactions', () => {
    it('lists the wallet rows with a signed amount', async () => {
      const list = page<Transaction>(
        await admin.get(`/api/Residents/${a()}/Transactions?PageSize=100`),
      );
      const wallet = page<FinanceRecord>(await admin.get('/api/Wallets?PageSize=100'));
      expect(ids(list.records)).toEqual(ids(wallet.records));
      expect(list.totalRecordCount).toBe(7);
      const diesel = list.records.find((record) => record.id === estate.expenses.diesel.id);
      expect(diesel).toMatchObject({
        amount: -12000,
        description: 'Generator diesel',
        desc: 'Generator diesel',
        paymentDate: estate.expenses.diesel.createdDate,
        payStatus: 'paid',
      });
      const payment = list.records.find((record) => record.id === estate.payments.ahead.id);
      expect(payment?.amount).toBe(30000.25);
    });

    it('searches and pages; refuses another community', async () => {
      // The toner's transaction id is in its reversal's description too.
      const { transactionId } = estate.expenses.toner;
      const found = page<Transaction>(
        await member.get(
          `/api/Residents/${a()}/Transactions?SearchText=${transactionId}&PageSize=1`,
        ),
      );
      expect(found.totalRecordCount).toBe(2);
      expect(found.records).toHaveLength(1);
      const refused = await other.community.admin.get(`/api/Residents/${a()}/Transactions`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      const asRoot = page<Transaction>(await root.get(`/api/Residents/${a()}/Transactions`));
      expect(asRoot.totalRecordCount).toBe(7);
    });
  });
});
