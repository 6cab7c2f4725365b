/**
 * Password reset limits, per account (the identifier as typed, normalized, whether or not such an
 * account exists, so the limit reveals no accounts) and per client address: requests for a code
 * (ForgotPassword) and wrong codes (ResetPassword). They come on top of the database's limits on
 * each code (5 tries, 10 minutes, 5 codes an hour per account), which they never loosen. The
 * counts live in a {@link ThrottleStore}, the app's in the database, shared by every process.
 */
import type { ResetThrottleConfig } from '../../config.js';
import { addressKey, type Admission, type ThrottleStore } from './throttle.js';

export class ResetThrottle {
  constructor(
    private readonly limits: ResetThrottleConfig,
    private readonly throttle: ThrottleStore,
  ) {}

  /** Admits a request for a code (every request counts), or says how long to wait. */
  async codeRequest(account: string, address: string, now: number): Promise<Admission> {
    const { maxCodeRequestsPerAccount, maxCodeRequestsPerAddress, windowMs } = this.limits;
    return this.throttle.admit(
      [
        { key: `code:account:${account}`, limit: { max: maxCodeRequestsPerAccount, windowMs } },
        {
          key: `code:address:${addressKey(address)}`,
          limit: { max: maxCodeRequestsPerAddress, windowMs },
        },
      ],
      now,
    );
  }

  /** Admits a code check, counted as a failure unless it `succeeded`, or says how long to wait. */
  async codeCheck(account: string, address: string, now: number): Promise<Admission> {
    const { maxFailuresPerAccount, maxFailuresPerAddress, windowMs } = this.limits;
    return this.throttle.admit(
      [
        { key: `check:account:${account}`, limit: { max: maxFailuresPerAccount, windowMs } },
        {
          key: `check:address:${addressKey(address)}`,
          limit: { max: maxFailuresPerAddress, windowMs },
        },
      ],
      now,
    );
  }

  /** The password was reset: the check does not count and the account's failures are forgiven. */
  async succeeded(account: string, check: Admission): Promise<void> {
    if (check.allowed) await check.release();
    await this.throttle.clear(`check:account:${account}`);
  }
}
