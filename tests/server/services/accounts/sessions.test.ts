import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import { ADMIN } from '../../../../src/shared/roles.js';
import type { App } from '../../../../src/server/app.js';
import { authorize } from '../../../../src/server/plugins/app/auth.js';
import { hashToken } from '../../../../src/server/services/accounts/tokens.js';
import { bearer, build, registerCommunity, signIn } from '../../support/helper.js';

describe('sessions', () => {
  let app: App;
  let admin: Awaited<ReturnType<typeof registerCommunity>>['registration'];

  beforeAll(async () => {
    app = await build({
      beforeReady: async (instance) => {
        // Routes naming a cell of the access table, as every /api route does, and one naming none.
        await instance.register(
          async (scope) => {
            scope.addHook('onRequest', authorize);
            const superOnly = { access: { resource: 'communities', action: 'delete' } } as const;
            const admins = { access: { resource: 'audit', action: 'list' } } as const;
            scope.get('/super-only', { config: superOnly }, async () => ({ ok: 1 }));
            scope.get('/no-cell', async () => ({ ok: 1 }));
            scope.get('/admins', { config: admins }, async (request) => ({
              communityId: request.user?.communityId,
            }));
          },
          { prefix: '/api/test' },
        );
      },
    });
    ({ registration: admin } = await registerCommunity(app));
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/AuthUser/me', headers });

  it('requires a token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer not a token at all' },
    ];
    for (const headers of cases) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.auth.signInRequired });
    }
  });

  it('refuses a tampered token', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const response = await me(bearer(tampered));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.auth.signInRequired });
  });

  it('GET /api/AuthUser/me returns the signed-in user without the token', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: admin.adminEmail, roleName: ADMIN });
    expect(response.json()).not.toHaveProperty('authToken');
    expect(response.json()).not.toHaveProperty('sessionId');
  });

  it('logout revokes the session: the token is refused afterwards', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    const other = await signIn(app, admin.adminEmail, admin.adminPassword);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    const after = await me(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.auth.sessionEnded });
    const again = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    // Only that session ended.
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('ends a session idle for 30 minutes', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    await app.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.auth.sessionEnded });
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    await app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('keeps an active session alive, touching it at most once a minute', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    const row = () =>
      app.db
        .selectFrom('sessions')
        .select('lastSeenAt')
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    const signedInAt = (await row()).lastSeenAt;
    await me(bearer(token));
    expect((await row()).lastSeenAt).toBe(signedInAt);

    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
    await app.db
      .updateTable('sessions')
      .set({ lastSeenAt: twentyMinutesAgo })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await row()).lastSeenAt > twentyMinutesAgo).toBe(true);
  });

  it('applies the access table: 403 for roles a cell refuses and routes with no cell, the handler otherwise', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    for (const url of ['/api/test/super-only', '/api/test/no-cell']) {
      const refused = await app.inject({ url, headers: bearer(token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    const allowed = await app.inject({ url: '/api/test/admins', headers: bearer(token) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().communityId).toEqual(expect.any(Number));
    const anonymous = await app.inject({ url: '/api/test/admins' });
    expect(anonymous.statusCode).toBe(401);
  });
});
