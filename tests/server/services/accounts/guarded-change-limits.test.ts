/**
 * A stolen session cannot guess the current password through a guarded change (issue 12, points
 * 2 and 3): wrong current passwords on the bank details count with the account's failed sign-ins
 * and password changes (10 per account and address in 15 minutes), answer 429 with Retry-After
 * once the limit is reached, change nothing, and are audited; the owner, from another address,
 * still gets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { bearer, build, registerCommunity, signIn } from '../../support/helper.js';

const BANK = '/api/Communities/BankDetails';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe('guarded changes share the sign-in limits', { timeout: 60_000 }, () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  async function adminSession() {
    const { community, registration } = await registerCommunity(app);
    const token = await signIn(app, registration.adminEmail, registration.adminPassword);
    const putBank = (currentPassword: string, remoteAddress: string) =>
      app.inject({
        method: 'PUT',
        url: BANK,
        remoteAddress,
        headers: bearer(token),
        payload: { bankName: 'Fraud Bank', bankAccountNumber: '9999999999', currentPassword },
      });
    return { community, registration, token, putBank };
  }

  it('answers 429 after 10 wrong current passwords from one address, and changes nothing', async () => {
    const { community, registration, putBank } = await adminSession();
    const before = await app.repos.communities.findById(community.id);
    for (let guess = 1; guess <= 10; guess += 1) {
      const response = await putBank(`guess number ${guess}`, ATTACKER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: messages.profile.wrongPassword,
        errors: { currentPassword: messages.profile.wrongPassword },
      });
    }
    // The 11th, even the right password, is refused from that address.
    const limited = await putBank(registration.adminPassword, ATTACKER);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.profile.tooManyPasswordAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.repos.communities.findById(community.id)).toEqual(before);

    const refusals = await app.db
      .selectFrom('auditLog')
      .select('target')
      .where('action', '=', 'guarded-change-refused')
      .where('communityId', '=', community.id)
      .execute();
    expect(refusals.filter((row) => row.target.includes('too many'))).toHaveLength(1);

    // The owner, from an address that has not been failing, still changes them.
    const owner = await putBank(registration.adminPassword, OWNER);
    expect(owner.statusCode).toBe(200);
    expect((await app.repos.communities.findById(community.id))?.bankName).toBe('Fraud Bank');
  });

  it('counts with wrong current passwords on ChangePassword: guesses cannot be split', async () => {
    const { registration, token, putBank } = await adminSession();
    for (let guess = 1; guess <= 5; guess += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ChangePassword',
        remoteAddress: ATTACKER,
        headers: bearer(token),
        payload: { currentPassword: `guess ${guess}`, newPassword: 'a new long password' },
      });
      expect(response.statusCode).toBe(400);
    }
    for (let guess = 6; guess <= 10; guess += 1) {
      expect((await putBank(`guess ${guess}`, ATTACKER)).statusCode).toBe(400);
    }
    expect((await putBank(registration.adminPassword, ATTACKER)).statusCode).toBe(429);
  });
});
