/**
 * What Members see of the money (issue 16, point 9): the community setting "Members see who paid"
 * (off by default). Off: a Member sees the totals and their own payments whole, and another
 * resident's rows on the wallet, income and transactions and in their CSV exports without the
 * name or payment reference (a neutral description, no resident), nor found by a name searched;
 * the debtors stay the Member's own row. On: the Member sees every name, as the Admin always does.
 * The Admin changes it with PUT /api/Communities/Settings (audited); others are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Community } from '../../../../../src/shared/contract/communities.js';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type {
  DebtorRecord,
  DashboardStatistic,
  Transaction,
} from '../../../../../src/shared/contract/finance-reads.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import type { MoneyEstate } from '../../../support/ledger-reads-fixtures.js';
import { ids, page, readsScene } from '../../../support/ledger-reads-scene.js';
import type { Caller } from '../../../support/tenant-fixtures.js';

const { otherResidentPayment, otherResidentReversal } = messages.finance;
const LISTS = ['/api/Wallets', '/api/Allincomes'] as const;

describe('Members see who paid', () => {
  let app: App;
  let estate: MoneyEstate;
  let admin: Caller;
  let member: Caller;

  beforeAll(async () => {
    ({ app, estate, admin, member } = await readsScene());
  }, 60_000);
  afterAll(() => app.close());

  const a = () => estate.community.id;
  const name = (who: 'member' | 'ahead' | 'reversed') => estate.residents[who].fullName;
  const transactions = () => `/api/Residents/${a()}/Transactions`;
  const everyList = () => [...LISTS, transactions()];

  async function records(as: Caller, path: string, search = '') {
    const query = `?PageSize=100${search ? `&SearchText=${encodeURIComponent(search)}` : ''}`;
    return page<FinanceRecord & Partial<Transaction>>(await as.get(`${path}${query}`)).records;
  }

  async function csv(as: Caller, path: string) {
    const response = await as.get(`${path}/Export`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  const setting = (as: Caller, body: object) => as.put('/api/Communities/Settings', body);

  describe('off (the default)', () => {
    it('is off for a new community, as the Admin and a Member read it', async () => {
      for (const as of [admin, member]) {
        const shown = await as.get(`/api/Communities/${a()}`);
        expect(shown.statusCode, shown.body).toBe(200);
        expect(shown.json<Community>().membersSeeWhoPaid).toBe(false);
      }
    });

    it("shows a Member their own payment whole and others' without name or reference", async () => {
      const { payments } = estate;
      for (const path of everyList()) {
        const rows = await records(member, path);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const own = byId.get(payments.member.id);
        expect(own?.desc, path).toBe(payments.member.desc);
        expect(own?.desc).toContain(name('member'));
        expect(own?.desc).toContain('TRF-MEMBER');
        expect(own?.residentId).toBe(estate.residents.member.residentId);
        for (const other of [payments.ahead, payments.reversed]) {
          expect(byId.get(other.id), path).toMatchObject({
            desc: otherResidentPayment,
            residentId: null,
            transactionId: other.transactionId,
            credAmount: other.credAmount,
          });
        }
        expect(byId.get(payments.reversal.id)).toMatchObject({
          desc: otherResidentReversal,
          residentId: null,
        });
        if (path === transactions()) {
          expect(byId.get(payments.ahead.id)?.description).toBe(otherResidentPayment);
        }
        const text = JSON.stringify(rows);
        expect(text, path).not.toContain(name('ahead'));
        expect(text, path).not.toContain(name('reversed'));
        expect(text, path).not.toContain('Bounced cheque');
      }
      // Expenses belong to no resident: whole.
      const expenses = await records(member, '/api/AllExpenses');
      expect(expenses.map((row) => row.desc)).toContain('Generator diesel');
    });

    it("finds no row by another resident's name, but by its transaction id", async () => {
      for (const path of everyList()) {
        expect(await records(member, path, name('ahead')), path).toEqual([]);
        expect(ids(await records(admin, path, name('ahead'))), path).toEqual([
          estate.payments.ahead.id,
        ]);
        const byId = await records(member, path, estate.payments.ahead.transactionId);
        expect(ids(byId), path).toEqual([estate.payments.ahead.id]);
        expect(ids(await records(member, path, name('member'))), path).toEqual([
          estate.payments.member.id,
        ]);
      }
    });

    it("writes the Member's exports without other residents' names", async () => {
      for (const path of everyList()) {
        const text = await csv(member, path);
        expect(text, path).toContain(name('member'));
        expect(text, path).toContain(otherResidentPayment);
        expect(text, path).not.toContain(name('ahead'));
        expect(text, path).not.toContain(name('reversed'));
        const asAdmin = await csv(admin, path);
        expect(asAdmin, path).toContain(name('ahead'));
        expect(asAdmin, path).not.toContain(otherResidentPayment);
      }
      const debtors = await csv(member, `/api/Residents/${a()}/debtors`);
      expect(debtors).toContain(name('member'));
      expect(debtors).not.toContain(name('reversed'));
    });

    it('shows the Admin every name, and a Member the same totals', async () => {
      for (const path of everyList()) {
        const rows = await records(admin, path);
        const ahead = rows.find((row) => row.id === estate.payments.ahead.id);
        expect(ahead?.desc, path).toContain(name('ahead'));
        expect(ahead?.residentId).toBe(estate.residents.ahead.residentId);
      }
      const statistic = (as: Caller) => as.get(`/api/Communities/${a()}/Statistics`);
      expect((await statistic(member)).json<DashboardStatistic>()).toEqual(
        (await statistic(admin)).json<DashboardStatistic>(),
      );
    });
  });

  describe('the setting', () => {
    it('is refused to a Member; the Admin saves it (PascalCase) and it is audited', async () => {
      const refused = await setting(member, { MembersSeeWhoPaid: true });
      expect(refused.statusCode).toBe(403);
      expect((await records(member, '/api/Wallets', name('ahead'))).length).toBe(0);
      const bad = await setting(admin, { MembersSeeWhoPaid: 'maybe' });
      expect(bad.statusCode).toBe(400);
      const saved = await setting(admin, { MembersSeeWhoPaid: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Community>()).toMatchObject({ id: a(), membersSeeWhoPaid: true });
      const audited = await app.db
        .selectFrom('auditLog')
        .select(['action', 'target', 'communityId'])
        .where('action', '=', 'community-settings-change')
        .where('communityId', '=', a())
        .execute();
      expect(audited).toEqual([
        {
          action: 'community-settings-change',
          target: 'Members see who paid: off → on',
          communityId: a(),
        },
      ]);
    });
  });

  describe('on', () => {
    it('shows a Member every name, in the lists, the search and the exports', async () => {
      for (const path of everyList()) {
        const rows = await records(member, path);
        const ahead = rows.find((row) => row.id === estate.payments.ahead.id);
        expect(ahead?.desc, path).toBe(estate.payments.ahead.desc);
        expect(ahead?.residentId).toBe(estate.residents.ahead.residentId);
        expect(JSON.stringify(rows)).not.toContain(otherResidentPayment);
        expect(ids(await records(member, path, name('ahead'))), path).toEqual([
          estate.payments.ahead.id,
        ]);
        const text = await csv(member, path);
        expect(text, path).toContain(name('ahead'));
        expect(text, path).not.toContain(otherResidentPayment);
      }
    });

    it('keeps the debtors to the Member their own row', async () => {
      const own = page<DebtorRecord>(await member.get(`/api/Residents/${a()}/debtors`));
      expect(own.records.map((row) => row.fullName)).toEqual([name('member')]);
    });

    it('turns off again; saving the same value writes no second audit row', async () => {
      expect((await setting(admin, { membersSeeWhoPaid: false })).statusCode).toBe(200);
      expect((await setting(admin, { membersSeeWhoPaid: false })).statusCode).toBe(200);
      const rows = await records(member, '/api/Wallets');
      expect(rows.find((row) => row.id === estate.payments.ahead.id)?.desc).toBe(
        otherResidentPayment,
      );
      const audited = await app.db
        .selectFrom('auditLog')
        .select('target')
        .where('action', '=', 'community-settings-change')
        .where('communityId', '=', a())
        .execute();
      expect(audited.map((row) => row.target).sort()).toEqual([
        'Members see who paid: off → on',
        'Members see who paid: on → off',
      ]);
    });
  });
});
