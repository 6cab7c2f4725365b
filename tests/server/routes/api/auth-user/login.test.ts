import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { ADMIN, MEMBER } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import { hashToken } from '../../../../../src/server/services/accounts/tokens.js';
import { build, countRows, registerCommunity, signIn, unique } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';

const LOGIN = '/api/AuthUser/login';

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>) {
  const boundary = `----neighbourly${unique()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/AuthUser/login', () => {
  let app: App;
  let admin: Awaited<ReturnType<typeof registerCommunity>>['registration'];

  beforeAll(async () => {
    app = await build();
    ({ registration: admin } = await registerCommunity(app, { mobileNumber: '0802 111 2233' }));
  });
  afterAll(() => app.close());

  it('signs in with multipart form data, as the spec client sends it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      ...multipart({ UserUniqueId: admin.adminEmail, PassWord: admin.adminPassword }),
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      fullName: admin.fullName,
      email: admin.adminEmail,
      mobileNumber: '08021112233',
      roleName: ADMIN,
      communityId: expect.any(Number),
      communityName: admin.communityName,
      residentId: null,
      authToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signs in with urlencoded form data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: new URLSearchParams({
        UserUniqueId: admin.adminEmail,
        PassWord: admin.adminPassword,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().roleName).toBe(ADMIN);
  });

  it('accepts the e-mail in any case and the phone number in any notation', async () => {
    for (const id of [
      admin.adminEmail.toUpperCase(),
      ` ${admin.adminEmail} `,
      '08021112233',
      '+234 802 111 2233',
    ]) {
      const token = await signIn(app, id, admin.adminPassword);
      expect(token, id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(app, admin.adminEmail, admin.adminPassword);
    const stored = await app.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const cases = [
      { UserUniqueId: admin.adminEmail, PassWord: 'wrong password' },
      { UserUniqueId: `nobody-${unique()}@example.ng`, PassWord: admin.adminPassword },
      { UserUniqueId: '08099999999', PassWord: admin.adminPassword },
    ];
    for (const payload of cases) {
      const response = await app.inject({ method: 'POST', url: LOGIN, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.signIn.wrongCredentials });
    }
  });

  it('refuses an account that has no password yet, with the same answer', async () => {
    const email = `resident-${unique()}@example.ng`;
    const roleId = await app.repos.roles.findIdByName(MEMBER);
    await app.repos.users.create({
      communityId: null,
      roleId: roleId!,
      fullName: 'Resident Without Password',
      title: '',
      email,
      mobileNumber: null,
      passwordHash: null,
      createdAt: new Date().toISOString(),
    });
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { UserUniqueId: email, PassWord: 'anything at all' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.signIn.wrongCredentials });
  });

  it('refuses blank or missing fields with the spec message, writing no session', async () => {
    const before = await countRows(app, 'sessions');
    // The spec's message; the fields left out or blank marked, so the page can mark them.
    const cases: [Record<string, string>, string[]][] = [
      [{ UserUniqueId: '', PassWord: 'x' }, ['UserUniqueId']],
      [{ UserUniqueId: admin.adminEmail, PassWord: '   ' }, ['PassWord']],
      [{ UserUniqueId: admin.adminEmail }, ['PassWord']],
      [{}, ['UserUniqueId', 'PassWord']],
    ];
    for (const [payload, fields] of cases) {
      const response = await app.inject({ method: 'POST', url: LOGIN, payload });
      expect(response.statusCode).toBe(400);
      expectFieldsNamed(response.json(), messages.signIn.required, fields);
    }
    const { errors } = (await app.inject({ method: 'POST', url: LOGIN, payload: {} })).json();
    expect(errors).toEqual({
      UserUniqueId: 'Email or phone number is required',
      PassWord: 'Password is required',
    });
    const typed = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { UserUniqueId: 12345678, PassWord: admin.adminPassword },
    });
    expect(typed.statusCode).toBe(400);
    const notText = 'Email or phone number must be text';
    expect(typed.json()).toEqual({ message: notText, errors: { UserUniqueId: notText } });
    expect(await countRows(app, 'sessions')).toBe(before);
  });

  it('refuses a form carrying a file over 5 MB with 413, and a file as a field with 400', async () => {
    const boundary = `----neighbourly${unique()}`;
    const body = (content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="UserUniqueId"\r\n\r\n${admin.adminEmail}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="PassWord"; filename="p.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const huge = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: body('x'.repeat(6 * 1024 * 1024)),
      headers,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      message: 'The request is too large (files may be at most 5 MB)',
    });
    const small = await app.inject({ method: 'POST', url: LOGIN, payload: body('png'), headers });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      message: 'Password must be text',
      errors: { PassWord: 'Password must be text' },
    });
  });

  it('refuses a plain-text body with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: 'UserUniqueId=a&PassWord=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^Unsupported content type/);
  });
});

describe('sign-in throttling', () => {
  const throttled = (maxFailuresPerAccount: number, maxFailuresPerAddress: number) =>
    build({
      config: {
        loginThrottle: {
          // One address: the pair and the account reach the same count together.
          maxFailuresPerPair: maxFailuresPerAccount,
          maxFailuresPerAccount,
          maxFailuresPerAddress,
          windowMs: 60_000,
        },
      },
    });
  const attempt = (app: App, UserUniqueId: string, PassWord: string) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { UserUniqueId, PassWord } });

  it('blocks an account after repeated failures, even with the right password', async () => {
    const app = await throttled(3, 100);
    try {
      const { registration } = await registerCommunity(app);
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(app, registration.adminEmail, 'wrong password')).statusCode).toBe(
          401,
        );
      }
      const blocked = await attempt(app, registration.adminEmail, registration.adminPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.signIn.tooManyAttempts });
    } finally {
      await app.close();
    }
  });

  it('blocks an address that fails on many accounts', async () => {
    const app = await throttled(100, 3);
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(app, `guess-${unique()}@example.ng`, 'password1')).statusCode).toBe(
          401,
        );
      }
      const blocked = await attempt(app, `guess-${unique()}@example.ng`, 'password1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.signIn.tooManyAttempts });
    } finally {
      await app.close();
    }
  });

  it('does not count successful sign-ins', async () => {
    const app = await throttled(2, 2);
    try {
      const { registration } = await registerCommunity(app);
      for (let i = 0; i < 4; i += 1) {
        await signIn(app, registration.adminEmail, registration.adminPassword);
      }
    } finally {
      await app.close();
    }
  });
});
