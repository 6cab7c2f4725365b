/**
 * Token lifecycle (issue 7, Security suite): a session token stops working when it has expired
 * (30 idle minutes, 12 hours after sign-in), when it has been tampered with, and when its session
 * has been revoked (logout, a password change, a password reset); a demoted Admin's token keeps
 * the session but loses the administrator's rights on the very next request.
 *
 * Sessions go by the system clock (the auth hook has no injected clock), so the expiry tests move
 * the stored timestamps back through the app's Kysely instead of moving time forward.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { hashPassword } from '../../../../src/server/services/accounts/passwords.js';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../../../src/server/services/accounts/sessions.js';
import { hashToken } from '../../../../src/server/services/accounts/tokens.js';
import { bearer, build, registerCommunity, signIn, unique } from '../../support/helper.js';
import {
  residentEstate,
  residentForm,
  roleIdOf,
  sendResident,
  type ResidentEstate,
} from '../../support/residents-fixtures.js';
import { resetCodeIn, startSmtpServer, type TestSmtpServer } from '../../support/smtp-fixtures.js';

const MINUTE = 60_000;
/** An administrators-only route any Admin may read. */
const ADMIN_ROUTE = '/api/Streets';

describe('session token lifecycle', { timeout: 30_000 }, () => {
  let app: App;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({ config: { smtpUrl: smtp.url } });
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A new Admin (of a new community) with a known password. */
  async function account() {
    const { registration } = await registerCommunity(app);
    return { email: registration.adminEmail, password: registration.adminPassword };
  }

  const me = (token: string) => app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
  const adminRead = (token: string) => app.inject({ url: ADMIN_ROUTE, headers: bearer(token) });
  const logout = (token: string) =>
    app.inject({ method: 'POST', url: '/api/AuthUser/logout', headers: bearer(token) });
  const login = (userUniqueId: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/AuthUser/login',
      payload: { UserUniqueId: userUniqueId, PassWord: password },
    });

  /** 401 with `message` on /me, on an administrators' route and on logout. */
  async function expectRefused(token: string, message: string) {
    for (const response of [await me(token), await adminRead(token), await logout(token)]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message });
    }
  }

  function setSession(token: string, values: { lastSeenAt?: string; expiresAt?: string }) {
    return app.db
      .updateTable('sessions')
      .set(values)
      .where('tokenHash', '=', hashToken(token))
      .execute();
  }

  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  describe('expiry', () => {
    it('ends a session after 30 idle minutes, and not before', async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      await setSession(token, { lastSeenAt: ago(SESSION_IDLE_MS - MINUTE) });
      expect((await adminRead(token)).statusCode).toBe(200);
      // That request counted as activity: idle time starts again from now.
      const row = await app.db
        .selectFrom('sessions')
        .select('lastSeenAt')
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(Date.now() - Date.parse(row.lastSeenAt)).toBeLessThan(MINUTE);

      await setSession(token, { lastSeenAt: ago(SESSION_IDLE_MS + 1000) });
      await expectRefused(token, messages.auth.sessionEnded);
      // A refused request does not bring it back.
      expect((await me(token)).statusCode).toBe(401);
      // Only that session ended: the account signs in again.
      expect((await me(await signIn(app, user.email, user.password))).statusCode).toBe(200);
    });

    it('ends a session 12 hours after sign-in however active it is', async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      const row = await app.db
        .selectFrom('sessions')
        .select(['createdAt', 'expiresAt'])
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(SESSION_ABSOLUTE_MS);

      // Still busy a minute ago, and 11 h 59 min after sign-in: still valid.
      await setSession(token, { lastSeenAt: ago(MINUTE), expiresAt: ago(-MINUTE) });
      expect((await adminRead(token)).statusCode).toBe(200);
      // Busy right now, but 12 hours are up.
      await setSession(token, { lastSeenAt: ago(0), expiresAt: ago(1000) });
      await expectRefused(token, messages.auth.sessionEnded);
    });
  });

  describe('tampering', () => {
    /** `token` with the character at `index` replaced by another base64url character. */
    function changed(token: string, index: number): string {
      const replacement = token[index] === 'A' ? 'B' : 'A';
      return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
    }

    it('refuses a token with one character changed, truncated or extended', async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      const forgeries = [
        changed(token, 0),
        changed(token, Math.floor(token.length / 2)),
        changed(token, token.length - 1),
        token.slice(0, -1),
        token.slice(0, 22),
        `${token}A`,
        `${token}${token}`,
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      ];
      for (const forged of forgeries) {
        expect(forged).not.toBe(token);
        await expectRefused(forged, messages.auth.signInRequired);
      }
      // Refusing the forgeries did not touch the real session.
      expect((await adminRead(token)).statusCode).toBe(200);
    });

    it("refuses a session's stored hash, its own or another's, presented as a token", async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      const other = await signIn(app, user.email, user.password);
      // Exactly what the sessions table holds (a leaked database row is no key).
      const stored = await app.db
        .selectFrom('sessions')
        .select('tokenHash')
        .where('tokenHash', 'in', [hashToken(token), hashToken(other)])
        .execute();
      expect(stored).toHaveLength(2);
      for (const { tokenHash } of stored) {
        await expectRefused(tokenHash, messages.auth.signInRequired);
      }
      for (const live of [token, other]) expect((await me(live)).statusCode).toBe(200);
    });

    it('refuses malformed Authorization headers', async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      const headers = [
        token,
        `Basic ${token}`,
        `Bearer ${token} extra`,
        `Bearer ${token.slice(0, 10)}.${token.slice(11)}`,
        `Bearer  `,
      ];
      for (const authorization of headers) {
        const response = await app.inject({ url: ADMIN_ROUTE, headers: { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: messages.auth.signInRequired });
      }
    });
  });

  describe('revocation', () => {
    it('after logout: that token only', async () => {
      const user = await account();
      const token = await signIn(app, user.email, user.password);
      const other = await signIn(app, user.email, user.password);
      const out = await logout(token);
      expect(out.statusCode).toBe(200);
      await expectRefused(token, messages.auth.sessionEnded);
      expect((await adminRead(other)).statusCode).toBe(200);
    });

    it('after a password change: every other session; the changing one stays', async () => {
      const user = await account();
      const changing = await signIn(app, user.email, user.password);
      const others = [
        await signIn(app, user.email, user.password),
        await signIn(app, user.email, user.password),
      ];
      const newPassword = `changed secret ${unique()}`;
      const change = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ChangePassword',
        headers: bearer(changing),
        payload: { currentPassword: user.password, newPassword },
      });
      expect(change.statusCode, change.body).toBe(200);
      for (const token of others) await expectRefused(token, messages.auth.sessionEnded);
      expect((await adminRead(changing)).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, newPassword)).statusCode).toBe(200);
    });

    it('after a password reset by e-mailed code: every session of the account', async () => {
      const user = await account();
      const tokens = [
        await signIn(app, user.email, user.password),
        await signIn(app, user.email, user.password),
      ];
      const before = smtp.to(user.email).length;
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ForgotPassword',
        payload: { userUniqueId: user.email },
      });
      expect(forgot.statusCode).toBe(200);
      // Asking for a code ends nothing: someone else may have asked.
      for (const token of tokens) expect((await me(token)).statusCode).toBe(200);

      const mails = await smtp.waitFor(user.email, before + 1);
      const newPassword = `reset secret ${unique()}`;
      const reset = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ResetPassword',
        payload: {
          userUniqueId: user.email,
          otp: resetCodeIn(mails[mails.length - 1]!),
          newPassword,
          confirmPassword: newPassword,
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      for (const token of tokens) await expectRefused(token, messages.auth.sessionEnded);
      expect((await login(user.email, newPassword)).statusCode).toBe(200);
    });
  });

  describe('demotion', () => {
    let estate: ResidentEstate;

    beforeAll(async () => {
      estate = await residentEstate(app);
    });

    /** A resident added by the estate's Admin with `role`, and a signed-in session of theirs. */
    async function residentWithRole(role: 'Admin' | 'Treasurer') {
      const form = residentForm(estate, { SelectedRoleId: roleIdOf(role) });
      const added = await sendResident(app, 'POST', estate.auth, form);
      expect(added.statusCode, added.body).toBe(201);
      const resident = added.json<Resident>();
      const password = `resident secret ${unique()}`;
      await app.db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(password) })
        .where('email', '=', String(form.Email))
        .execute();
      const token = await signIn(app, String(form.Email), password);
      return { form, resident, token };
    }

    it("an Admin demoted to Member by another Admin loses the Admin's rights on the next request", async () => {
      const { form, resident, token } = await residentWithRole('Admin');
      expect((await adminRead(token)).statusCode).toBe(200);
      expect((await me(token)).json()).toMatchObject({ roleName: 'Admin' });

      const demoted = await sendResident(
        app,
        'PUT',
        estate.auth,
        { ...form, Id: resident.id, SelectedRoleId: roleIdOf('Member') },
        [],
      );
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect(demoted.json<Resident>().roleName).toBe('Member');

      // The token still names a live session, now a Member's: administrators' routes answer 403.
      const refused = await adminRead(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      const write = await app.inject({
        method: 'POST',
        url: '/api/Streets',
        headers: bearer(token),
        payload: { streetName: `Demoted Way ${unique()}`, buildings: 1 },
      });
      expect(write.statusCode).toBe(403);
      expect((await me(token)).json()).toMatchObject({ roleName: 'Member' });

      // Nor can the old token give the Admin role back: a Member's edit of their own record
      // ignores the role.
      const selfPromotion = await sendResident(
        app,
        'PUT',
        bearer(token),
        { ...form, Id: resident.id, SelectedRoleId: roleIdOf('Admin') },
        [],
      );
      expect(selfPromotion.statusCode, selfPromotion.body).toBe(200);
      expect(selfPromotion.json<Resident>().roleName).toBe('Member');
      expect((await adminRead(token)).statusCode).toBe(403);
    });

    it('an exco whose role is removed loses the rights on the next request', async () => {
      const { resident, token } = await residentWithRole('Treasurer');
      expect((await adminRead(token)).statusCode).toBe(200);
      const removed = await estate.admin.delete(`/api/Residents/Excos/${resident.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const refused = await adminRead(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    });
  });
});
