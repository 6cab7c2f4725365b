/**
 * The signed-in user's own account (issue 7, Profile): `GET`/`PUT /api/AuthUser/Profile`,
 * `POST /api/AuthUser/ChangePassword`, and an Admin's `PUT /api/Communities/BankDetails`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { ADMIN, MEMBER, SUPER_ADMIN } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import {
  bearer,
  build,
  createSuperAdmin,
  createUserWithRole,
  registerCommunity,
  signIn,
  unique,
} from '../../../support/helper.js';
import { expectFieldsNamed, missingField } from '../../../support/field-errors.js';
import { createResident, residentRefs } from '../../../support/people-fixtures.js';
import { caller, type Caller } from '../../../support/tenant-fixtures.js';

const phone = () => `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('profile and password change', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);
  afterAll(() => app.close());

  /** A new community's Admin, signed in. */
  async function admin() {
    const { community, registration } = await registerCommunity(app);
    const token = await signIn(app, registration.adminEmail, registration.adminPassword);
    return { community, registration, token, as: caller(app, token) };
  }

  const profileBody = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Ngozi Adeyemi',
    title: 'Dr',
    email: `ngozi-${unique()}@example.ng`,
    mobileNumber: phone(),
    ...overrides,
  });

  describe('GET /api/AuthUser/Profile', () => {
    it("answers the signed-in user's own profile", async () => {
      const { community, registration, as } = await admin();
      const response = await as.get('/api/AuthUser/Profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        fullName: registration.fullName,
        title: registration.title,
        email: registration.adminEmail,
        mobileNumber: registration.mobileNumber,
        roleName: ADMIN,
        communityId: community.id,
        communityName: registration.communityName,
        residentId: null,
      });
    });

    it('needs a session', async () => {
      const response = await app.inject({ url: '/api/AuthUser/Profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.auth.signInRequired });
    });

    it("serves the Super admin's profile (no community)", async () => {
      const root = await createSuperAdmin(app);
      const as = caller(app, await signIn(app, root.email, root.password));
      const response = await as.get('/api/AuthUser/Profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: root.email,
        roleName: SUPER_ADMIN,
        communityId: null,
      });
    });
  });

  describe('PUT /api/AuthUser/Profile', () => {
    it('saves name, title, e-mail and phone (normalised); sign-in and /me follow', async () => {
      const { registration, as, token } = await admin();
      const email = `New.Address-${unique()}@Example.NG`;
      const local = phone();
      const response = await as.put(
        '/api/AuthUser/Profile',
        profileBody({ fullName: '  Ngozi Adeyemi ', email, mobileNumber: `+234${local.slice(1)}` }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        fullName: 'Ngozi Adeyemi',
        title: 'Dr',
        email: email.toLowerCase(),
        mobileNumber: local,
        roleName: ADMIN,
      });
      const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
      expect(me.json()).toMatchObject({ fullName: 'Ngozi Adeyemi', email: email.toLowerCase() });
      expect(await signIn(app, email, registration.adminPassword)).toEqual(expect.any(String));
      expect(await signIn(app, local, registration.adminPassword)).toEqual(expect.any(String));
      const old = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: registration.adminEmail, PassWord: registration.adminPassword },
      });
      expect(old.statusCode).toBe(401);
    });

    it('keeps title and phone when they are left out, and clears a phone sent empty', async () => {
      const { registration, as } = await admin();
      const email = `keep-${unique()}@example.ng`;
      const kept = await as.put('/api/AuthUser/Profile', { fullName: 'Kept Fields', email });
      expect(kept.json()).toMatchObject({
        title: registration.title,
        mobileNumber: registration.mobileNumber,
      });
      const cleared = await as.put('/api/AuthUser/Profile', {
        fullName: 'Kept Fields',
        email,
        mobileNumber: '',
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ mobileNumber: null });
    });

    it("refuses another account's e-mail or phone with one neutral 409; its own are fine", async () => {
      const first = await admin();
      const second = await admin();
      const email = await second.as.put(
        '/api/AuthUser/Profile',
        profileBody({ email: first.registration.adminEmail.toUpperCase() }),
      );
      expect(email.statusCode).toBe(409);
      // The same text for the e-mail and the phone (issue 12: as little as can be said).
      expect(email.json()).toEqual({ message: messages.profile.identifierUnavailable });
      const taken = await second.as.put(
        '/api/AuthUser/Profile',
        profileBody({ mobileNumber: first.registration.mobileNumber }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: messages.profile.identifierUnavailable });
      const own = await second.as.put(
        '/api/AuthUser/Profile',
        profileBody({
          email: second.registration.adminEmail,
          mobileNumber: second.registration.mobileNumber,
        }),
      );
      expect(own.statusCode, own.body).toBe(200);
    });

    it('checks the fields', async () => {
      const { as } = await admin();
      // The message, and the field at fault marked.
      const cases: [Record<string, unknown>, string, string][] = [
        [profileBody({ fullName: '  ' }), messages.profile.required, 'fullName'],
        [profileBody({ email: '' }), messages.profile.required, 'email'],
        [{ fullName: 'No Email' }, messages.profile.required, 'email'],
        [profileBody({ email: 'not-an-email' }), messages.resident.invalidEmail, 'email'],
        [profileBody({ mobileNumber: '12ab' }), messages.resident.invalidPhone, 'mobileNumber'],
      ];
      for (const [body, message, field] of cases) {
        const response = await as.put('/api/AuthUser/Profile', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expectFieldsNamed(response.json(), message, [field]);
      }
    });

    it('changes only the own account: role, community and id fields are ignored', async () => {
      const { community, as } = await admin();
      const other = await admin();
      const response = await as.put(
        '/api/AuthUser/Profile',
        profileBody({
          id: (await other.as.get('/api/AuthUser/Profile')).json<{ id: number }>().id,
          roleName: SUPER_ADMIN,
          roleId: 1,
          communityId: other.community.id,
          passwordHash: 'x',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ roleName: ADMIN, communityId: community.id });
      const untouched = await other.as.get('/api/AuthUser/Profile');
      expect(untouched.json()).toMatchObject({ fullName: other.registration.fullName });
    });

    it("keeps a resident's record in step and requires their phone", async () => {
      const { community, as } = await admin();
      const resident = await createResident(app, community.id, await residentRefs(as), {
        password: 'resident password',
      });
      const member = caller(app, await signIn(app, resident.email, 'resident password'));
      const profile = await member.get('/api/AuthUser/Profile');
      expect(profile.json()).toMatchObject({
        roleName: MEMBER,
        residentId: resident.residentId,
        fullName: resident.fullName,
      });
      const saved = await member.put(
        '/api/AuthUser/Profile',
        profileBody({ fullName: 'Renamed Resident', title: 'Chief', email: resident.email }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const record = await as.get(`/api/Residents/${resident.residentId}`);
      expect(record.json()).toMatchObject({
        fullName: 'Renamed Resident',
        title: 'Chief',
        email: resident.email,
      });
      const noPhone = await member.put(
        '/api/AuthUser/Profile',
        profileBody({ email: resident.email, mobileNumber: '' }),
      );
      expect(noPhone.statusCode).toBe(400);
      expect(noPhone.json()).toEqual({
        message: messages.resident.invalidPhone,
        errors: { mobileNumber: messages.resident.invalidPhone },
      });
    });
  });

  describe('POST /api/AuthUser/ChangePassword', () => {
    const change = (as: Caller, currentPassword: string, newPassword: string) =>
      as.post('/api/AuthUser/ChangePassword', { currentPassword, newPassword });

    it('refuses a wrong current password and changes nothing', async () => {
      const { registration, as } = await admin();
      const response = await change(as, 'not my password', 'a new password');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.profile.wrongPassword });
      expect(await signIn(app, registration.adminEmail, registration.adminPassword)).toBeTruthy();
    });

    it('applies the password rules', async () => {
      const { registration, as } = await admin();
      for (const newPassword of ['short', 'x'.repeat(129)]) {
        const response = await change(as, registration.adminPassword, newPassword);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Password must be 8 to 128 characters long' });
      }
      const { passwordRequired } = messages.profile;
      const blank = await change(as, '', 'a new password');
      expect(blank.json()).toEqual(missingField(passwordRequired, 'currentPassword'));
      const missing = await as.post('/api/AuthUser/ChangePassword', { newPassword: 'abcdefgh' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(missingField(passwordRequired, 'currentPassword'));
    });

    it('sets the new password, ends every other session and keeps this one', async () => {
      const { registration, as, token } = await admin();
      const other = await signIn(app, registration.adminEmail, registration.adminPassword);
      const response = await change(as, registration.adminPassword, 'a brand new password');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: messages.profile.passwordChanged });

      const mine = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
      expect(mine.statusCode).toBe(200);
      const theirs = await app.inject({ url: '/api/AuthUser/me', headers: bearer(other) });
      expect(theirs.statusCode).toBe(401);
      expect(theirs.json()).toEqual({ message: messages.auth.sessionEnded });

      expect(await signIn(app, registration.adminEmail, 'a brand new password')).toBeTruthy();
      const old = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: registration.adminEmail, PassWord: registration.adminPassword },
      });
      expect(old.statusCode).toBe(401);
    });

    it('ends a reset code asked for before the change', async () => {
      const { registration, as } = await admin();
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ForgotPassword',
        payload: { userUniqueId: registration.adminEmail },
      });
      expect(forgot.statusCode).toBe(200);
      expect((await change(as, registration.adminPassword, 'changed meanwhile')).statusCode).toBe(
        200,
      );
      const open = await app.db
        .selectFrom('passwordResetCodes')
        .innerJoin('users', 'users.id', 'passwordResetCodes.userId')
        .select('passwordResetCodes.id')
        .where('users.email', '=', registration.adminEmail)
        .where('passwordResetCodes.endedAt', 'is', null)
        .execute();
      expect(open).toEqual([]);
    });
  });

  describe('PUT /api/Communities/BankDetails', () => {
    it("sets the Admin's own community's bank details", async () => {
      const { community, registration, as } = await admin();
      const response = await as.put('/api/Communities/BankDetails', {
        bankName: ' Zenith Bank ',
        bankAccountNumber: '1012345678',
        currentPassword: registration.adminPassword,
        communityId: community.id + 1000,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: community.id,
        bankName: 'Zenith Bank',
        bankAccountNumber: '1012345678',
      });
      const read = await as.get(`/api/Communities/${community.id}`);
      expect(read.json()).toMatchObject({ bankName: 'Zenith Bank' });
    });

    it('takes a NUBAN account number: exactly 10 digits (issue 16)', async () => {
      const { community, registration, as } = await admin();
      const refused = ['12345', '10123456789', '10123-4567', 'abcdefghij', '1'.repeat(31)];
      for (const bankAccountNumber of refused) {
        const response = await as.put('/api/Communities/BankDetails', {
          bankName: 'Zenith Bank',
          bankAccountNumber,
          currentPassword: registration.adminPassword,
        });
        expect(response.statusCode, bankAccountNumber).toBe(400);
        expect(response.json()).toEqual({
          message: 'Please enter a 10-digit bank account number (NUBAN)',
          errors: { bankAccountNumber: 'Please enter a 10-digit bank account number (NUBAN)' },
        });
      }
      expect((await app.repos.communities.findById(community.id))?.bankAccountNumber).toBe('');
      const accepted = await as.put('/api/Communities/BankDetails', {
        bankName: 'Zenith Bank',
        bankAccountNumber: ' 0690000031 ',
        currentPassword: registration.adminPassword,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ bankAccountNumber: '0690000031' });
    });

    it('is for Admins only', async () => {
      const { community } = await admin();
      const treasurer = await createUserWithRole(app, community.id, 'Treasurer');
      const root = await createSuperAdmin(app);
      for (const account of [treasurer, root]) {
        const as = caller(app, await signIn(app, account.email, account.password));
        const response = await as.put('/api/Communities/BankDetails', {
          bankName: 'Nope',
          bankAccountNumber: '1',
          currentPassword: account.password,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
    });
  });
});
