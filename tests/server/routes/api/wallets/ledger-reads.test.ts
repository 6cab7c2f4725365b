/**
 * The ledger's reads (issue 5 contract, "Reads"): the dashboard's figures, the wallet, income and
 * expense lists, the overview's transactions, the debtors and a debtor's profile, on a community
 * whose figures are known in advance (ledger-reads-fixtures.ts), plus the amounts projects and
 * residents show from the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type {
  DashboardStatistic,
  DebtorProfile,
  DebtorRecord,
  Transaction,
} from '../../../../../src/shared/contract/finance-reads.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import type { Project } from '../../../../../src/shared/contract/projects.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, createSuperAdmin, signIn, unique } from '../../../support/helper.js';
import {
  moneyEstate,
  parseCsv,
  recordExpense,
  type MoneyEstate,
} from '../../../support/ledger-reads-fixtures.js';
import { createResident, residentCaller } from '../../../support/people-fixtures.js';
import { caller, communityWithAdmin, type Caller } from '../../../support/tenant-fixtures.js';

const MISSING_ID = 2_147_483_647;

function page<T>(response: Awaited<ReturnType<Caller['get']>>): PagedList<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedList<T>>();
}

const ids = (records: readonly { id: number }[]) => records.map((record) => record.id);

describe('ledger reads', () => {
  let app: App;
  let estate: MoneyEstate;
  let other: MoneyEstate;
  let admin: Caller;
  let member: Caller;
  let root: Caller;
  let tag: string;

  beforeAll(async () => {
    app = await build();
    tag = unique();
    estate = await moneyEstate(app, tag);
    other = await moneyEstate(app);
    admin = estate.community.admin;
    member = estate.memberCaller;
    const superAdmin = await createSuperAdmin(app);
    root = caller(app, await signIn(app, superAdmin.email, superAdmin.password));
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

  describe('debtors', () => {
    it('lists residents who owe more than zero, largest debt first', async () => {
      const debtors = page<DebtorRecord>(await admin.get(`/api/Residents/${a()}/debtors`));
      const { member: owing, reversed } = estate.residents;
      expect(debtors.totalRecordCount).toBe(2);
      expect(debtors.records.map((r) => r.residentId)).toEqual([
        reversed.residentId,
        owing.residentId,
      ]);
      const [first, second] = debtors.records;
      expect(first).toMatchObject({
        id: reversed.residentId,
        fullName: reversed.fullName,
        amountOwed: 25000.5,
        debAmount: 25000.5,
        credAmount: 0,
        payStatus: 'pending',
      });
      // The latest entry that raised the debt: the reversal of the bounced payment.
      expect(first?.desc).toBe(estate.payments.reversal.desc);
      expect(first?.createdDate).toBe(estate.payments.reversal.createdDate);
      expect(second).toMatchObject({ amountOwed: 15000.5 });
      expect(second?.desc).toMatch(/^Dues for /);
      const resident = (await admin.get(`/api/Residents/${owing.residentId}`)).json<Resident>();
      expect(second?.address).toBe(resident.address);
      const apartment = await app.db
        .selectFrom('apartments')
        .select('principalId')
        .where('id', '=', resident.selectedApartmentId)
        .executeTakeFirstOrThrow();
      expect(second?.principalId).toBe(apartment.principalId);
    });

    it('searches name, address and principal ID', async () => {
      const byName = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?SearchText=ngozi%20MEMBER`),
      );
      expect(byName.records.map((r) => r.residentId)).toEqual([estate.residents.member.residentId]);
      const [anyDebtor] = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors`),
      ).records;
      const byPrincipal = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?SearchText=${anyDebtor?.principalId}`),
      );
      expect(byPrincipal.totalRecordCount).toBe(2);
      const byAddress = page<DebtorRecord>(
        await admin.get(
          `/api/Residents/${a()}/debtors?SearchText=${encodeURIComponent(anyDebtor?.address ?? '')}`,
        ),
      );
      expect(byAddress.totalRecordCount).toBe(2);
      const paidAhead = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?SearchText=Bola%20Ahead`),
      );
      expect(paidAhead).toEqual({ records: [], totalRecordCount: 0 });
    });

    it('pages the debtors', async () => {
      const second = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?PageSize=1&PageNumber=2`),
      );
      expect(second.totalRecordCount).toBe(2);
      expect(second.records.map((r) => r.residentId)).toEqual([estate.residents.member.residentId]);
    });

    it('shows a Member only their own row', async () => {
      const own = page<DebtorRecord>(await member.get(`/api/Residents/${a()}/debtors`));
      expect(own.totalRecordCount).toBe(1);
      expect(own.records.map((r) => r.residentId)).toEqual([estate.residents.member.residentId]);
      const searched = page<DebtorRecord>(
        await member.get(`/api/Residents/${a()}/debtors?SearchText=Chuka`),
      );
      expect(searched).toEqual({ records: [], totalRecordCount: 0 });
      // A Member who owes nothing sees an empty list.
      const refs = await app.db
        .selectFrom('residents')
        .select(['addressId', 'apartmentId', 'apartmentTypeId'])
        .where('id', '=', estate.residents.free.residentId)
        .executeTakeFirstOrThrow();
      const clear = await createResident(app, a(), refs, { password: 'member password' });
      const clearCaller = await residentCaller(app, clear);
      const none = page<DebtorRecord>(await clearCaller.get(`/api/Residents/${a()}/debtors`));
      expect(none).toEqual({ records: [], totalRecordCount: 0 });
    });

    it('refuses another community (403) and names the Super admin any', async () => {
      const refused = await other.community.admin.get(`/api/Residents/${a()}/debtors`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      const asRoot = page<DebtorRecord>(await root.get(`/api/Residents/${a()}/debtors`));
      expect(asRoot.totalRecordCount).toBe(2);
    });
  });

  describe('GET /api/Residents/{communityId}/debtors/{residentId}', () => {
    const profileUrl = (residentId: number, query = '') =>
      `/api/Residents/${a()}/debtors/${residentId}${query}`;

    it("answers the resident's debt and the entries that changed it, newest first", async () => {
      const { reversed } = estate.residents;
      const response = await admin.get(profileUrl(reversed.residentId));
      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json<DebtorProfile>();
      expect(profile).toMatchObject({
        residentId: reversed.residentId,
        fullName: reversed.fullName,
        email: reversed.email,
        mobileNumber: reversed.mobileNumber,
        amountOwed: 25000.5,
        imagePath: null,
      });
      expect(profile.apartmentName).toMatch(/^Flat /);
      expect(profile.history.totalRecordCount).toBe(3);
      expect(profile.history.records.map((line) => line.amount)).toEqual([5000, -5000, 25000.5]);
      expect(profile.history.records[0]).toEqual({
        id: estate.payments.reversal.id,
        date: estate.payments.reversal.createdDate,
        narration: estate.payments.reversal.desc,
        transactionId: estate.payments.reversal.transactionId,
        amount: 5000,
      });
      const paged = (
        await admin.get(profileUrl(reversed.residentId, '?PageSize=1&PageNumber=3'))
      ).json<DebtorProfile>();
      expect(paged.history.totalRecordCount).toBe(3);
      expect(paged.history.records.map((line) => line.amount)).toEqual([25000.5]);
    });

    it('answers 0 or a negative amount for a resident who owes nothing', async () => {
      const ahead = (
        await admin.get(profileUrl(estate.residents.ahead.residentId))
      ).json<DebtorProfile>();
      expect(ahead.amountOwed).toBe(-4999.75);
      const free = (
        await admin.get(profileUrl(estate.residents.free.residentId))
      ).json<DebtorProfile>();
      expect(free.amountOwed).toBe(0);
      expect(free.history).toEqual({ records: [], totalRecordCount: 0 });
    });

    it('lets a Member read only their own', async () => {
      const own = await member.get(profileUrl(estate.residents.member.residentId));
      expect(own.statusCode).toBe(200);
      expect(own.json<DebtorProfile>().amountOwed).toBe(15000.5);
      const another = await member.get(profileUrl(estate.residents.reversed.residentId));
      expect(another.statusCode).toBe(403);
      expect(another.json()).toEqual({ message: messages.resident.viewPermission });
    });

    it('answers 404 for a missing resident or one of another community', async () => {
      for (const residentId of [MISSING_ID, other.residents.member.residentId]) {
        const response = await admin.get(profileUrl(residentId));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.finance.debtorNotFound });
      }
      const refused = await other.community.admin.get(
        profileUrl(estate.residents.member.residentId),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      expect((await root.get(profileUrl(estate.residents.member.residentId))).statusCode).toBe(200);
    });
  });

  describe('amounts other records show from the ledger', () => {
    it("projects' amountRaised and expended", async () => {
      const expected = { amountRaised: 30000.25, expended: 12000, expendedAmount: 12000 };
      const one = await admin.get(`/api/Projects/${estate.projectId}`);
      expect(one.json<Project>()).toMatchObject(expected);
      const list = page<Project>(await admin.get('/api/Projects'));
      expect(list.records.find((p) => p.id === estate.projectId)).toMatchObject(expected);
      const ofCommunity = page<Project>(await root.get(`/api/Projects/Community/${a()}`));
      expect(ofCommunity.records.find((p) => p.id === estate.projectId)).toMatchObject(expected);
      // Reversing the project's expense takes it out of expended.
      await recordExpense(admin, {
        amount: 99.99,
        description: `Pipes ${tag}`,
        projectId: estate.projectId,
      });
      const after = (await admin.get(`/api/Projects/${estate.projectId}`)).json<Project>();
      expect(after.expended).toBe(12099.99);
    });

    it("residents' outStandingBalance (list, one, export)", async () => {
      const { member: owing, ahead, reversed, free } = estate.residents;
      const balances = new Map([
        [owing.residentId, 15000.5],
        [ahead.residentId, -4999.75],
        [reversed.residentId, 25000.5],
        [free.residentId, 0],
      ]);
      const list = page<Resident>(await admin.get('/api/Residents?PageSize=100'));
      for (const [id, balance] of balances) {
        expect(list.records.find((r) => r.id === id)?.outStandingBalance, String(id)).toBe(balance);
        const one = await admin.get(`/api/Residents/${id}`);
        expect(one.json<Resident>().outStandingBalance).toBe(balance);
      }
      const own = await member.get(`/api/Residents/${owing.residentId}`);
      expect(own.json<Resident>().outStandingBalance).toBe(15000.5);
      const exported = await admin.get(
        `/api/Residents/Export?SearchText=${encodeURIComponent(tag)}`,
      );
      // Parsed as CSV: text cells are quoted (formula-safe), money cells plain numbers.
      const [header = [], ...rows] = parseCsv(exported.body);
      const column = header.indexOf('Outstanding balance');
      expect(column).toBeGreaterThan(0);
      const byName = new Map(rows.map((row) => [row[0], row[column]]));
      expect(byName.get(owing.fullName)).toBe('15000.5');
      expect(byName.get(ahead.fullName)).toBe('-4999.75');
      expect(byName.get(free.fullName)).toBe('0');
    });
  });
});
