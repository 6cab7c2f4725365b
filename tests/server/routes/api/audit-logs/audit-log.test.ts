/**
 * The audit log (issue 7, Audit log), on both databases: one row per sign-in (success, failure,
 * throttled) and refused authorization, with the right actor, community, action, target and
 * client address; a failed audit insert never turns a refusal into a 500; `GET /api/AuditLogs`
 * rights, search and paging; and nothing secret in any row (passwords, reset codes, tokens).
 * Ledger operations: audit-log-ledger.test.ts; role changes and ID documents:
 * audit-log-roles.test.ts. The people and shortcuts: support/audit-trail.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { AuditLogEntry } from '../../../../../src/shared/contract/audit.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import { messages } from '../../../../../src/shared/messages.js';
import { expenseBody, paymentBody } from '../../../support/ledger-fixtures.js';
import { createResident } from '../../../support/people-fixtures.js';
import type { ResidentRefs } from '../../../support/world/records.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import { ADDRESS, AUDIT, auditTrail, type Person } from '../../../support/audit-trail.js';
import { build, createMember, unique } from '../../../support/helper.js';

describe('audit log: sign-ins, refusals and reading the log', { timeout: 60_000 }, () => {
  let app: App;
  const trail = auditTrail(() => app);
  const { send, pay, login, person, oneRow, oneRowOf, noRow, expected, secrets } = trail;
  let a: number;
  let b: number;
  let adminA: Person;
  let adminB: Person;
  let treasurerA: Person;
  let member: Person;
  let root: Person;
  let refsA: ResidentRefs;

  beforeAll(async () => {
    app = await build();
    ({ a, b, adminA, adminB, treasurerA, member, root, refsA } = await trail.cast());
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

  describe('GET /api/AuditLogs', () => {
    // A payment in A, so that a search finds one (the ledger's rows: audit-log-ledger.test.ts).
    beforeAll(async () => {
      const payer = await createResident(app, a, refsA);
      const response = await pay(adminA.token, paymentBody(payer.residentId));
      expect(response.statusCode, response.body).toBe(201);
    });

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
