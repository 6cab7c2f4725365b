/**
 * The ledger's reads (issue 5 contract, "Reads"), part 2: the debtors, a debtor's profile and the
 * amounts projects and residents show from the ledger, on a community whose figures are known in
 * advance (ledger-reads-fixtures.ts). The figures and the finance lists: ledger-figures.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DebtorProfile,
  DebtorRecord,
} from '../../../../../src/shared/contract/finance-reads.js';
import type { Project } from '../../../../../src/shared/contract/projects.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { monthLabel } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import {
  parseCsv,
  recordExpense,
  type MoneyEstate,
} from '../../../support/ledger-reads-fixtures.js';
import { MISSING_ID, page, readsScene } from '../../../support/ledger-reads-scene.js';
import { currentMonth } from '../../../support/world/money.js';
import { createResident, residentCaller } from '../../../support/people-fixtures.js';
import type { Caller } from '../../../support/tenant-fixtures.js';

describe('ledger reads: debtors and the amounts records show', () => {
  let app: App;
  let estate: MoneyEstate;
  let other: MoneyEstate;
  let admin: Caller;
  let member: Caller;
  let root: Caller;
  let tag: string;

  beforeAll(async () => {
    ({ app, estate, other, admin, member, root, tag } = await readsScene());
  }, 60_000);
  afterAll(() => app.close());

  const a = () => estate.community.id;

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
      // What the debt is made of (issue 16): the bounced payment paid nothing, so the month's
      // dues are owed whole; the other paid part of them. Since: the dues' date.
      const month = `${monthLabel(currentMonth())}-${currentMonth().slice(0, 4)}`;
      expect(first?.desc).toBe(`Dues ${month}`);
      expect(first?.createdDate).toBe(`${currentMonth()}-01`);
      expect(second).toMatchObject({ amountOwed: 15000.5, desc: `Dues ${month} (part)` });
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

    it('keeps the total on a page past the last debtor', async () => {
      const beyond = page<DebtorRecord>(
        await admin.get(`/api/Residents/${a()}/debtors?PageSize=1&PageNumber=9`),
      );
      expect(beyond).toEqual({ records: [], totalRecordCount: 2 });
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
      // The format of every export: a dot and two decimals.
      expect(byName.get(owing.fullName)).toBe('15000.50');
      expect(byName.get(ahead.fullName)).toBe('-4999.75');
      expect(byName.get(free.fullName)).toBe('0.00');
    });
  });
});
