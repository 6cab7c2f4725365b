/**
 * Wrong reset codes count per ACCOUNT (issue 12, point 3): typing the e-mail, another spelling of
 * it or the phone number does not buy more guesses, while an unknown identifier counts as itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { build, registerCommunity, unique } from '../../support/helper.js';

const RESET = '/api/AuthUser/ResetPassword';
const PER_ACCOUNT = 3;

describe('wrong reset codes count accounts, not spellings', { timeout: 60_000 }, () => {
  let app: App;

  beforeAll(async () => {
    app = await build({
      config: {
        resetThrottle: {
          maxCodeRequestsPerAccount: 5,
          maxCodeRequestsPerAddress: 100,
          maxFailuresPerAccount: PER_ACCOUNT,
          maxFailuresPerAddress: 100,
          windowMs: 60 * 60 * 1000,
        },
      },
    });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  const reset = (userUniqueId: string) =>
    app.inject({
      method: 'POST',
      url: RESET,
      payload: {
        userUniqueId,
        otp: 'ZZZZ',
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      },
    });

  it('throttles the phone after wrong codes typed with the e-mail and its other spelling', async () => {
    const phone = `080${String(Date.now()).slice(-8)}`;
    const { registration } = await registerCommunity(app, {
      adminEmail: `reset-${unique()}@example.ng`,
      mobileNumber: phone,
    });
    const spellings = [
      registration.adminEmail,
      registration.adminEmail.toUpperCase(),
      `+234${phone.slice(1)}`,
    ];
    for (const identifier of spellings) {
      const response = await reset(identifier);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.reset.invalidCode });
    }
    const limited = await reset(phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.reset.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an unknown identifier as itself, like an account', async () => {
    const nobody = `nobody-${unique()}@example.ng`;
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await reset(attempt % 2 ? nobody.toUpperCase() : nobody)).statusCode).toBe(400);
    }
    expect((await reset(nobody)).statusCode).toBe(429);
    // Another unknown identifier has its own count.
    expect((await reset(`other-${unique()}@example.ng`)).statusCode).toBe(400);
  });
});
