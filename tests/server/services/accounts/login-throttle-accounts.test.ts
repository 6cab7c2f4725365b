/**
 * Limits that count accounts, not spellings (issue 12, finding 3): sign-in failures count per
 * account whichever identifier was typed; an attacker's address is throttled per (account,
 * address) while the owner still signs in from elsewhere; only many failures across addresses
 * lock the account; ChangePassword shares the counts, answers 429 and is audited.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import {
  LoginThrottle,
  throttledAccount,
} from '../../../../src/server/services/accounts/login-throttle.js';
import {
  SlidingWindowThrottle,
  type ThrottleStore,
} from '../../../../src/server/services/accounts/throttle.js';
import { bearer, build, registerCommunity, signIn, unique } from '../../support/helper.js';

const LOGIN = '/api/AuthUser/login';
const CHANGE = '/api/AuthUser/ChangePassword';
const PAIR = 3;
const ACCOUNT = 7;

let lastOctet = 0;
const newAddress = () => `203.0.113.${(lastOctet += 1)}`;

/** The app with small limits: PAIR failures per (account, address), ACCOUNT per account. */
const buildWithLimits = () =>
  build({
    config: {
      loginThrottle: {
        maxFailuresPerPair: PAIR,
        maxFailuresPerAccount: ACCOUNT,
        maxFailuresPerAddress: 1000,
        windowMs: 15 * 60_000,
      },
    },
  });

function expect429(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits count accounts', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildWithLimits();
  });
  afterAll(() => app.close());

  const login = (UserUniqueId: string, PassWord: string, from: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { UserUniqueId, PassWord },
      remoteAddress: from,
    });

  async function account() {
    const phone = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const { registration } = await registerCommunity(app, {
      adminEmail: `owner-${unique()}@example.ng`,
      mobileNumber: phone,
    });
    return { email: registration.adminEmail, phone, password: registration.adminPassword };
  }

  it('counts the e-mail, another spelling of it and the phone as one account', async () => {
    const user = await account();
    const from = newAddress();
    const fullWidth = user.email.replace('owner', 'ｏｗｎｅｒ').toUpperCase();
    const spellings = [user.email, fullWidth, `+234${user.phone.slice(1)}`];
    for (const identifier of spellings) {
      expect((await login(identifier, 'wrong password', from)).statusCode).toBe(401);
    }
    // A fourth identifier form, and the right password: the account is throttled from here.
    expect429(await login(user.phone, user.password, from), messages.signIn.tooManyAttempts);
  });

  it('lets the owner in from another address while the attacker is throttled', async () => {
    const user = await account();
    const attacker = newAddress();
    for (let i = 0; i < PAIR; i += 1) await login(user.email, 'wrong password', attacker);
    expect429(await login(user.email, user.password, attacker), messages.signIn.tooManyAttempts);
    const owner = await login(user.email, user.password, newAddress());
    expect(owner.statusCode, owner.body).toBe(200);
    // The owner's success does not free the attacker's address.
    expect429(await login(user.email, 'guess', attacker), messages.signIn.tooManyAttempts);
  });

  it('locks the account itself only after many failures across addresses', async () => {
    const user = await account();
    let failures = 0;
    while (failures < ACCOUNT) {
      const from = newAddress();
      for (let i = 0; i < PAIR && failures < ACCOUNT; i += 1, failures += 1) {
        expect((await login(user.email, 'wrong password', from)).statusCode).toBe(401);
      }
    }
    expect429(
      await login(user.email, user.password, newAddress()),
      messages.signIn.tooManyAttempts,
    );
  });

  it('counts an unknown identifier normalised, exactly like an account', async () => {
    const nobody = `nobody-${unique()}@example.ng`;
    const from = newAddress();
    for (const spelling of [nobody, nobody.toUpperCase(), ` ${nobody} `]) {
      expect((await login(spelling, 'wrong password', from)).statusCode).toBe(401);
    }
    expect429(await login(nobody, 'wrong password', from), messages.signIn.tooManyAttempts);
    expect((await login(nobody, 'wrong password', newAddress())).statusCode).toBe(401);
  });
});

describe('ChangePassword is limited and audited like sign-in', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildWithLimits();
  });
  afterAll(() => app.close());

  it('answers 429 after the limit, even to the right password, and audits every try', async () => {
    const { registration } = await registerCommunity(app);
    const token = await signIn(app, registration.adminEmail, registration.adminPassword);
    const from = newAddress();
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: CHANGE,
        headers: bearer(token),
        remoteAddress: from,
        payload: { currentPassword, newPassword: 'a brand new secret' },
      });
    for (let i = 0; i < PAIR; i += 1) {
      const wrong = await change(`guess ${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: messages.profile.wrongPassword });
    }
    expect429(await change(registration.adminPassword), messages.profile.tooManyPasswordAttempts);
    // Sign-in from the same address counts with it: the same account and address.
    const login = await app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: from,
      payload: { UserUniqueId: registration.adminEmail, PassWord: registration.adminPassword },
    });
    expect429(login, messages.signIn.tooManyAttempts);

    const rows = await app.db
      .selectFrom('auditLog')
      .select(['action', 'outcome', 'target'])
      .where('action', '=', 'password-change')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.outcome)).toEqual([
      ...Array<string>(PAIR).fill('failure'),
      'refused',
    ]);
    // The password did not change: the owner signs in with it from another address.
    await signIn(app, registration.adminEmail, registration.adminPassword);
  });
});

describe('LoginThrottle', () => {
  it('keeps its counts in any ThrottleStore (memory now, the database later)', async () => {
    const memory = new SlidingWindowThrottle();
    const keys: string[] = [];
    const store: ThrottleStore = {
      admit: async (asked, now) => {
        keys.push(...asked.map(({ key }) => key));
        return memory.admit(asked, now);
      },
      clear: async (key) => memory.clear(key),
    };
    const throttle = new LoginThrottle(
      { maxFailuresPerPair: 2, maxFailuresPerAccount: 3, maxFailuresPerAddress: 9, windowMs: 1000 },
      store,
    );
    const account = throttledAccount(7, 'ignored@example.ng');
    expect((await throttle.attempt(account, '192.0.2.1', 0)).allowed).toBe(true);
    expect((await throttle.attempt(account, '192.0.2.1', 1)).allowed).toBe(true);
    expect((await throttle.attempt(account, '192.0.2.1', 2)).allowed).toBe(false);
    expect((await throttle.attempt(account, '192.0.2.2', 3)).allowed).toBe(true);
    expect((await throttle.attempt(account, '192.0.2.3', 4)).allowed).toBe(false);
    expect(new Set(keys)).toContain('pair:user:7|192.0.2.1');
    expect(new Set(keys)).toContain('account:user:7');
    expect(throttledAccount(null, 'nobody@example.ng')).toBe('identifier:nobody@example.ng');
  });
});
