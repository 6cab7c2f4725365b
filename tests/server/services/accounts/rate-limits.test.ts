/**
 * Sign-in and password reset limits (issue 7, Sessions and limits): per account and per client
 * address, 429 `{ message }` with Retry-After, counted before the slow work so parallel requests
 * cannot pass them, and the client address taken from X-Forwarded-For only when TRUST_PROXY says
 * to believe the proxy. The app runs on an injected clock, moved past the windows. The default
 * limits and the sliding window itself are in sliding-window.test.ts.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import type { AppConfig } from '../../../../src/server/config.js';
import { build, registerCommunity, unique } from '../../support/helper.js';
import { resetCodeIn, startSmtpServer, type TestSmtpServer } from '../../support/smtp-fixtures.js';

const MINUTE = 60_000;
const LOGIN = '/api/AuthUser/login';
const FORGOT = '/api/AuthUser/ForgotPassword';
const RESET = '/api/AuthUser/ResetPassword';

/** Small limits, so each test reaches them in a few requests. */
const LIMITS = {
  // Pair and account alike here; login-throttle.test.ts tests them apart.
  loginThrottle: {
    maxFailuresPerPair: 3,
    maxFailuresPerAccount: 3,
    maxFailuresPerAddress: 6,
    windowMs: 15 * MINUTE,
  },
  resetThrottle: {
    maxCodeRequestsPerAccount: 3,
    maxCodeRequestsPerAddress: 6,
    maxFailuresPerAccount: 4,
    maxFailuresPerAddress: 7,
    windowMs: 60 * MINUTE,
  },
} satisfies Partial<AppConfig>;

/** A fresh client address (TEST-NET-2), so tests sharing an app never share an address count. */
let lastOctet = 0;
const newAddress = () => `198.51.100.${(lastOctet += 1)}`;

const nobody = () => `nobody-${unique()}@example.ng`;

function expect429(response: LightMyRequestResponse, message: string, retryAfterSeconds?: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After ${retryAfter}`).toBe(true);
  if (retryAfterSeconds !== undefined) expect(retryAfter).toBe(retryAfterSeconds);
}

describe('sign-in and reset limits', { timeout: 60_000 }, () => {
  let app: App;
  let smtp: TestSmtpServer;
  // The clock stands still within a test (only the test moves it), so a Retry-After counts from
  // the attempts however slowly they were made (the counts are in the database: issue 20).
  let startedAt = Date.now();
  let clockOffsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({
      config: {
        ...LIMITS,
        smtpUrl: smtp.url,
        clock: () => new Date(startedAt + clockOffsetMs),
      },
    });
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  beforeEach(() => {
    startedAt = Date.now();
    clockOffsetMs = 0;
  });

  const send = (url: string, payload: Record<string, string>, from: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: from });
  const login = (identifier: string, password: string, from: string) =>
    send(LOGIN, { UserUniqueId: identifier, PassWord: password }, from);
  const forgot = (identifier: string, from: string) =>
    send(FORGOT, { userUniqueId: identifier }, from);
  const reset = (identifier: string, otp: string, from: string, password = 'a new secret 1') =>
    send(
      RESET,
      { userUniqueId: identifier, otp, newPassword: password, confirmPassword: password },
      from,
    );

  async function account() {
    const { registration } = await registerCommunity(app);
    return { email: registration.adminEmail, password: registration.adminPassword };
  }

  describe('sign-in', () => {
    it('refuses an account after 3 failures, even with the right password, until the window passes', async () => {
      const user = await account();
      const from = newAddress();
      for (let i = 0; i < 3; i += 1) {
        expect((await login(user.email, 'wrong password', from)).statusCode).toBe(401);
      }
      expect429(await login(user.email, user.password, from), messages.signIn.tooManyAttempts, 900);
      // The same account from another address, and in capitals: still the same account.
      expect429(
        await login(user.email.toUpperCase(), user.password, newAddress()),
        messages.signIn.tooManyAttempts,
      );

      clockOffsetMs = 5 * MINUTE;
      expect429(await login(user.email, user.password, from), messages.signIn.tooManyAttempts, 600);
      clockOffsetMs = 15 * MINUTE + 1000;
      expect((await login(user.email, user.password, from)).statusCode).toBe(200);
    });

    it('forgives an account its failures when it signs in', async () => {
      const user = await account();
      for (let round = 0; round < 3; round += 1) {
        // A new address each round: an address's failures are not forgiven by a success.
        const from = newAddress();
        for (let i = 0; i < 2; i += 1) {
          expect((await login(user.email, 'wrong password', from)).statusCode).toBe(401);
        }
        expect((await login(user.email, user.password, from)).statusCode).toBe(200);
      }
    });

    it('refuses an address after 6 failures on any accounts; other addresses go on', async () => {
      const from = newAddress();
      for (let i = 0; i < 6; i += 1) {
        expect((await login(nobody(), 'password1', from)).statusCode).toBe(401);
      }
      expect429(await login(nobody(), 'password1', from), messages.signIn.tooManyAttempts);
      const user = await account();
      expect429(await login(user.email, user.password, from), messages.signIn.tooManyAttempts);
      expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    });

    it('counts successful sign-ins of an address not at all', async () => {
      const user = await account();
      const from = newAddress();
      for (let i = 0; i < 8; i += 1) {
        expect((await login(user.email, user.password, from)).statusCode).toBe(200);
      }
    });

    it('lets no more than 3 parallel guesses through to the password check', async () => {
      const user = await account();
      const from = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => login(user.email, 'wrong password', from)),
      );
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(9).fill(429)]);
    });

    it('counts an IPv6 client by its /64 network', async () => {
      for (let i = 0; i < 6; i += 1) {
        const from = `2001:db8:7:${i}::1`; // six different /64 networks: not limited
        expect((await login(nobody(), 'password1', from)).statusCode).toBe(401);
      }
      for (let i = 0; i < 6; i += 1) {
        const from = `2001:db8:8:1::${(i + 1).toString(16)}`; // one /64
        expect((await login(nobody(), 'password1', from)).statusCode).toBe(401);
      }
      expect429(
        await login(nobody(), 'password1', '2001:db8:8:1:ffff::9'),
        messages.signIn.tooManyAttempts,
      );
    });
  });

  describe('asking for a reset code', () => {
    it('refuses a 4th request for one account in an hour, known or not', async () => {
      const user = await account();
      const unknown = nobody();
      for (let i = 0; i < 3; i += 1) {
        expect((await forgot(user.email, newAddress())).statusCode).toBe(200);
        expect((await forgot(unknown, newAddress())).statusCode).toBe(200);
      }
      expect429(
        await forgot(user.email.toUpperCase(), newAddress()),
        messages.reset.tooManyAttempts,
        3600,
      );
      expect429(await forgot(unknown, newAddress()), messages.reset.tooManyAttempts, 3600);
      await smtp.waitFor(user.email, 3);
      clockOffsetMs = 30 * MINUTE;
      expect429(await forgot(user.email, newAddress()), messages.reset.tooManyAttempts, 1800);
      clockOffsetMs = 60 * MINUTE + 1000;
      expect((await forgot(user.email, newAddress())).statusCode).toBe(200);
      await smtp.waitFor(user.email, 4);
    });

    it('refuses a 7th request from one address, whatever the accounts', async () => {
      const from = newAddress();
      for (let i = 0; i < 6; i += 1) expect((await forgot(nobody(), from)).statusCode).toBe(200);
      expect429(await forgot(nobody(), from), messages.reset.tooManyAttempts, 3600);
      expect((await forgot(nobody(), newAddress())).statusCode).toBe(200);
    });

    it('does not count a request refused for its shape', async () => {
      const from = newAddress();
      for (let i = 0; i < 8; i += 1) {
        expect((await send(FORGOT, { userUniqueId: '  ' }, from)).statusCode).toBe(400);
      }
      expect((await forgot(nobody(), from)).statusCode).toBe(200);
    });
  });

  describe('using a reset code', () => {
    it('refuses an account after 4 wrong codes, even the right one; a reset forgives', async () => {
      const user = await account();
      const before = smtp.to(user.email).length;
      expect((await forgot(user.email, newAddress())).statusCode).toBe(200);
      const code = resetCodeIn((await smtp.waitFor(user.email, before + 1)).at(-1)!);
      const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
      for (let i = 0; i < 4; i += 1) {
        expect((await reset(user.email, wrong, newAddress())).statusCode).toBe(400);
      }
      expect429(await reset(user.email, code, newAddress()), messages.reset.tooManyAttempts, 3600);

      // An hour on, a new code works, and the reset clears the account's count.
      clockOffsetMs = 60 * MINUTE + 1000;
      expect((await forgot(user.email, newAddress())).statusCode).toBe(200);
      const next = resetCodeIn((await smtp.waitFor(user.email, before + 2)).at(-1)!);
      for (let i = 0; i < 3; i += 1) {
        const guess = next === 'AAAA' ? 'BBBB' : 'AAAA';
        expect((await reset(user.email, guess, newAddress())).statusCode).toBe(400);
      }
      expect((await reset(user.email, next, newAddress(), 'the newest secret')).statusCode).toBe(
        200,
      );
      for (let i = 0; i < 4; i += 1) {
        expect((await reset(user.email, 'ZZZZ', newAddress())).statusCode).toBe(400);
      }
      expect429(await reset(user.email, 'ZZZZ', newAddress()), messages.reset.tooManyAttempts);
    });

    it('refuses an address after 7 wrong codes, whatever the accounts', async () => {
      const from = newAddress();
      for (let i = 0; i < 7; i += 1) {
        expect((await reset(nobody(), 'ZZZZ', from)).statusCode).toBe(400);
      }
      expect429(await reset(nobody(), 'ZZZZ', from), messages.reset.tooManyAttempts, 3600);
      expect((await reset(nobody(), 'ZZZZ', newAddress())).statusCode).toBe(400);
    });

    it('does not count forms refused before the code is checked', async () => {
      const from = newAddress();
      const identifier = nobody();
      for (let i = 0; i < 10; i += 1) {
        const mismatch = await send(
          RESET,
          {
            userUniqueId: identifier,
            otp: 'ZZZZ',
            newPassword: 'a new secret',
            confirmPassword: 'another',
          },
          from,
        );
        expect(mismatch.json()).toEqual({ message: messages.reset.mismatch });
      }
      expect((await reset(identifier, 'ZZZZ', from)).statusCode).toBe(400);
    });
  });
});

/**
 * Seven failed sign-ins sent by `peer`, each "forwarded for" another client (or all for one):
 * the statuses. With LIMITS, the 7th is refused when they all count as one address.
 */
async function forwardedFailures(app: App, peer: string, clients: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const options: InjectOptions = {
      method: 'POST',
      url: LOGIN,
      payload: { UserUniqueId: nobody(), PassWord: 'password1' },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': clients(i) },
    };
    statuses.push((await app.inject(options)).statusCode);
  }
  return statuses;
}

const SIX_THEN_REFUSED = [401, 401, 401, 401, 401, 401, 429];
const ALL_COUNTED_APART = Array<number>(7).fill(401);

describe('the client address behind a proxy (TRUST_PROXY)', { timeout: 30_000 }, () => {
  let byDefault: App;
  let proxied: App;

  beforeAll(async () => {
    [byDefault, proxied] = await Promise.all([
      build({ config: LIMITS }),
      build({ config: { ...LIMITS, trustProxy: '127.0.0.1,10.0.0.0/8' } }),
    ]);
  }, 30_000);

  afterAll(async () => {
    await Promise.all([byDefault?.close(), proxied?.close()]);
  });

  it('ignores X-Forwarded-For by default: every request is the peer address', async () => {
    const statuses = await forwardedFailures(byDefault, '10.0.0.2', (i) => `203.0.113.${i + 1}`);
    expect(statuses).toEqual(SIX_THEN_REFUSED);
  });

  it('counts the forwarded client when the peer is a trusted proxy', async () => {
    const apart = await forwardedFailures(proxied, '10.0.0.2', (i) => `203.0.113.${i + 1}`);
    expect(apart).toEqual(ALL_COUNTED_APART);
    // The last address of the chain is the one the trusted proxy saw.
    const one = await forwardedFailures(
      proxied,
      '10.0.0.3',
      (i) => `192.0.2.${i + 1}, 203.0.113.50`,
    );
    expect(one).toEqual(SIX_THEN_REFUSED);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const spoofed = await forwardedFailures(proxied, '192.0.2.200', (i) => `203.0.113.${i + 100}`);
    expect(spoofed).toEqual(SIX_THEN_REFUSED);
  });
});
