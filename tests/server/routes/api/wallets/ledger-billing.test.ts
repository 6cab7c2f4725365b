/**
 * The ledger's billing (issue 5): POST /api/Wallets/Billing charges each resident registered by
 * a month's last day once for that month; every message and role rule, and nothing written on a
 * refusal. Payments: ledger-payments.test.ts; expenses, reversals and the rest:
 * ledger-corrections.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingResult } from '../../../../../src/shared/contract/ledger-writes.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import {
  BILLING,
  billingEstate,
  currentMonth,
  refuser,
  ledgerCounts,
  ledgerWorld,
  nextMonth,
  residentRegisteredAt,
} from '../../../support/ledger-fixtures.js';
import type { TestResident } from '../../../support/people-fixtures.js';
import { communityWithAdmin, type Caller, type World } from '../../../support/tenant-fixtures.js';

const { finance } = messages;

describe('Ledger writes: billing', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    ({ world } = await ledgerWorld(app));
  }, 60_000);
  afterAll(() => app.close());

  const refused = refuser(() => app);

  describe('POST /api/Wallets/Billing', () => {
    let estate: Awaited<ReturnType<typeof communityWithAdmin>>;
    let early: TestResident;
    let late: TestResident;

    beforeAll(async () => {
      estate = await communityWithAdmin(app);
      const { refs, zeroFeeRefs } = await billingEstate(estate.admin);
      // Registered on the last day of March 2024 (UTC) and on the first of April.
      early = await residentRegisteredAt(app, estate.id, refs, '2024-03-31T22:59:59.000Z', 'Ada');
      late = await residentRegisteredAt(app, estate.id, refs, '2024-04-01T00:00:00.000Z', 'Ben');
      await residentRegisteredAt(app, estate.id, refs, undefined, 'Chi');
      await residentRegisteredAt(app, estate.id, zeroFeeRefs, '2024-01-01T00:00:00.000Z', 'Dan');
    }, 30_000);

    const bill = (as: Caller, month: string, extra: Record<string, unknown> = {}) =>
      as.post(BILLING, { month, ...extra });

    const chargesOf = (residentId: number) =>
      app.db
        .selectFrom('ledgerEntries')
        .selectAll()
        .where('residentId', '=', residentId)
        .where('kind', '=', 'charge')
        .orderBy('billingMonth')
        .execute();

    it('charges the residents registered by the month’s last day, with a fee', async () => {
      const response = await bill(estate.admin, '2024-03');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BillingResult>()).toEqual({
        month: '2024-03',
        chargedCount: 1,
        totalCharged: 25000.5,
        message: finance.billingDone,
      });
      const [charge] = await chargesOf(early.residentId);
      expect(charge).toMatchObject({
        communityId: estate.id,
        kind: 'charge',
        debitKobo: 0,
        creditKobo: 0,
        owedKobo: 2500050,
        status: 'pending',
        entryDate: '2024-03-01',
        billingMonth: '2024-03',
        description: 'Dues for Mar 2024 (2 bedroom)',
        projectId: null,
        reversesEntryId: null,
      });
      expect(Number(charge!.owedKobo)).toBe(2500050);
      expect(charge!.transactionId).toMatch(/^NB[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/);
      expect(charge!.createdBy).not.toBeNull();
      expect(await chargesOf(late.residentId)).toEqual([]);
    });

    it('billing a month twice charges once and says so', async () => {
      const before = await ledgerCounts(app);
      const again = await bill(estate.admin, '2024-03');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<BillingResult>()).toEqual({
        month: '2024-03',
        chargedCount: 0,
        totalCharged: 0,
        message: finance.billingNothingToDo,
      });
      expect(await ledgerCounts(app)).toEqual(before);
    });

    it('a later month charges everyone registered by then; zero fees are skipped', async () => {
      const april = await bill(estate.admin, '2024-04');
      expect(april.statusCode, april.body).toBe(201);
      expect(april.json<BillingResult>()).toMatchObject({ chargedCount: 2, totalCharged: 50001 });
      const now = await bill(estate.admin, currentMonth());
      expect(now.json<BillingResult>()).toMatchObject({ chargedCount: 3, totalCharged: 75001.5 });
      expect((await chargesOf(early.residentId)).map((c) => c.billingMonth)).toEqual([
        '2024-03',
        '2024-04',
        currentMonth(),
      ]);
      expect((await chargesOf(late.residentId)).map((c) => c.billingMonth)).toEqual([
        '2024-04',
        currentMonth(),
      ]);
    });

    it('the Super admin bills a named community; without one: chooseCommunity', async () => {
      await refused(() => bill(world.root, '2024-05'), 400, messages.reference.chooseCommunity);
      const named = await bill(world.root, '2024-05', { communityId: estate.id });
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json<BillingResult>().chargedCount).toBe(2);
      const query = await world.root.post(`${BILLING}?communityId=${estate.id}`, {
        month: '2024-05',
      });
      expect(query.statusCode, query.body).toBe(200);
    });

    it('an administrator bills only their own community', async () => {
      const response = await bill(world.a.admin, '2024-06', { communityId: estate.id });
      expect(response.statusCode, response.body).toBe(200);
      const estateEntries = await app.db
        .selectFrom('ledgerEntries')
        .select('id')
        .where('communityId', '=', estate.id)
        .where('billingMonth', '=', '2024-06')
        .execute();
      expect(estateEntries).toEqual([]);
    });

    it.each([
      ['a future month', () => nextMonth()],
      ['month 13', () => '2024-13'],
      ['month 00', () => '2024-00'],
      ['a one-digit month', () => '2024-3'],
      ['a date', () => '2024-03-01'],
      ['text', () => 'March'],
      ['an empty text', () => ''],
    ])('refuses %s: invalidMonth', async (_name, month) => {
      await refused(() => bill(estate.admin, month()), 400, finance.invalidMonth, {
        month: finance.invalidMonth,
      });
    });

    it('refuses a missing or non-text month', async () => {
      await refused(() => estate.admin.post(BILLING, {}), 400, finance.invalidMonth, {
        month: 'Month is required',
      });
      await refused(
        () => estate.admin.post(BILLING, { month: 202403 }),
        400,
        finance.invalidMonth,
        { month: finance.invalidMonth },
      );
    });

    it('Members 403, anonymous 401', async () => {
      await refused(() => bill(world.member, currentMonth()), 403, messages.auth.forbidden);
      await refused(
        () => app.inject({ method: 'POST', url: BILLING, payload: { month: currentMonth() } }),
        401,
        messages.auth.signInRequired,
      );
    });
  });
});
