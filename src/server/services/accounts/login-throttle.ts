/**
 * Sign-in limits (issue 12, finding 3). Failures count per ACCOUNT, whatever identifier was typed
 * (e-mail in any spelling, phone in local or +234 form): the route resolves the identifier to the
 * account first, and an identifier that names no account counts as itself, normalised, so the
 * limits behave the same for accounts that exist and ones that do not.
 *
 * Three counts, all in one window:
 * - per (account, client address) pair, low (10): guessing from one place stops quickly;
 * - per account across addresses, far higher (100, NIST SP 800-63B's ceiling): only this one
 *   locks the account itself, so the owner still signs in from an address that has not been
 *   failing while an attacker elsewhere is throttled;
 * - per client address across accounts (50): one address cannot spray many accounts.
 *
 * Every attempt counts from the moment it is admitted (before the password check), so parallel
 * guesses cannot pass a limit; a success takes its attempt back and forgives the account's count
 * and its pair with that address (other addresses' pairs stay throttled). ChangePassword shares
 * these counts, so guesses cannot be split between the two routes. The counts live in a
 * {@link ThrottleStore}: the app's is the database (database-throttle.ts), shared by every
 * server process.
 */
import type { LoginThrottleConfig } from '../../config.js';
import { addressKey, type Admission, type ThrottleKey, type ThrottleStore } from './throttle.js';

/** What the limits count as one account: a known account's id, else the identifier normalised. */
export function throttledAccount(accountId: number | null, normalizedIdentifier: string): string {
  return accountId === null ? `identifier:${normalizedIdentifier}` : `user:${accountId}`;
}

export class LoginThrottle {
  constructor(
    private readonly limits: LoginThrottleConfig,
    private readonly store: ThrottleStore,
  ) {}

  private pairKey(account: string, address: string): string {
    return `pair:${account}|${addressKey(address)}`;
  }

  private keys(account: string, address: string): ThrottleKey[] {
    const { maxFailuresPerPair, maxFailuresPerAccount, maxFailuresPerAddress, windowMs } =
      this.limits;
    return [
      { key: this.pairKey(account, address), limit: { max: maxFailuresPerPair, windowMs } },
      { key: `account:${account}`, limit: { max: maxFailuresPerAccount, windowMs } },
      { key: `address:${addressKey(address)}`, limit: { max: maxFailuresPerAddress, windowMs } },
    ];
  }

  /** Admits an attempt, counted as a failure until `succeeded`, or says how long to wait. */
  async attempt(account: string, address: string, now = Date.now()): Promise<Admission> {
    return this.store.admit(this.keys(account, address), now);
  }

  /** The attempt proved the password: it does not count, and the account is forgiven. */
  async succeeded(account: string, address: string, attempt: Admission): Promise<void> {
    if (attempt.allowed) await attempt.release();
    await this.recordSuccess(account, address);
  }

  /**
   * The owner proved who they are (signed in, reset or changed the password) from `address`:
   * forgets the account's count and its pair with that address, not other addresses' pairs.
   */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.store.clear(`account:${account}`);
    await this.store.clear(this.pairKey(account, address));
  }
}
