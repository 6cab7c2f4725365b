/**
 * Sign-in limits: failed sign-ins per account (the identifier as typed, normalized, whether or
 * not such an account exists, so the limit reveals no accounts) and per client address. Every
 * attempt counts as a failure from the moment it is admitted, so parallel guesses cannot pass
 * the limit; a success takes its attempt back and clears the account's count, so people who sign
 * in often are never blocked.
 */
import type { LoginThrottleConfig } from '../config.js';
import { SlidingWindowThrottle, addressKey, type Admission } from './throttle.js';

export class LoginThrottle {
  private readonly throttle = new SlidingWindowThrottle();

  constructor(private readonly limits: LoginThrottleConfig) {}

  /** Admits a sign-in attempt, counted as a failure until `succeeded`, or says how long to wait. */
  attempt(account: string, address: string, now = Date.now()): Admission {
    const { maxFailuresPerAccount, maxFailuresPerAddress, windowMs } = this.limits;
    return this.throttle.admit(
      [
        { key: `account:${account}`, limit: { max: maxFailuresPerAccount, windowMs } },
        { key: `address:${addressKey(address)}`, limit: { max: maxFailuresPerAddress, windowMs } },
      ],
      now,
    );
  }

  /** The attempt signed in: it does not count, and the account's earlier failures are forgiven. */
  succeeded(account: string, attempt: Admission): void {
    if (attempt.allowed) attempt.release();
    this.recordSuccess(account);
  }

  /** The owner proved who they are (signed in, or reset the password): forgets the account's failures. */
  recordSuccess(account: string): void {
    this.throttle.clear(`account:${account}`);
  }
}
