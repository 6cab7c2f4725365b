/**
 * No account oracle in "already exists" answers (issue 12, finding 5). Public sign-up with an
 * identifier in use answers exactly as a new registration, creates nothing and mails the
 * account's owner; administrators adding a person are told (409) at most 30 times an hour; a
 * user's own profile gets one neutral refusal, at most 5 an hour; each such answer is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import {
  TAKEN_ANSWERS_PER_ACCOUNT,
  TAKEN_ANSWERS_PER_ADMINISTRATOR,
} from '../../../../src/server/services/accounts/taken-answers.js';
import {
  bearer,
  build,
  countRows,
  createSuperAdmin,
  registerCommunity,
  registration,
  unique,
} from '../../support/helper.js';
import {
  addResident,
  mailTo,
  residentEstate,
  residentForm,
  sendResident,
  sessionOf,
  uniquePhone,
} from '../../support/residents-fixtures.js';

const CREATE = '/api/Communities/CreateCommunity';

/** Waits until `count` messages to `to` are in the outbox (they are sent after the answer). */
async function waitForMail(app: App, to: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = await mailTo(app, to);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('no account oracle', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const signUp = (payload: object) => app.inject({ method: 'POST', url: CREATE, payload });
  const inUse = () =>
    app.db
      .selectFrom('auditLog')
      .select(['outcome', 'target'])
      .where('action', '=', 'identifier-in-use')
      .execute();

  describe('public sign-up', () => {
    it('answers a taken admin e-mail exactly as a new one, creates nothing, mails the owner', async () => {
      const fresh = await signUp(registration());
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json()).toEqual({ message: messages.signUp.success });

      const first = await registerCommunity(app);
      const owner = first.registration.adminEmail;
      const [communities, users] = [
        await countRows(app, 'communities'),
        await countRows(app, 'users'),
      ];
      const taken = await signUp(registration({ adminEmail: owner.toUpperCase() }));
      expect(taken.statusCode).toBe(201);
      expect(taken.body).toBe(fresh.body);
      expect(await countRows(app, 'communities')).toBe(communities);
      expect(await countRows(app, 'users')).toBe(users);
      const [notice] = await waitForMail(app, owner);
      expect(notice).toContain(messages.identity.takenMailSubject);
      expect(notice).toContain('/auth/reset-password');
    });

    it("mails a taken phone's own account, never the address typed", async () => {
      const mobileNumber = uniquePhone();
      const first = await registerCommunity(app, { mobileNumber });
      const stranger = `stranger-${unique()}@example.ng`;
      const taken = await signUp(
        registration({ adminEmail: stranger, mobileNumber: `+234${mobileNumber.slice(1)}` }),
      );
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toEqual({ message: messages.signUp.success });
      expect(await waitForMail(app, first.registration.adminEmail)).toHaveLength(1);
      expect(await mailTo(app, stranger)).toEqual([]);
    });
    it('recognises the Super admin by the session cookie and its CSRF header too', async () => {
      const superAdmin = await createSuperAdmin(app);
      const login = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: superAdmin.email, PassWord: superAdmin.password },
      });
      const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      const value = (name: string) =>
        cookies
          .find((c) => c.startsWith(`${name}=`))
          ?.split(';')[0]
          ?.slice(name.length + 1) ?? '';
      const cookie = `nb_session=${value('nb_session')}; nb_csrf=${value('nb_csrf')}`;
      const taken = (await registerCommunity(app)).registration.adminEmail;
      const send = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: CREATE,
          payload: registration({ adminEmail: taken }),
          headers,
        });
      const told = await send({ cookie, 'x-csrf-token': value('nb_csrf') });
      expect(told.statusCode).toBe(409);
      expect(told.json()).toEqual({
        message: messages.community.adminEmailTaken,
        errors: { adminEmail: messages.community.adminEmailTaken },
      });
      // Without the CSRF header the cookie is not trusted: the anonymous answer.
      const anonymous = await send({ cookie });
      expect(anonymous.statusCode).toBe(201);
      expect(anonymous.json()).toEqual({ message: messages.signUp.success });
    });
  });

  describe('administrators adding a person', () => {
    it(`are told, ${TAKEN_ANSWERS_PER_ADMINISTRATOR} times an hour, then 429`, async () => {
      const estate = await residentEstate(app);
      const other = await registerCommunity(app);
      const before = (await inUse()).length;
      const add = () =>
        sendResident(
          app,
          'POST',
          estate.auth,
          residentForm(estate, { Email: other.registration.adminEmail }),
        );
      for (let i = 0; i < TAKEN_ANSWERS_PER_ADMINISTRATOR; i += 1) {
        const response = await add();
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: messages.resident.emailTaken,
          errors: { Email: messages.resident.emailTaken },
        });
      }
      const limited = await add();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: messages.identity.tooManyTaken });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const rows = (await inUse()).slice(before);
      expect(rows).toHaveLength(TAKEN_ANSWERS_PER_ADMINISTRATOR + 1);
      expect(rows.at(-1)?.target).toContain('too many');
    });

    it('counts no answer that was not "already exists"', async () => {
      const estate = await residentEstate(app);
      for (let i = 0; i < TAKEN_ANSWERS_PER_ADMINISTRATOR + 1; i += 1) {
        const response = await sendResident(
          app,
          'POST',
          estate.auth,
          residentForm(estate, { Email: 'bad' }),
        );
        expect(response.statusCode).toBe(400);
      }
      const added = await sendResident(app, 'POST', estate.auth, residentForm(estate));
      expect(added.statusCode, added.body).toBe(201);
    });
  });

  describe("a Member's own record", () => {
    it('gets the neutral refusal, not "already exists"', async () => {
      const estate = await residentEstate(app);
      const other = await registerCommunity(app);
      const mine = await addResident(app, estate);
      const me = await sessionOf(app, mine);
      const response = await sendResident(
        app,
        'PUT',
        bearer(me.token),
        {
          Id: mine.id,
          Title: mine.title,
          FullName: mine.fullName,
          Gender: mine.gender,
          MaritalStatus: mine.maritalStatus,
          Dob: mine.dob,
          MobileNumber: mine.mobileNumber ?? '',
          Email: other.registration.adminEmail,
          Occupation: 'Farmer',
          Nationality: 'Nigerian',
          State: 'Lagos',
        },
        [],
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: messages.profile.identifierUnavailable });
    });
  });

  describe("a user's own profile", () => {
    it(`gets one neutral refusal for e-mail and phone, ${TAKEN_ANSWERS_PER_ACCOUNT} an hour, then 429`, async () => {
      const estate = await residentEstate(app);
      const other = await registerCommunity(app, { mobileNumber: uniquePhone() });
      const put = (changes: object) =>
        estate.admin.put('/api/AuthUser/Profile', {
          fullName: 'Ada Obi',
          email: `ada-${unique()}@example.ng`,
          ...changes,
        });
      const tries = [
        { email: other.registration.adminEmail },
        { mobileNumber: other.registration.mobileNumber },
      ];
      for (let i = 0; i < TAKEN_ANSWERS_PER_ACCOUNT; i += 1) {
        const response = await put(tries[i % 2]!);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: messages.profile.identifierUnavailable });
      }
      const limited = await put(tries[0]!);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: messages.identity.tooManyTaken });
    });
  });
});
