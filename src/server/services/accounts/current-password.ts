/**
 * "Type your current password again" (issue 12): the password change and every guarded change
 * (bank details) check it the same way. A wrong one counts with the account's failed sign-ins
 * (security/login-throttle.ts), counted before the slow argon2 check so parallel guesses cannot
 * pass the limit; a right one forgives the account's count from this address. An account without
 * a password costs the same argon2 time. The caller audits and answers.
 */
import { nowOf, type AppConfig } from '../../config.js';
import type { Repositories } from '../../repositories/index.js';
import { throttledAccount, type LoginThrottle } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';

/** What the check reads: the app's sign-in limits, accounts and clock (the app itself fits). */
export interface PasswordCheckServices {
  loginThrottle: LoginThrottle;
  repos: Repositories;
  config: Pick<AppConfig, 'clock'>;
}

export type CurrentPasswordCheck =
  { outcome: 'right' } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterMs: number };

export async function checkCurrentPassword(
  app: PasswordCheckServices,
  userId: number,
  address: string,
  password: string,
): Promise<CurrentPasswordCheck> {
  const account = throttledAccount(userId, '');
  const attempt = await app.loginThrottle.attempt(account, address, nowOf(app.config).getTime());
  if (!attempt.allowed) return { outcome: 'throttled', retryAfterMs: attempt.retryAfterMs };
  const stored = await app.repos.users.findPasswordHash(userId);
  const right = stored
    ? await verifyPassword(stored, password)
    : await verifyAgainstDummy(password);
  if (!right) return { outcome: 'wrong' };
  await app.loginThrottle.succeeded(account, address, attempt);
  return { outcome: 'right' };
}
