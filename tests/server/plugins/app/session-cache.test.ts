/**
 * The session cache across processes (issue 14). On PostgreSQL each server keeps the sessions it
 * has just checked; two apps on one database stand for two server processes. A logout, a
 * revocation or a demotion made anywhere (the other server, or psql) reaches the other one as
 * the database's notice; in the same process the write itself empties the cache. SQLite keeps
 * one server on its file and caches nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import { ROLE_IDS } from '../../../../src/shared/roles.js';
import { normalizeEmail } from '../../../../src/shared/identity.js';
import type { App } from '../../../../src/server/app.js';
import type { Repositories } from '../../../../src/server/repositories/index.js';
import { hashToken } from '../../../../src/server/services/accounts/tokens.js';
import {
  bearer,
  build,
  createTestTarget,
  registerCommunity,
  signIn,
  usePostgres,
  type TestTarget,
} from '../../support/helper.js';

/** An administrators-only route. */
const ADMIN_ROUTE = '/api/Streets';

describe.runIf(!usePostgres)('session cache on SQLite', () => {
  it('is off: every request reads its session from the file', async () => {
    const app = await build();
    try {
      expect(app.sessionCache).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe.runIf(usePostgres)('session cache across servers', { timeout: 30_000 }, () => {
  let target: TestTarget;
  let a: App;
  let b: App;
  let psql: pg.Client;

  beforeAll(async () => {
    target = await createTestTarget();
    a = await build({ target });
    b = await build({ target });
    psql = new pg.Client({ connectionString: target.databaseUrl! });
    await psql.connect();
  }, 30_000);

  afterAll(async () => {
    await psql?.end();
    await a?.close();
    await b?.close();
    await target?.dispose();
  });

  const read = (app: App, token: string) =>
    app.inject({ url: ADMIN_ROUTE, headers: bearer(token) });

  /** A new Admin signed in on server A, whose session server B has checked (and cached). */
  async function adminSeenByB() {
    const { registration } = await registerCommunity(a);
    const token = await signIn(a, registration.adminEmail, registration.adminPassword);
    expect((await read(b, token)).statusCode).toBe(200);
    const account = await a.repos.users.findByEmail(normalizeEmail(registration.adminEmail));
    return { token, userId: account!.id };
  }

  /** The server has heard the database's notice: the session is no longer cached. */
  async function heardBy(app: App, token: string) {
    await vi.waitFor(
      () => expect(app.sessionCache!.get(hashToken(token), Date.now())).toBeUndefined(),
      { timeout: 2_000 },
    );
    return read(app, token);
  }

  it('serves a checked session from the cache', async () => {
    const { token } = await adminSeenByB();
    expect(b.sessionCache!.size).toBeGreaterThan(0);
    expect((await read(b, token)).statusCode).toBe(200);
  });

  it('refuses a session logged out on the other server', async () => {
    const { token } = await adminSeenByB();
    const logout = await a.inject({
      method: 'POST',
      url: '/api/AuthUser/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await heardBy(b, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.auth.sessionEnded });
  });

  it('refuses a session revoked by hand in the database, and a demoted Admin', async () => {
    const revoked = await adminSeenByB();
    await psql.query('update sessions set revoked_at = $1 where user_id = $2', [
      new Date().toISOString(),
      revoked.userId,
    ]);
    expect((await heardBy(b, revoked.token)).statusCode).toBe(401);

    const demoted = await adminSeenByB();
    await psql.query('update users set role_id = $1 where id = $2', [
      ROLE_IDS.Member,
      demoted.userId,
    ]);
    const refused = await heardBy(b, demoted.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
  });

  it('refuses at once in the process that wrote the change', async () => {
    const { token } = await adminSeenByB();
    expect((await read(a, token)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/AuthUser/logout', headers: bearer(token) });
    expect((await read(a, token)).statusCode).toBe(401);

    const other = await adminSeenByB();
    expect((await read(b, other.token)).statusCode).toBe(200);
    await b.db.updateTable('sessions').set({ revokedAt: new Date().toISOString() }).execute();
    expect((await read(b, other.token)).statusCode).toBe(401);
  });

  it('keeps its sessions across a write that changes nothing a session shows', async () => {
    const { token } = await adminSeenByB();
    expect((await read(a, token)).statusCode).toBe(200);
    const created = await a.inject({
      method: 'POST',
      url: '/api/Wallets/Expenses',
      headers: bearer(token),
      payload: { amount: 1500, expenseDate: '2026-01-05', description: 'Borehole repair' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(a.sessionCache!.get(hashToken(token), Date.now())).toBeDefined();
  });

  it('does not serve a session read between a revocation and its commit', async () => {
    const { token } = await adminSeenByB();
    const other = await adminSeenByB();
    expect((await read(a, token)).statusCode).toBe(200);
    const session = await a.db
      .selectFrom('sessions')
      .select('id')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    // The expense's transaction also revokes the session and, before it commits, a request
    // alongside reads it: still valid in the database, so it is cached again.
    const original = a.repos.transaction.bind(a.repos);
    vi.spyOn(a.repos, 'transaction').mockImplementationOnce(((work: (r: Repositories) => unknown) =>
      original(async (trx) => {
        await trx.sessions.revoke(session.id, new Date().toISOString());
        expect((await read(a, token)).statusCode).toBe(200);
        return work(trx);
      })) as Repositories['transaction']);
    // The database's notice is late: held until the end.
    const late = vi.spyOn(a.sessionCache!, 'apply').mockImplementation(() => {});
    try {
      const expense = await a.inject({
        method: 'POST',
        url: '/api/Wallets/Expenses',
        headers: bearer(other.token),
        payload: { amount: 1500, expenseDate: '2026-01-05', description: 'Gate lights' },
      });
      expect(expense.statusCode, expense.body).toBe(201);
      // Once the write is answered, the revoked session is refused, notice or not.
      expect((await read(a, token)).statusCode).toBe(401);
    } finally {
      late.mockRestore();
    }
  });

  it('reads every session afresh while it cannot hear notices, then caches again', async () => {
    await psql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    );
    const { token } = await adminSeenByB();
    expect((await read(b, token)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        expect((await read(b, token)).statusCode).toBe(200);
        expect(b.sessionCache!.size).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
