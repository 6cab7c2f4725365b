/**
 * The audit log (issue 7) of ledger operations, on both databases: one row per billing run,
 * payment, expense, reversal, advert fee and advert payment, with the right actor, community and
 * target; none for a replay or a refusal; and an operation that rolls back, or whose audit row
 * cannot be written, leaves no row (and does not happen). The people and shortcuts:
 * support/audit-trail.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import type { Repositories } from '../../../../../src/server/repositories/index.js';
import { advertFields, graphics, logo, sectionsOf } from '../../../support/adverts-fixtures.js';
import {
  currentMonth,
  dayFromToday,
  expenseBody,
  paymentBody,
} from '../../../support/ledger-fixtures.js';
import { createResident } from '../../../support/people-fixtures.js';
import { roleIdOf } from '../../../support/residents-fixtures.js';
import { caller } from '../../../support/world/requests.js';
import { auditTrail, type Person } from '../../../support/audit-trail.js';
import { build, unique } from '../../../support/helper.js';
import type { ResidentRefs } from '../../../support/world/records.js';

describe('audit log: ledger operations', { timeout: 60_000 }, () => {
  let app: App;
  const trail = auditTrail(() => app);
  const { send, sendMultipart, pay, oneRow, oneRowOf, noRow, expected, answered } = trail;
  let a: number;
  let adminA: Person;
  let treasurerA: Person;
  let root: Person;
  let refsA: ResidentRefs;

  beforeAll(async () => {
    app = await build();
    ({ a, adminA, treasurerA, root, refsA } = await trail.cast());
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(() => app.close());

  describe('ledger operations', () => {
    let payerId: number;

    beforeAll(async () => {
      payerId = (await createResident(app, a, refsA, { fullName: 'Bola Payer' })).residentId;
    });

    it('billing: one row for a run that charged; none for a repeat', async () => {
      const { row, result: charged } = await oneRowOf(async () => {
        const run = await send(adminA.token, 'POST', '/api/Wallets/Billing', {
          month: currentMonth(),
        });
        return (await answered<{ chargedCount: number }>(run)).chargedCount;
      });
      const count = charged === 1 ? '1 charge' : `${charged} charges`;
      expect(row).toMatchObject({
        action: 'billing',
        outcome: 'success',
        target: `billing ${currentMonth()} (${count})`,
        ...expected(adminA, a),
      });
      await noRow(async () => {
        const again = await send(adminA.token, 'POST', '/api/Wallets/Billing', {
          month: currentMonth(),
        });
        expect(again.statusCode).toBe(200);
      });
    });

    it('a payment: one row; its replay writes none', async () => {
      const key = `key-${unique()}`;
      const body = paymentBody(payerId);
      const headers = { 'idempotency-key': key };
      const { row, result: payment } = await oneRowOf(async () =>
        answered<FinanceRecord>(
          await send(treasurerA.token, 'POST', '/api/Wallets/Payments', body, { headers }),
        ),
      );
      expect(row).toMatchObject({
        action: 'payment',
        outcome: 'success',
        target: `payment ${payment.transactionId}`,
        ...expected(treasurerA, a),
      });
      await noRow(async () => {
        const replay = await send(treasurerA.token, 'POST', '/api/Wallets/Payments', body, {
          headers,
        });
        expect(replay.statusCode).toBe(201);
        expect(replay.headers['idempotent-replayed']).toBe('true');
      });
    });

    it("the Super admin's payment belongs to the community it names", async () => {
      const row = await oneRow(async () => {
        await answered(await pay(root.token, { ...paymentBody(payerId), communityId: a }));
      });
      expect(row).toMatchObject({ action: 'payment', ...expected(root, a) });
    });

    it('an expense and a reversal', async () => {
      const { row: expenseRow, result: expense } = await oneRowOf(async () =>
        answered<FinanceRecord>(
          await send(adminA.token, 'POST', '/api/Wallets/Expenses', expenseBody()),
        ),
      );
      expect(expenseRow).toMatchObject({
        action: 'expense',
        target: `expense ${expense.transactionId}`,
        ...expected(adminA, a),
      });

      const { row: reversalRow, result: reversal } = await oneRowOf(async () =>
        answered<FinanceRecord>(
          await send(adminA.token, 'POST', `/api/Wallets/${expense.id}/Reverse`, {
            reason: 'Entered twice',
          }),
        ),
      );
      expect(reversalRow).toMatchObject({
        action: 'reversal',
        target: `reversal ${reversal.transactionId} of expense ${expense.transactionId}`,
        ...expected(adminA, a),
      });

      // A refused operation (409: already reversed) writes no row.
      await noRow(async () => {
        const again = await send(adminA.token, 'POST', `/api/Wallets/${expense.id}/Reverse`, {
          reason: 'Again',
        });
        expect(again.statusCode).toBe(409);
      });
    });

    it("an advert's fee and its payment", async () => {
      const sections = await sectionsOf(caller(app, adminA.token), a);
      const fields = advertFields(sections[0]!, todayInLagos(), { ResidentId: payerId });
      const { row: feeRow, result: advert } = await oneRowOf(async () =>
        answered<Advert>(
          await sendMultipart(adminA.token, 'POST', '/api/Adverts/CreateAdvert', fields, [
            graphics(),
            logo(),
          ]),
        ),
      );
      expect(feeRow).toMatchObject({
        action: 'advert-fee',
        target: `advert ${advert.id} fee ${advert.feeTransactionId}`,
        ...expected(adminA, a),
      });

      const paymentRow = await oneRow(async () => {
        const paid = await send(treasurerA.token, 'POST', `/api/Adverts/${advert.id}/Payment`, {
          method: 'Cash',
        });
        expect(paid.statusCode, paid.body).toBe(201);
      });
      expect(paymentRow).toMatchObject({ action: 'advert-payment', ...expected(treasurerA, a) });
      expect(paymentRow.target).toMatch(new RegExp(`^advert ${advert.id} payment NB[A-Z2-9]{12}$`));

      await noRow(async () => {
        const twice = await send(adminA.token, 'POST', `/api/Adverts/${advert.id}/Payment`, {
          method: 'Cash',
        });
        expect(twice.statusCode).toBe(409);
      });
    });
  });

  describe('operations that roll back leave no row', () => {
    type Work = (repos: Repositories) => Promise<unknown>;

    /** The next transaction does its work, then fails: as a late error or a failed commit. */
    function failNextTransactionAfterWork() {
      const original = app.repos.transaction.bind(app.repos);
      vi.spyOn(app.repos, 'transaction').mockImplementationOnce(((work: Work) =>
        original(async (trx) => {
          await work(trx);
          throw new Error('the transaction failed after its work');
        })) as Repositories['transaction']);
    }

    /**
     * The next payment's key or audit row breaks a NOT NULL column, so the database refuses that
     * insert after the entry's: the payment is one statement (PostgreSQL) or one transaction
     * (SQLite), so nothing of it may remain.
     */
    function failNextPaymentInsert(part: 'key' | 'audit') {
      const original = app.repos.ledger.insertPayment.bind(app.repos.ledger);
      vi.spyOn(app.repos.ledger, 'insertPayment').mockImplementationOnce((write) =>
        original(
          part === 'key'
            ? { ...write, key: { ...write.key!, requestHash: null as never } }
            : { ...write, audit: { ...write.audit!, actorName: null as never } },
        ),
      );
    }

    /** The next transaction's audit insert fails. */
    function failNextAuditInsert() {
      const original = app.repos.transaction.bind(app.repos);
      vi.spyOn(app.repos, 'transaction').mockImplementationOnce(((work: Work) =>
        original(async (trx) => {
          trx.audit.insert = () => Promise.reject(new Error('audit is down'));
          return work(trx);
        })) as Repositories['transaction']);
    }

    async function entries() {
      const rows = await app.db.selectFrom('ledgerEntries').select('id').execute();
      return rows.length;
    }

    it('a payment whose key row fails, and an expense and an exco change that fail after their audit row', async () => {
      const payer = await createResident(app, a, refsA);
      const before = await entries();
      await noRow(async () => {
        failNextPaymentInsert('key');
        const payment = await pay(adminA.token, paymentBody(payer.residentId));
        expect(payment.statusCode).toBe(500);
        failNextTransactionAfterWork();
        const expense = await send(adminA.token, 'POST', '/api/Wallets/Expenses', expenseBody());
        expect(expense.statusCode).toBe(500);
        failNextTransactionAfterWork();
        const exco = await send(adminA.token, 'POST', '/api/Residents/Excos', {
          residentId: payer.residentId,
          roleId: roleIdOf('Exco'),
        });
        expect(exco.statusCode).toBe(500);
      });
      expect(await entries()).toBe(before);
    });

    it('an operation whose audit row cannot be written does not happen', async () => {
      const payer = await createResident(app, a, refsA);
      const before = await entries();
      await noRow(async () => {
        failNextPaymentInsert('audit');
        const payment = await pay(
          adminA.token,
          paymentBody(payer.residentId, { paymentDate: dayFromToday(-3) }),
        );
        expect(payment.statusCode).toBe(500);
        failNextAuditInsert();
        const role = await send(adminA.token, 'POST', '/api/Residents/Excos', {
          residentId: payer.residentId,
          roleId: roleIdOf('Exco'),
        });
        expect(role.statusCode).toBe(500);
      });
      expect(await entries()).toBe(before);
      const stored = await app.db
        .selectFrom('residents')
        .innerJoin('users', 'users.id', 'residents.userId')
        .innerJoin('roles', 'roles.id', 'users.roleId')
        .select('roles.roleName')
        .where('residents.id', '=', payer.residentId)
        .executeTakeFirstOrThrow();
      expect(stored.roleName).toBe('Member');
    });
  });

  it('keeps every password and token out of the rows', async () => {
    await trail.expectNoSecrets();
  });
});
