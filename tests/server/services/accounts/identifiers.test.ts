/**
 * Identifiers normalised on every door (issue 12, finding 4): look-alike e-mail addresses (a
 * zero-width space, a Cyrillic letter, a trailing dot) are refused with a clear message where an
 * e-mail is accepted (sign-up, residents, profile, the Super admin CLI), and full-width letters
 * are the same account as their ASCII form where one is looked up (sign-in, forgot password).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { createOrResetSuperAdmin } from '../../../../src/server/cli/super-admin.js';
import { build, countRows, registerCommunity, registration, unique } from '../../support/helper.js';
import {
  mailTo,
  residentEstate,
  residentForm,
  sendResident,
} from '../../support/residents-fixtures.js';

const LOOK_ALIKES: [string, (email: string) => string, string][] = [
  ['a zero-width space', (e) => e.replace('@', '\u200B@'), messages.identity.invisible],
  ['a Cyrillic letter', (e) => `\u0430${e}`, messages.identity.mixedScript],
  ['a trailing dot', (e) => `${e}.`, messages.identity.trailingDot],
];

/** Full-width letters: the same address once NFKC-normalised. */
const fullWidth = (email: string) =>
  [...email]
    .map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.charCodeAt(0) + 0xfee0) : c))
    .join('');

describe('identifiers', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it.each(LOOK_ALIKES)(
    'refuses %s in a sign-up, creating nothing',
    async (_name, spoil, message) => {
      const before = await countRows(app, 'users');
      const response = await app.inject({
        method: 'POST',
        url: '/api/Communities/CreateCommunity',
        payload: registration({ adminEmail: spoil(`chair-${unique()}@example.ng`) }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { adminEmail: message } });
      expect(await countRows(app, 'users')).toBe(before);
    },
  );

  it.each(LOOK_ALIKES)(
    'refuses %s on the resident form and the profile',
    async (_name, spoil, message) => {
      const estate = await residentEstate(app);
      const resident = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { Email: spoil(`resident-${unique()}@example.ng`) }),
      );
      expect(resident.statusCode).toBe(400);
      expect(resident.json()).toEqual({ message, errors: { Email: message } });
      const profile = await estate.admin.put('/api/AuthUser/Profile', {
        fullName: 'Ada Obi',
        email: spoil(`ada-${unique()}@example.ng`),
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toEqual({ message, errors: { email: message } });
    },
  );

  it('refuses a look-alike address in the Super admin CLI', async () => {
    await expect(
      createOrResetSuperAdmin(app.repos, {
        email: `root\u200B-${unique()}@example.ng`,
        password: 'platform password',
      }),
    ).rejects.toThrow(`--email: ${messages.identity.invisible}`);
  });

  it('stores full-width letters as ASCII: one account, found by either form', async () => {
    const ascii = `wide-${unique()}@example.ng`;
    const { registration: made } = await registerCommunity(app, { adminEmail: fullWidth(ascii) });
    const stored = await app.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', ascii)
      .executeTakeFirst();
    expect(stored?.email).toBe(ascii);
    for (const typed of [ascii, fullWidth(ascii).toUpperCase()]) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: typed, PassWord: made.adminPassword },
      });
      expect(login.statusCode, typed).toBe(200);
    }
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ForgotPassword',
      payload: { userUniqueId: fullWidth(ascii) },
    });
    expect(forgot.statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while ((await mailTo(app, ascii)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await mailTo(app, ascii)).toHaveLength(1);
  });
});
