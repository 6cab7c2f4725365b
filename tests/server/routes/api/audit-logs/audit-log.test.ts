/**
 * The audit log (issue 7, Audit log), on both databases: one row per sign-in (success, failure,
 * throttled), refused authorization, ledger operation (billing, payment, expense, reversal, advert
 * fee, advert payment), role change (resident role, exco assigned and removed) and ID-document
 * download, each with the right actor, community, action, target and client address; nothing
 * secret in any row (passwords, reset codes, tokens); an operation that rolls back leaves no row;
 * a failed audit insert never turns a refusal into a 500; and `GET /api/AuditLogs` rights,
 * search and paging.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import type { AuditLogEntry } from '../../../../../src/shared/contract/audit.js';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import type { Repositories } from '../../../../../src/server/repositories/index.js';
import { advertFields, sectionsOf, graphics, logo } from '../../../support/adverts-fixtures.js';
import { multipart, type FilePart } from '../../../support/files-fixtures.js';
import {
  bearer,
  build,
  createMember,
  createSuperAdmin,
  createUserWithRole,
  registerCommunity,
  unique,
} from '../../../support/helper.js';
import {
  currentMonth,
  dayFromToday,
  expenseBody,
  paymentBody,
} from '../../../support/ledger-fixtures.js';
import {
  createResident,
  residentRefs,
  type ResidentRefs,
} from '../../../support/people-fixtures.js';
import {
  editForm,
  fileIdIn,
  idDocument,
  mailTo,
  residentForm,
  residentPhoto,
  roleIdOf,
} from '../../../support/residents-fixtures.js';
import { caller } from '../../../support/tenant-fixtures.js';

/** Every request of this file comes from here (unless a test says otherwise). */
const ADDRESS = '198.51.100.23';
const AUDIT = '/api/AuditLogs';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
}

describe('audit log', { timeout: 60_000 }, () => {
  let app: App;
  let a: number;
  let b: number;
  let adminA: Person;
  let adminB: Person;
  let treasurerA: Person;
  let member: Person;
  let root: Person;
  let refsA: ResidentRefs;
  /** Every password, token and code the file used, to look for in the rows. */
  const secrets = new Set<string>();

  function send(
    token: string | null,
    method: Method,
    url: string,
    payload?: unknown,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    return app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress ?? ADDRESS,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  async function sendMultipart(
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
    files: FilePart[],
  ) {
    const body = await multipart(fields, files);
    return send(token, method, url, body.payload, { headers: body.headers });
  }

  /** POST /api/Wallets/Payments with a fresh Idempotency-Key. */
  function pay(token: string, body: Record<string, unknown>) {
    return send(token, 'POST', '/api/Wallets/Payments', body, {
      headers: { 'idempotency-key': `key-${unique()}` },
    });
  }

  function login(identifier: string, password: string, remoteAddress = ADDRESS) {
    if (password !== '') secrets.add(password);
    return send(
      null,
      'POST',
      '/api/AuthUser/login',
      { UserUniqueId: identifier, PassWord: password },
      {
        remoteAddress,
      },
    );
  }

  async function person(email: string, password: string): Promise<Person> {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    const { id, authToken } = response.json<{ id: number; authToken: string }>();
    secrets.add(authToken);
    return { id, email, password, token: authToken };
  }

  async function lastId(): Promise<number> {
    const row = await app.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  function rowsSince(id: number) {
    return app.db.selectFrom('auditLog').selectAll().where('id', '>', id).orderBy('id').execute();
  }

  /** Runs `work` and expects it to write exactly one audit row; returns the row. */
  async function oneRow(work: () => Promise<unknown>) {
    return (await oneRowOf(work)).row;
  }

  /** Runs `work` and expects it to write exactly one audit row; returns it and what work gave. */
  async function oneRowOf<T>(work: () => Promise<T>) {
    const since = await lastId();
    const result = await work();
    const rows = await rowsSince(since);
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    const row = rows[0]!;
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return { row, result };
  }

  /** Runs `work` and expects it to write no audit row. */
  async function noRow(work: () => Promise<unknown>) {
    const since = await lastId();
    await work();
    expect(await rowsSince(since)).toEqual([]);
  }

  const expected = (who: Person | null, communityId: number | null) => ({
    actorUserId: who?.id ?? null,
    actorName: who?.email ?? 'anonymous',
    communityId,
    clientAddress: ADDRESS,
  });

  async function expectCreated<T>(response: Awaited<ReturnType<typeof send>>, status = 201) {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  beforeAll(async () => {
    app = await build();
    const regA = await registerCommunity(app);
    const regB = await registerCommunity(app);
    a = regA.community.id;
    b = regB.community.id;
    adminA = await person(regA.registration.adminEmail, regA.registration.adminPassword);
    adminB = await person(regB.registration.adminEmail, regB.registration.adminPassword);
    const treasurer = await createUserWithRole(app, a, 'Treasurer');
    treasurerA = await person(treasurer.email, treasurer.password);
    const memberAccount = await createMember(app, a);
    member = await person(memberAccount.email, memberAccount.password);
    const superAdmin = await createSuperAdmin(app);
    root = await person(superAdmin.email, superAdmin.password);
    refsA = await residentRefs(caller(app, adminA.token));
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(() => app.close());

  describe('sign-in', () => {
    it('a success names the account, as typed, in its community', async () => {
      const typed = `  ${adminA.email.toUpperCase()} `;
      const { row, result: token } = await oneRowOf(async () => {
        const response = await login(typed, adminA.password);
        expect(response.statusCode).toBe(200);
        return response.json<{ authToken: string }>().authToken;
      });
      secrets.add(token);
      expect(row).toMatchObject({
        action: 'sign-in',
        outcome: 'success',
        target: `account ${adminA.id}`,
        actorUserId: adminA.id,
        actorName: adminA.email.toUpperCase(),
        communityId: a,
        clientAddress: ADDRESS,
      });
    });

    it("a wrong password is a failure in the account's community, without an actor id", async () => {
      const row = await oneRow(async () => {
        expect((await login(member.email, `wrong password ${unique()}`)).statusCode).toBe(401);
      });
      expect(row).toMatchObject({
        action: 'sign-in',
        outcome: 'failure',
        target: `account ${member.id}`,
        actorUserId: null,
        actorName: member.email,
        communityId: a,
        clientAddress: ADDRESS,
      });
    });

    it('an unknown account (or a password typed as the name) records no typed text', async () => {
      for (const identifier of [`nobody-${unique()}@example.ng`, `P@ss.word-${unique()}`]) {
        secrets.add(identifier);
        const row = await oneRow(async () => {
          expect((await login(identifier, member.password)).statusCode).toBe(401);
        });
        expect(row).toMatchObject({
          action: 'sign-in',
          outcome: 'failure',
          target: 'unknown account',
          actorUserId: null,
          actorName: 'unknown identifier',
          communityId: null,
          clientAddress: ADDRESS,
        });
      }
    });

    it('a throttled attempt is refused and recorded', async () => {
      const target = await createMember(app, a);
      const elsewhere = '203.0.113.99';
      let status = 0;
      for (let tries = 0; tries < 15 && status !== 429; tries += 1) {
        status = (await login(target.email, `guess ${unique()}`, elsewhere)).statusCode;
      }
      expect(status).toBe(429);
      const row = await oneRow(async () => {
        expect((await login(target.email, target.password, elsewhere)).statusCode).toBe(429);
      });
      expect(row).toMatchObject({
        action: 'sign-in',
        outcome: 'refused',
        target: `account ${target.id} (too many failed attempts)`,
        actorUserId: null,
        actorName: target.email,
        communityId: a,
        clientAddress: elsewhere,
      });
    });

    it('a blank form (400) is no sign-in attempt', async () => {
      await noRow(async () => {
        expect((await login('', '')).statusCode).toBe(400);
      });
    });
  });

  describe('refused authorization', () => {
    it('anonymous: 401 with the path as requested (no query)', async () => {
      const row = await oneRow(async () => {
        expect((await send(null, 'GET', '/api/Streets/7?SearchText=x')).statusCode).toBe(401);
      });
      expect(row).toMatchObject({
        action: 'refused',
        outcome: 'refused',
        target: 'GET /api/Streets/7',
        ...expected(null, null),
      });
    });

    it("a Member on an administrators' route: 403 from the role check", async () => {
      const row = await oneRow(async () => {
        const response = await send(member.token, 'POST', '/api/Wallets/Expenses', expenseBody());
        expect(response.statusCode).toBe(403);
      });
      expect(row).toMatchObject({
        action: 'refused',
        outcome: 'refused',
        target: 'POST /api/Wallets/Expenses',
        ...expected(member, a),
      });
    });

    it("B's Admin naming community A: 403 from the tenant check", async () => {
      const row = await oneRow(async () => {
        const response = await send(adminB.token, 'GET', `/api/Streets/Community/${a}`);
        expect(response.statusCode).toBe(403);
      });
      expect(row).toMatchObject({
        action: 'refused',
        target: `GET /api/Streets/Community/${a}`,
        ...expected(adminB, b),
      });
    });

    it('an ended session: 401, recorded as anonymous', async () => {
      const session = await person(member.email, member.password);
      expect((await send(session.token, 'POST', '/api/AuthUser/logout')).statusCode).toBe(200);
      const row = await oneRow(async () => {
        expect((await send(session.token, 'GET', '/api/AuthUser/me')).statusCode).toBe(401);
      });
      expect(row).toMatchObject({ action: 'refused', target: 'GET /api/AuthUser/me' });
      expect(row).toMatchObject(expected(null, null));
    });

    it('a bad request, an unknown path or a missing record writes nothing', async () => {
      await noRow(async () => {
        expect((await send(adminA.token, 'GET', '/api/Streets/abc')).statusCode).toBe(400);
        expect((await send(null, 'GET', '/api/NoSuchThing/1')).statusCode).toBe(404);
        expect((await send(adminA.token, 'GET', '/api/Streets/999999')).statusCode).toBe(404);
      });
    });

    it('a failed audit insert leaves the refusal a 403 (logged, not answered)', async () => {
      vi.spyOn(app.repos.audit, 'insert').mockRejectedValueOnce(new Error('audit is down'));
      const response = await send(member.token, 'GET', AUDIT);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
      const anonymous = await send(null, 'GET', AUDIT);
      expect(anonymous.statusCode).toBe(401);
    });
  });

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
        return (await expectCreated<{ chargedCount: number }>(run)).chargedCount;
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
        expectCreated<FinanceRecord>(
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
        await expectCreated(await pay(root.token, { ...paymentBody(payerId), communityId: a }));
      });
      expect(row).toMatchObject({ action: 'payment', ...expected(root, a) });
    });

    it('an expense and a reversal', async () => {
      const { row: expenseRow, result: expense } = await oneRowOf(async () =>
        expectCreated<FinanceRecord>(
          await send(adminA.token, 'POST', '/api/Wallets/Expenses', expenseBody()),
        ),
      );
      expect(expenseRow).toMatchObject({
        action: 'expense',
        target: `expense ${expense.transactionId}`,
        ...expected(adminA, a),
      });

      const { row: reversalRow, result: reversal } = await oneRowOf(async () =>
        expectCreated<FinanceRecord>(
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
        expectCreated<Advert>(
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

  describe('role changes and ID documents', () => {
    async function addResident(fields: Record<string, string | number>) {
      return expectCreated<Resident>(
        await sendMultipart(adminA.token, 'POST', '/api/Residents', fields, [
          residentPhoto(),
          idDocument(),
        ]),
      );
    }

    it("a resident's role changed by an administrator; other edits write nothing", async () => {
      const since = await lastId();
      const resident = await addResident(residentForm(refsA));
      expect(await rowsSince(since)).toEqual([]);
      const row = await oneRow(async () => {
        const response = await sendMultipart(
          adminA.token,
          'PUT',
          '/api/Residents',
          editForm(resident, { SelectedRoleId: roleIdOf('Treasurer') }),
          [],
        );
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(row).toMatchObject({
        action: 'role-change',
        outcome: 'success',
        target: `resident ${resident.id} (Member → Treasurer)`,
        ...expected(adminA, a),
      });
      await noRow(async () => {
        const response = await sendMultipart(
          adminA.token,
          'PUT',
          '/api/Residents',
          editForm(resident, { SelectedRoleId: roleIdOf('Treasurer'), Occupation: 'Baker' }),
          [],
        );
        expect(response.statusCode, response.body).toBe(200);
      });
    });

    it('a new resident given more than the Member role', async () => {
      const { row, result: resident } = await oneRowOf(() =>
        addResident(residentForm(refsA, { SelectedRoleId: roleIdOf('Admin') })),
      );
      expect(row).toMatchObject({
        action: 'role-change',
        target: `resident ${resident.id} (new → Admin)`,
        ...expected(adminA, a),
      });
    });

    it('an exco role assigned and removed', async () => {
      const resident = await createResident(app, a, refsA);
      const assigned = await oneRow(async () => {
        const response = await send(adminA.token, 'POST', '/api/Residents/Excos', {
          residentId: resident.residentId,
          roleId: roleIdOf('Secretary'),
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(assigned).toMatchObject({
        action: 'exco-assigned',
        target: `resident ${resident.residentId} (Member → Secretary)`,
        ...expected(adminA, a),
      });
      const removed = await oneRow(async () => {
        // Only an Admin takes an exco role away (issue 12: who may change whom).
        const response = await send(
          adminA.token,
          'DELETE',
          `/api/Residents/Excos/${resident.residentId}`,
        );
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(removed).toMatchObject({
        action: 'exco-removed',
        target: `resident ${resident.residentId} (Secretary → Member)`,
        ...expected(adminA, a),
      });
    });

    it('an ID-document download (GET and HEAD alike); a photo writes nothing', async () => {
      const resident = await addResident(residentForm(refsA));
      const idFile = fileIdIn(resident.idNumberFile);
      const row = await oneRow(async () => {
        const response = await send(treasurerA.token, 'GET', `/api/Files/${idFile}`);
        expect(response.statusCode).toBe(200);
      });
      expect(row).toMatchObject({
        action: 'id-document-download',
        outcome: 'success',
        target: `file ${idFile}`,
        ...expected(treasurerA, a),
      });
      const rootRow = await oneRow(async () => {
        expect((await send(root.token, 'GET', `/api/Files/${idFile}`)).statusCode).toBe(200);
      });
      expect(rootRow).toMatchObject({ target: `file ${idFile}`, ...expected(root, a) });
      // HEAD answers the same headers without the body: audited like GET (issue 12).
      const headRow = await oneRow(async () => {
        expect((await send(adminA.token, 'HEAD', `/api/Files/${idFile}`)).statusCode).toBe(200);
      });
      expect(headRow).toMatchObject({
        action: 'id-document-download',
        target: `file ${idFile}`,
        ...expected(adminA, a),
      });
      await noRow(async () => {
        const photo = fileIdIn(resident.imagePath);
        expect((await send(adminA.token, 'GET', `/api/Files/${photo}`)).statusCode).toBe(200);
        // Not theirs to read: a 404 (the file stays hidden), no download.
        expect((await send(member.token, 'GET', `/api/Files/${idFile}`)).statusCode).toBe(404);
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

    it('a payment, an expense and an exco change that fail after their audit row', async () => {
      const payer = await createResident(app, a, refsA);
      const before = await entries();
      await noRow(async () => {
        failNextTransactionAfterWork();
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
        failNextAuditInsert();
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

  describe('GET /api/AuditLogs', () => {
    const list = (token: string | null, query = '') =>
      send(token, 'GET', `${AUDIT}${query}`).then((response) => {
        return { status: response.statusCode, body: response.body, page: response.json() };
      });

    async function page(token: string, query = '') {
      const response = await list(token, query);
      expect(response.status, response.body).toBe(200);
      return response.page as PagedList<AuditLogEntry>;
    }

    it("administrators read their own community's rows, newest first", async () => {
      for (const who of [adminA, treasurerA]) {
        const { records, totalRecordCount } = await page(who.token, '?PageSize=100');
        expect(totalRecordCount).toBeGreaterThan(10);
        expect(records.every((row) => row.communityId === a)).toBe(true);
        const ids = records.map((row) => row.id);
        expect(ids).toEqual([...ids].sort((x, y) => y - x));
        expect(Object.keys(records[0]!).sort()).toEqual(
          [
            'action',
            'actorName',
            'actorUserId',
            'clientAddress',
            'communityId',
            'createdAt',
            'id',
            'outcome',
            'target',
          ].sort(),
        );
      }
      const ofB = await page(adminB.token, '?PageSize=100');
      expect(ofB.records.every((row) => row.communityId === b)).toBe(true);
      expect(ofB.records.some((row) => row.actorUserId === adminB.id)).toBe(true);
      // Their own community named is fine; another is 403.
      expect((await list(adminA.token, `?communityId=${a}`)).status).toBe(200);
      expect((await list(adminA.token, `?communityId=${b}`)).status).toBe(403);
    });

    it('the Super admin reads every row, or one community with ?communityId', async () => {
      const all = await page(root.token, '?PageSize=100');
      const communities = new Set(all.records.map((row) => row.communityId));
      expect(communities.has(a) && communities.has(b) && communities.has(null)).toBe(true);
      const total = (
        await app.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count;
      expect(all.totalRecordCount).toBe(Number(total));
      const ofA = await page(root.token, `?communityId=${a}&PageSize=100`);
      expect(ofA.records.length).toBeGreaterThan(0);
      expect(ofA.records.every((row) => row.communityId === a)).toBe(true);
    });

    it('Members 403, anonymous 401', async () => {
      expect(await list(member.token)).toMatchObject({
        status: 403,
        page: { message: messages.auth.forbidden },
      });
      expect((await list(null)).status).toBe(401);
    });

    it('searches the action, the target, the actor and the address; pages', async () => {
      const payments = await page(adminA.token, '?SearchText=PAYMENT&PageSize=100');
      expect(payments.records.length).toBeGreaterThan(0);
      for (const row of payments.records) expect(`${row.action} ${row.target}`).toMatch(/payment/i);

      const byActor = await page(adminA.token, `?SearchText=${encodeURIComponent(member.email)}`);
      expect(byActor.records.length).toBeGreaterThan(0);
      expect(byActor.records.every((row) => row.actorName === member.email)).toBe(true);

      const byAddress = await page(root.token, '?SearchText=203.0.113.99&PageSize=100');
      expect(byAddress.records.length).toBeGreaterThan(0);
      expect(byAddress.records.every((row) => row.clientAddress === '203.0.113.99')).toBe(true);

      const byTarget = await page(adminA.token, '?SearchText=/api/Wallets/Expenses');
      expect(byTarget.records.map((row) => row.target)).toContain('POST /api/Wallets/Expenses');

      // LIKE wildcards match literally.
      expect((await page(root.token, '?SearchText=%25')).totalRecordCount).toBe(0);

      const first = await page(adminA.token, '?PageSize=2&PageNumber=1');
      const second = await page(adminA.token, '?PageSize=2&PageNumber=2');
      const both = await page(adminA.token, '?PageSize=4&PageNumber=1');
      expect(first.records).toHaveLength(2);
      expect([...first.records, ...second.records].map((row) => row.id)).toEqual(
        both.records.slice(0, 4).map((row) => row.id),
      );
      expect(first.totalRecordCount).toBe(both.totalRecordCount);
      expect((await list(adminA.token, '?PageSize=101')).status).toBe(400);
    });
  });

  describe('nothing secret in any row', () => {
    async function mailedCode(email: string): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        for (const text of await mailTo(app, email)) {
          const code = /password reset code is: ([A-Z2-9]{4})\b/.exec(text)?.[1];
          if (code) return code;
        }
        if (Date.now() > deadline) throw new Error(`no reset code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('holds no password, reset code or token after sign-ins and a reset', async () => {
      // A reset by e-mailed code, a wrong code first, then sign-in with the new password.
      const forgot = await send(null, 'POST', '/api/AuthUser/ForgotPassword', {
        userUniqueId: member.email,
      });
      expect(forgot.statusCode).toBe(200);
      const code = await mailedCode(member.email);
      const reset = (otp: string, newPassword: string) => {
        secrets.add(newPassword);
        return send(null, 'POST', '/api/AuthUser/ResetPassword', {
          userUniqueId: member.email,
          otp,
          newPassword,
          confirmPassword: newPassword,
        });
      };
      expect((await reset(code === 'ZZZZ' ? 'YYYY' : 'ZZZZ', `never ${unique()}`)).statusCode).toBe(
        400,
      );
      const newPassword = `reset secret ${unique()}`;
      expect((await reset(code, newPassword)).statusCode).toBe(200);
      const after = await person(member.email, newPassword);
      // The password typed as the name, and a forged token.
      expect((await login(newPassword, newPassword)).statusCode).toBe(401);
      const forged = `${after.token.slice(0, -1)}${after.token.endsWith('A') ? 'B' : 'A'}`;
      secrets.add(forged);
      expect((await send(forged, 'GET', '/api/AuthUser/me')).statusCode).toBe(401);

      const rows = await app.db.selectFrom('auditLog').selectAll().execute();
      expect(rows.length).toBeGreaterThan(20);
      const text = JSON.stringify(rows);
      expect(text).toContain(member.email);
      for (const secret of secrets) {
        expect(text.includes(secret), `a secret (${secret.length} characters) in the log`).toBe(
          false,
        );
      }
      // A reset code is 4 characters: looked for as a whole word (not inside an NB… id), and not
      // where it would spell a method of a refused request's target.
      if (!['POST', 'HEAD'].includes(code)) expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    });
  });
});
