/**
 * The ledger's writes (issue 5), continued from ledger-billing and ledger-payments.test.ts: POST
 * /api/Wallets/Expenses and /{id}/Reverse, the database's refusal of UPDATE and DELETE on the ledger, and the deletes
 * the ledger blocks (a resident, a community).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, signIn } from '../../../support/helper.js';
import {
  BILLING,
  EXPENSES,
  currentMonth,
  dayFromToday,
  expenseBody,
  refuser,
  ledgerWorld,
  paymentBody,
  recordedPayment,
  reverseUrl,
  storedEntry,
} from '../../../support/ledger-fixtures.js';
import {
  createResident,
  residentRefs,
  type TestResident,
} from '../../../support/people-fixtures.js';
import type { Caller, World } from '../../../support/tenant-fixtures.js';

const { finance } = messages;
const MISSING_ID = 2_147_483_647;

describe('Ledger writes: expenses, reversals, append-only, deletes', () => {
  let app: App;
  let world: World;
  let treasurer: Caller;
  let payerA: TestResident;
  let projectA: { id: number; projectName: string };
  let projectB: { id: number };

  beforeAll(async () => {
    app = await build();
    ({ world, treasurer, payerA, projectA, projectB } = await ledgerWorld(app));
  }, 60_000);
  afterAll(() => app.close());

  const refused = refuser(() => app);

  describe('POST /api/Wallets/Expenses', () => {
    it('records an expense: DR on the wallet', async () => {
      const response = await world.a.admin.post(
        EXPENSES,
        expenseBody({ description: '  Diesel for the gate  ', projectId: projectA.id }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const record = response.json<FinanceRecord>();
      expect(record).toEqual({
        id: expect.any(Number),
        createdDate: dayFromToday(-2),
        desc: 'Diesel for the gate',
        debAmount: 12000,
        credAmount: 0,
        payStatus: 'paid',
        transactionId: expect.stringMatching(/^NB[A-Z2-9]{12}$/),
        kind: 'expense',
        comId: world.a.id,
        residentId: null,
        projectId: projectA.id,
        reversesEntryId: null,
        reversible: true,
        receiptNumber: null,
      });
      const stored = await storedEntry(app, record.id);
      expect(Number(stored.debitKobo)).toBe(1200000);
      expect(Number(stored.owedKobo)).toBe(0);
      const byTreasurer = await treasurer.post(EXPENSES, expenseBody());
      expect(byTreasurer.statusCode, byTreasurer.body).toBe(201);
    });

    it('refuses bad amounts, dates, descriptions and projects; writes nothing', async () => {
      // The form's message, and the field at fault in the words of its label.
      const cases: [Record<string, unknown>, string, Record<string, string>?][] = [
        [{ amount: 0 }, finance.invalidAmount, { amount: finance.invalidAmount }],
        [{ amount: -1 }, finance.invalidAmount, { amount: finance.invalidAmount }],
        [{ amount: 1.005 }, finance.invalidAmount, { amount: finance.invalidAmount }],
        [{ amount: '12000' }, finance.invalidAmount, { amount: finance.invalidAmount }],
        [
          { expenseDate: dayFromToday(1) },
          finance.invalidDate,
          { expenseDate: finance.invalidDate },
        ],
        [{ expenseDate: '2024-02-30' }, finance.invalidDate, { expenseDate: finance.invalidDate }],
        [{ description: '   ' }, finance.required, { description: 'Description is required' }],
        [
          { description: 'd'.repeat(201) },
          finance.required,
          { description: 'Description must be at most 200 characters long' },
        ],
        [{ description: undefined }, finance.required, { description: 'Description is required' }],
        [{ amount: undefined }, finance.required, { amount: 'Amount is required' }],
        [{ projectId: projectB.id }, messages.reference.wrongCommunity],
        [{ projectId: MISSING_ID }, messages.reference.wrongCommunity],
      ];
      for (const [overrides, message, errors] of cases) {
        await refused(
          () => world.a.admin.post(EXPENSES, expenseBody(overrides)),
          400,
          message,
          errors,
        );
      }
    });

    it('the Super admin names the community; Members 403', async () => {
      await refused(
        () => world.root.post(EXPENSES, expenseBody()),
        400,
        messages.reference.chooseCommunity,
      );
      const named = await world.root.post(EXPENSES, expenseBody({ communityId: world.b.id }));
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json<FinanceRecord>().comId).toBe(world.b.id);
      await refused(() => world.member.post(EXPENSES, expenseBody()), 403, messages.auth.forbidden);
    });
  });

  describe('POST /api/Wallets/{id}/Reverse', () => {
    const reverse = (as: Caller, id: number, reason: unknown = 'Entered twice') =>
      as.post(reverseUrl(id), { reason });

    it('reverses a payment once: the opposite effects, dated today', async () => {
      const payment = await recordedPayment(
        app,
        world.a.admin.token,
        paymentBody(payerA.residentId, { amount: 300, projectId: projectA.id }),
      );
      const response = await reverse(world.a.admin, payment.id, '  Bounced transfer  ');
      expect(response.statusCode, response.body).toBe(201);
      const reversal = response.json<FinanceRecord>();
      expect(reversal).toEqual({
        id: expect.any(Number),
        createdDate: todayInLagos(),
        desc: `Reversal of ${payment.transactionId}: Bounced transfer`,
        debAmount: 300,
        credAmount: 0,
        payStatus: 'paid',
        transactionId: expect.stringMatching(/^NB[A-Z2-9]{12}$/),
        kind: 'reversal',
        comId: world.a.id,
        residentId: payerA.residentId,
        projectId: projectA.id,
        reversesEntryId: payment.id,
        reversible: false,
        receiptNumber: null,
      });
      const stored = await storedEntry(app, reversal.id);
      expect(stored).toMatchObject({ reversesKind: 'payment', reason: 'Bounced transfer' });
      expect(Number(stored.owedKobo)).toBe(30000);

      await refused(() => reverse(world.a.admin, payment.id), 409, finance.alreadyReversed);
      await refused(() => reverse(treasurer, payment.id), 409, finance.alreadyReversed);
      await refused(() => reverse(world.a.admin, reversal.id), 409, finance.reversalOfReversal);
    });

    it('reverses an expense and a dues charge', async () => {
      const expense = (
        await world.a.admin.post(EXPENSES, expenseBody({ amount: 45.5 }))
      ).json<FinanceRecord>();
      const undone = await reverse(treasurer, expense.id);
      expect(undone.statusCode, undone.body).toBe(201);
      expect(undone.json<FinanceRecord>()).toMatchObject({ debAmount: 0, credAmount: 45.5 });
      expect((await storedEntry(app, undone.json<FinanceRecord>().id)).reversesKind).toBe(
        'expense',
      );

      const billed = await world.a.admin.post(BILLING, { month: currentMonth() });
      expect([200, 201]).toContain(billed.statusCode);
      const charge = await app.db
        .selectFrom('ledgerEntries')
        .select('id')
        .where('residentId', '=', payerA.residentId)
        .where('kind', '=', 'charge')
        .executeTakeFirstOrThrow();
      const response = await reverse(world.a.admin, charge.id, 'Waived');
      expect(response.statusCode, response.body).toBe(201);
      const reversal = response.json<FinanceRecord>();
      expect(reversal).toMatchObject({
        debAmount: 0,
        credAmount: 0,
        residentId: payerA.residentId,
      });
      expect(Number((await storedEntry(app, reversal.id)).owedKobo)).toBe(-2500000);
    });

    it('another community’s or a missing entry: 404; the Super admin may reverse any', async () => {
      const payment = await recordedPayment(
        app,
        world.a.admin.token,
        paymentBody(payerA.residentId),
      );
      await refused(() => reverse(world.b.admin, payment.id), 404, finance.entryNotFound);
      await refused(() => reverse(world.a.admin, MISSING_ID), 404, finance.entryNotFound);
      await refused(() => reverse(world.member, payment.id), 403, messages.auth.forbidden);
      const byRoot = await reverse(world.root, payment.id);
      expect(byRoot.statusCode, byRoot.body).toBe(201);
      expect(byRoot.json<FinanceRecord>().comId).toBe(world.a.id);
    });

    it('needs a reason of 1..200 characters: reasonRequired', async () => {
      const payment = await recordedPayment(
        app,
        world.a.admin.token,
        paymentBody(payerA.residentId),
      );
      const reasons: [unknown, string][] = [
        ['', 'Reason is required'],
        ['   ', 'Reason is required'],
        ['r'.repeat(201), 'Reason must be at most 200 characters long'],
        [42, finance.reasonRequired],
        [null, finance.reasonRequired],
      ];
      for (const [reason, text] of reasons) {
        await refused(
          () => reverse(world.a.admin, payment.id, reason),
          400,
          finance.reasonRequired,
          { reason: text },
        );
      }
      await refused(
        () => world.a.admin.post(reverseUrl(payment.id), {}),
        400,
        finance.reasonRequired,
        { reason: 'Reason is required' },
      );
    });
  });

  describe('the ledger is append-only in the database', () => {
    it('refuses UPDATE and DELETE of ledger entries', async () => {
      const payment = await recordedPayment(
        app,
        world.a.admin.token,
        paymentBody(payerA.residentId),
      );
      await expect(
        sql`update ledger_entries set description = 'changed' where id = ${payment.id}`.execute(
          app.db,
        ),
      ).rejects.toThrow(/append-only/);
      await expect(
        sql`delete from ledger_entries where id = ${payment.id}`.execute(app.db),
      ).rejects.toThrow(/append-only/);
      await expect(
        app.db.updateTable('ledgerEntries').set({ creditKobo: 1 }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(app.db.deleteFrom('ledgerEntries').execute()).rejects.toThrow(/append-only/);
      if (app.dialect === 'postgres') {
        await expect(sql`truncate ledger_entries cascade`.execute(app.db)).rejects.toThrow(
          /append-only/,
        );
      }
      expect((await storedEntry(app, payment.id)).description).toBe(payment.desc);
    });
  });

  describe('deleting what the ledger names', () => {
    it('a resident with ledger entries cannot be deleted (409)', async () => {
      const refs = await residentRefs(world.a.admin);
      const owing = await createResident(app, world.a.id, refs);
      await recordedPayment(app, world.a.admin.token, paymentBody(owing.residentId));
      const response = await world.a.admin.delete(`/api/Residents/${owing.residentId}`);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: finance.hasLedgerEntries });
      expect(
        await app.db
          .selectFrom('residents')
          .select('id')
          .where('id', '=', owing.residentId)
          .executeTakeFirst(),
      ).toBeDefined();

      const clean = await createResident(app, world.a.id, refs);
      const deleted = await world.a.admin.delete(`/api/Residents/${clean.residentId}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
    });

    it('a resident whose account recorded entries cannot be deleted either (409)', async () => {
      const refs = await residentRefs(world.a.admin);
      const clerk = await createResident(app, world.a.id, refs, {
        roleName: 'Treasurer',
        password: 'treasurer password',
      });
      const token = await signIn(app, clerk.email, 'treasurer password');
      await recordedPayment(app, token, paymentBody(payerA.residentId));
      const response = await world.a.admin.delete(`/api/Residents/${clerk.residentId}`);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: finance.hasLedgerEntries });
    });

    it('a community with ledger entries cannot be deleted (409)', async () => {
      const id = await app.repos.communities.create({
        communityName: `Ledger Estate ${Date.now()}`,
        communityAddress: '1 Ledger Close',
        street: '',
        lga: '',
        state: '',
        country: '',
        email: `ledger-${Date.now()}@example.ng`,
        mobileNumber: '',
        fullName: '',
        title: '',
        adminEmail: `ledger-admin-${Date.now()}@example.ng`,
        pKey: '',
        advertpage: '',
        whatspplink: '',
        telegramlink: '',
        portal: '',
        referralId: '',
        dateOfReg: new Date().toISOString(),
        communityTypeId: 1,
        bankName: '',
        bankAccountNumber: '',
      });
      const expense = await world.root.post(EXPENSES, expenseBody({ communityId: id }));
      expect(expense.statusCode, expense.body).toBe(201);
      const response = await world.root.delete(`/api/Communities/${id}`);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: messages.community.inUse });
    });
  });
});
