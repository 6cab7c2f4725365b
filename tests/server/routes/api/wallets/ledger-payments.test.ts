/**
 * The ledger's payments (issue 5): POST /api/Wallets/Payments records a payment (CR on the wallet,
 * less owed), with its Idempotency-Key replays; every message and role rule, and nothing written
 * on a refusal. Billing: ledger-billing.test.ts; expenses, reversals and the rest:
 * ledger-corrections.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../../../src/shared/finance.js';
import { fieldLabel, messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import {
  dayFromToday,
  refuser,
  ledgerCounts,
  ledgerWorld,
  pay,
  paymentBody,
  reverseUrl,
  storedEntry,
} from '../../../support/ledger-fixtures.js';
import type { TestResident } from '../../../support/people-fixtures.js';
import type { Caller, World } from '../../../support/tenant-fixtures.js';

const { finance } = messages;
const MISSING_ID = 2_147_483_647;

describe('Ledger writes: payments', () => {
  let app: App;
  let world: World;
  let treasurer: Caller;
  let payerA: TestResident;
  let residentB: TestResident;
  let projectA: { id: number; projectName: string };
  let projectB: { id: number };

  beforeAll(async () => {
    app = await build();
    ({ world, treasurer, payerA, residentB, projectA, projectB } = await ledgerWorld(app));
  }, 60_000);
  afterAll(() => app.close());

  const refused = refuser(() => app);

  describe('POST /api/Wallets/Payments', () => {
    it('records a payment: CR on the wallet, lowers what the resident owes', async () => {
      const response = await pay(
        app,
        world.a.admin.token,
        paymentBody(payerA.residentId, {
          reference: '  TRF-77  ',
          method: 'Cash',
          projectId: projectA.id,
          amount: 5000.5,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      const record = response.json<FinanceRecord>();
      expect(record).toEqual({
        id: expect.any(Number),
        createdDate: dayFromToday(-1),
        desc: `Payment from Bola Payer by Cash (ref TRF-77) toward ${projectA.projectName}`,
        debAmount: 0,
        credAmount: 5000.5,
        payStatus: 'paid',
        transactionId: expect.stringMatching(/^NB[A-Z2-9]{12}$/),
        kind: 'payment',
        comId: world.a.id,
        residentId: payerA.residentId,
        projectId: projectA.id,
        reversesEntryId: null,
        reversible: true,
        receiptNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
      });
      const stored = await storedEntry(app, record.id);
      expect(stored).toMatchObject({
        method: 'Cash',
        reference: 'TRF-77',
        billingMonth: null,
        status: 'paid',
      });
      expect(Number(stored.creditKobo)).toBe(500050);
      expect(Number(stored.owedKobo)).toBe(-500050);
      expect(Number(stored.debitKobo)).toBe(0);
    });

    it('a payment without a reference or project; the Treasurer may record it', async () => {
      const body = paymentBody(payerA.residentId, { reference: undefined, method: 'POS' });
      const response = await pay(app, treasurer.token, body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<FinanceRecord>()).toMatchObject({
        desc: 'Payment from Bola Payer by POS',
        projectId: null,
        comId: world.a.id,
      });
    });

    it('accepts today and 2000-01-01', async () => {
      for (const paymentDate of [todayInLagos(), '2000-01-01']) {
        const response = await pay(
          app,
          world.a.admin.token,
          paymentBody(payerA.residentId, { paymentDate }),
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<FinanceRecord>().createdDate).toBe(paymentDate);
      }
    });

    it.each([
      ['zero', 0],
      ['negative', -5],
      ['three decimals', 10.123],
      ['numeric text', '5000'],
      ['text', 'five'],
      ['null', null],
      ['a fraction of a kobo', 0.001],
    ])('refuses an amount that is %s: invalidAmount', async (_name, amount) => {
      await refused(
        () => pay(app, world.a.admin.token, paymentBody(payerA.residentId, { amount })),
        400,
        finance.invalidAmount,
        { amount: finance.invalidAmount },
      );
    });

    it('refuses an amount above the cap with its own message (issue 12)', async () => {
      await refused(
        () =>
          pay(
            app,
            world.a.admin.token,
            paymentBody(payerA.residentId, { amount: MAX_AMOUNT_NAIRA + 1 }),
          ),
        400,
        finance.amountTooLarge,
        { amount: finance.amountTooLarge },
      );
    });

    it.each([
      ['tomorrow', () => dayFromToday(1)],
      ['not a real day', () => '2025-02-30'],
      ['before 2000', () => '1999-12-31'],
      ['another format', () => '12/01/2025'],
      ['text', () => 'yesterday'],
      ['empty', () => ''],
    ])('refuses a payment date that is %s: invalidDate', async (_name, paymentDate) => {
      await refused(
        () =>
          pay(
            app,
            world.a.admin.token,
            paymentBody(payerA.residentId, { paymentDate: paymentDate() }),
          ),
        400,
        finance.invalidDate,
        { paymentDate: finance.invalidDate },
      );
    });

    it('refuses an unknown method: invalidMethod', async () => {
      for (const method of ['Barter', '', 'cash']) {
        await refused(
          () => pay(app, world.a.admin.token, paymentBody(payerA.residentId, { method })),
          400,
          finance.invalidMethod,
          { method: finance.invalidMethod },
        );
      }
    });

    it('refuses missing fields and a long reference: required', async () => {
      for (const field of ['residentId', 'amount', 'paymentDate', 'method']) {
        const body: Record<string, unknown> = paymentBody(payerA.residentId);
        delete body[field];
        await refused(() => pay(app, world.a.admin.token, body), 400, finance.required, {
          [field]: `${fieldLabel(field)} is required`,
        });
      }
      const long = paymentBody(payerA.residentId, { reference: 'R'.repeat(101) });
      await refused(() => pay(app, world.a.admin.token, long), 400, finance.required, {
        reference: 'Reference must be at most 100 characters long',
      });
    });

    it('refuses another community’s or an unknown resident or project', async () => {
      const cases = [
        paymentBody(residentB.residentId),
        paymentBody(MISSING_ID),
        paymentBody(payerA.residentId, { projectId: projectB.id }),
        paymentBody(payerA.residentId, { projectId: MISSING_ID }),
      ];
      for (const body of cases) {
        await refused(
          () => pay(app, world.a.admin.token, body),
          400,
          messages.reference.wrongCommunity,
        );
      }
      // Admin of B naming A's resident.
      await refused(
        () => pay(app, world.b.admin.token, paymentBody(payerA.residentId)),
        400,
        messages.reference.wrongCommunity,
      );
    });

    it('needs an Idempotency-Key of 1..200 visible ASCII characters', async () => {
      const body = paymentBody(payerA.residentId);
      for (const key of [null, '', 'has space', 'k'.repeat(201), 'naïra']) {
        await refused(
          () => pay(app, world.a.admin.token, body, key),
          400,
          finance.idempotencyKeyRequired,
          { 'idempotency-key': finance.idempotencyKeyRequired },
        );
      }
      const longest = await pay(app, world.a.admin.token, body, 'k'.repeat(200));
      expect(longest.statusCode, longest.body).toBe(201);
    });

    it('replays the same key and values; refuses the key with other values (422)', async () => {
      const key = `pay-${Date.now()}`;
      const body = paymentBody(payerA.residentId, { amount: 777 });
      const first = await pay(app, world.a.admin.token, body, key);
      expect(first.statusCode, first.body).toBe(201);
      const before = await ledgerCounts(app);

      const replay = await pay(app, world.a.admin.token, { ...body, reference: 'TRF-001 ' }, key);
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      // The Treasurer of the same community retrying with the same key gets the same answer.
      const byTreasurer = await pay(app, treasurer.token, body, key);
      expect(byTreasurer.json()).toEqual(first.json());
      expect(await ledgerCounts(app)).toEqual(before);

      await refused(
        () => pay(app, world.a.admin.token, { ...body, amount: 778 }, key),
        422,
        finance.idempotencyKeyReused,
      );
      await refused(
        () => pay(app, world.a.admin.token, { ...body, method: 'Cash' }, key),
        422,
        finance.idempotencyKeyReused,
      );
      // Reversed since: a retry still answers the first result, and writes nothing.
      const first201 = first.json<FinanceRecord>();
      const undone = await world.a.admin.post(reverseUrl(first201.id), { reason: 'Duplicate' });
      expect(undone.statusCode, undone.body).toBe(201);
      const afterReversal = await ledgerCounts(app);
      const late = await pay(app, world.a.admin.token, body, key);
      expect(late.json()).toEqual(first201);
      expect(await ledgerCounts(app)).toEqual(afterReversal);
      // Keys are per community: B may use the same key for its own payment.
      const inB = await pay(app, world.b.admin.token, paymentBody(residentB.residentId), key);
      expect(inB.statusCode, inB.body).toBe(201);
      expect(inB.json<FinanceRecord>().comId).toBe(world.b.id);
    });

    it('the Super admin names the community; Members 403; anonymous 401', async () => {
      await refused(
        () => pay(app, world.root.token, paymentBody(payerA.residentId)),
        400,
        messages.reference.chooseCommunity,
      );
      const named = await pay(
        app,
        world.root.token,
        paymentBody(payerA.residentId, { communityId: world.a.id }),
      );
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json<FinanceRecord>().comId).toBe(world.a.id);
      await refused(
        () => pay(app, world.member.token, paymentBody(payerA.residentId)),
        403,
        messages.auth.forbidden,
      );
      await refused(
        () =>
          app.inject({
            method: 'POST',
            url: '/api/Wallets/Payments',
            headers: { 'idempotency-key': 'anon' },
            payload: paymentBody(payerA.residentId),
          }),
        401,
        messages.auth.signInRequired,
      );
    });

    it('an administrator’s communityId is ignored (their own community)', async () => {
      await refused(
        () =>
          pay(
            app,
            world.b.admin.token,
            paymentBody(payerA.residentId, { communityId: world.a.id }),
          ),
        400,
        messages.reference.wrongCommunity,
      );
    });
  });
});
