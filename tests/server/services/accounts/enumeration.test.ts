/**
 * Account enumeration (issue 7, Security suite): nothing in the answers of sign-in and password
 * reset tells whether an account exists. An unknown account, an account without a password yet
 * (a resident who never set one) and a known account with a wrong password get the same status,
 * body and headers, take about as long (each does one argon2id verification), and are throttled
 * alike; asking for a reset code and using a wrong one answer unknown and known accounts alike.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { build, registerCommunity, signIn, unique } from '../../support/helper.js';
import { createResident, residentRefs } from '../../support/people-fixtures.js';
import { caller } from '../../support/tenant-fixtures.js';

const LOGIN = '/api/AuthUser/login';
const FAILURES_PER_ACCOUNT = 10;
const CODE_REQUESTS_PER_ACCOUNT = 5;
const WRONG_CODES_PER_ACCOUNT = 10;

/**
 * Status, body and every header but the date: what a caller could compare. Retry-After counts
 * down in whole seconds from each key's own oldest attempt, so two answers a few milliseconds
 * apart may straddle a second: it is compared separately, to within one second.
 */
function visible(response: LightMyRequestResponse) {
  // The date and the request id differ on every answer, whoever asks; they say nothing.
  const {
    date: _date,
    'x-request-id': requestId,
    'retry-after': retryAfter,
    ...headers
  } = response.headers;
  return {
    status: response.statusCode,
    body: response.body,
    headers: {
      ...headers,
      'x-request-id': typeof requestId === 'string' ? 'present' : 'none',
      'retry-after': retryAfter === undefined ? 'none' : 'present',
    },
  };
}

/** Both answers say Retry-After, the same to within a second. */
function expectSameRetryAfter(a: LightMyRequestResponse, b: LightMyRequestResponse) {
  const [first, second] = [a, b].map((response) => Number(response.headers['retry-after']));
  expect(first).toBeGreaterThan(0);
  expect(Math.abs(first! - second!)).toBeLessThanOrEqual(1);
}

/** The fastest try: load on a shared machine only ever adds time, so this is the path's own cost. */
function fastest(values: number[]): number {
  return Math.min(...values);
}

describe('account enumeration', { timeout: 60_000 }, () => {
  let app: App;
  let known: { email: string; phone: string; password: string };
  /** A resident's account: it exists, but has no password yet. */
  let passwordless: { email: string; phone: string };

  beforeAll(async () => {
    app = await build({
      config: {
        // Only the per-account limit matters here; every request comes from one address.
        loginThrottle: {
          maxFailuresPerPair: FAILURES_PER_ACCOUNT,
          maxFailuresPerAccount: FAILURES_PER_ACCOUNT,
          maxFailuresPerAddress: 100_000,
          windowMs: 15 * 60_000,
        },
        resetThrottle: {
          maxCodeRequestsPerAccount: CODE_REQUESTS_PER_ACCOUNT,
          maxCodeRequestsPerAddress: 100_000,
          maxFailuresPerAccount: WRONG_CODES_PER_ACCOUNT,
          maxFailuresPerAddress: 100_000,
          windowMs: 60 * 60_000,
        },
      },
    });
    const { community, registration } = await registerCommunity(app);
    known = {
      email: registration.adminEmail,
      phone: registration.mobileNumber,
      password: registration.adminPassword,
    };
    const admin = caller(app, await signIn(app, known.email, known.password));
    const resident = await createResident(app, community.id, await residentRefs(admin));
    passwordless = { email: resident.email, phone: resident.mobileNumber ?? '' };
  }, 60_000);

  afterAll(() => app.close());

  const login = (userUniqueId: string, password: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { UserUniqueId: userUniqueId, PassWord: password },
    });

  const unknownEmail = () => `nobody-${unique()}@example.ng`;
  const unknownPhone = () => `0813${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  describe('sign-in', () => {
    it('answers an unknown account, a passwordless one and a wrong password alike', async () => {
      const answers = [
        await login(known.email, 'not the password'),
        await login(known.phone, 'not the password'),
        await login(unknownEmail(), 'not the password'),
        await login(unknownPhone(), 'not the password'),
        await login(passwordless.email, 'not the password'),
        await login(passwordless.phone, 'not the password'),
      ];
      expect(answers[0]!.statusCode).toBe(401);
      expect(answers[0]!.json()).toEqual({ message: messages.signIn.wrongCredentials });
      for (const answer of answers) expect(visible(answer)).toEqual(visible(answers[0]!));
    });

    it('takes as long for an unknown account as for a wrong password (argon2 both ways)', async () => {
      const time = async (identifier: string) => {
        const started = process.hrtime.bigint();
        const response = await login(identifier, 'not the password');
        expect(response.statusCode).toBe(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const account = await registerCommunity(app);
      const email = account.registration.adminEmail;
      // Warm-up: the first unknown account also hashes the dummy password once.
      await time(unknownEmail());
      await time(email);
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        unknownMs.push(await time(unknownEmail()));
        knownMs.push(await time(email));
      }
      // Fastest against fastest, not medians: a CI run with another test process beside this one
      // made the medians differ fourfold while the fastest tries were 37 and 25 ms.
      const ratio = fastest(unknownMs) / fastest(knownMs);
      // argon2id at 19 MiB takes tens of milliseconds; a lookup alone would take about one.
      expect(fastest(knownMs)).toBeGreaterThan(5);
      expect(
        ratio,
        `unknown ${unknownMs.join(', ')} / known ${knownMs.join(', ')}`,
      ).toBeGreaterThan(0.5);
      expect(ratio, `unknown ${unknownMs.join(', ')} / known ${knownMs.join(', ')}`).toBeLessThan(
        2,
      );
    });

    it('throttles an unknown account exactly as a known one', async () => {
      const account = await registerCommunity(app);
      const email = account.registration.adminEmail;
      const nobody = unknownEmail();
      for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) {
        const [a, b] = [await login(email, 'wrong password'), await login(nobody, 'wrong')];
        expect([a.statusCode, b.statusCode]).toEqual([401, 401]);
      }
      const blockedKnown = await login(email, 'wrong password');
      const blockedUnknown = await login(nobody, 'wrong password');
      expect(blockedKnown.statusCode).toBe(429);
      expect(blockedKnown.json()).toEqual({ message: messages.signIn.tooManyAttempts });
      expect(visible(blockedUnknown)).toEqual(visible(blockedKnown));
      expectSameRetryAfter(blockedUnknown, blockedKnown);
      // Even the right password gets the same answer while the account is blocked.
      const rightPassword = await login(email, account.registration.adminPassword);
      expect(visible(rightPassword)).toEqual(visible(blockedKnown));
      expectSameRetryAfter(rightPassword, blockedKnown);
    });
  });

  describe('password reset', () => {
    const forgot = (userUniqueId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/AuthUser/ForgotPassword',
        payload: { userUniqueId },
      });

    it('asking for a code answers unknown and known accounts alike', async () => {
      const answers = [
        await forgot(known.email),
        await forgot(known.email.toUpperCase()),
        await forgot(known.phone),
        await forgot(passwordless.email),
        await forgot(unknownEmail()),
        await forgot(unknownPhone()),
      ];
      expect(answers[0]!.statusCode).toBe(200);
      expect(answers[0]!.json()).toEqual({ message: messages.reset.codeSent });
      for (const answer of answers) expect(visible(answer)).toEqual(visible(answers[0]!));
    });

    it('a wrong code answers unknown and known accounts alike', async () => {
      const reset = (userUniqueId: string) =>
        app.inject({
          method: 'POST',
          url: '/api/AuthUser/ResetPassword',
          payload: {
            userUniqueId,
            otp: 'ZZZZ',
            newPassword: 'a new secret',
            confirmPassword: 'a new secret',
          },
        });
      const account = await registerCommunity(app);
      const email = account.registration.adminEmail;
      // One account with a code outstanding (ZZZZ may be the code: 1 in 32^4), one without.
      await forgot(email);
      const answers = [
        await reset(email),
        await reset(known.phone),
        await reset(unknownEmail()),
        await reset(unknownPhone()),
      ];
      const codeWasZZZZ = answers[0]!.statusCode === 200;
      const compared = codeWasZZZZ ? answers.slice(1) : answers;
      expect(compared[0]!.statusCode).toBe(400);
      expect(compared[0]!.json()).toEqual({ message: messages.reset.invalidCode });
      for (const answer of compared) expect(visible(answer)).toEqual(visible(compared[0]!));
    });

    it('limits code requests and wrong codes of an unknown account exactly as a known one', async () => {
      const reset = (userUniqueId: string) =>
        app.inject({
          method: 'POST',
          url: '/api/AuthUser/ResetPassword',
          payload: {
            userUniqueId,
            otp: 'ZZZZ',
            newPassword: 'a new secret',
            confirmPassword: 'a new secret',
          },
        });
      const email = (await registerCommunity(app)).registration.adminEmail;
      const nobody = unknownEmail();
      const both = async (send: (identifier: string) => ReturnType<typeof reset>) => [
        await send(email),
        await send(nobody),
      ];

      for (let i = 0; i < CODE_REQUESTS_PER_ACCOUNT; i += 1) {
        const [known, unknown] = await both(forgot);
        expect(known!.statusCode).toBe(200);
        expect(visible(unknown!)).toEqual(visible(known!));
      }
      const [knownAsked, unknownAsked] = await both(forgot);
      expect(knownAsked!.statusCode).toBe(429);
      expect(knownAsked!.json()).toEqual({ message: messages.reset.tooManyAttempts });
      expect(visible(unknownAsked!)).toEqual(visible(knownAsked!));
      expectSameRetryAfter(unknownAsked!, knownAsked!);

      // The known account has a code outstanding (ZZZZ is it once in 32^4 draws).
      for (let i = 0; i < WRONG_CODES_PER_ACCOUNT; i += 1) {
        const [known, unknown] = await both(reset);
        expect(known!.statusCode).toBe(400);
        expect(visible(unknown!)).toEqual(visible(known!));
      }
      const [knownGuess, unknownGuess] = await both(reset);
      expect(knownGuess!.statusCode).toBe(429);
      expect(knownGuess!.json()).toEqual({ message: messages.reset.tooManyAttempts });
      expect(visible(unknownGuess!)).toEqual(visible(knownGuess!));
      expectSameRetryAfter(unknownGuess!, knownGuess!);
    });
  });
});
