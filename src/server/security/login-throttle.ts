/**
 * Counts failed sign-ins per account and per client address in memory. Only failures count, so
 * people who sign in often are never blocked; a success clears the account's count. The counts
 * are per process and forgotten on restart, which is enough to slow password guessing.
 */
import type { LoginThrottleConfig } from '../config.js';

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  /** Above this many tracked keys, stale ones are swept so guessing many names cannot grow it. */
  private static readonly SWEEP_ABOVE = 10_000;

  constructor(private readonly limits: LoginThrottleConfig) {}

  /** True when the account or the address has used up its failures for the window. */
  isBlocked(account: string, address: string, now = Date.now()): boolean {
    return (
      this.recent(`account:${account}`, now) >= this.limits.maxFailuresPerAccount ||
      this.recent(`address:${address}`, now) >= this.limits.maxFailuresPerAddress
    );
  }

  recordFailure(account: string, address: string, now = Date.now()): void {
    if (this.failures.size > LoginThrottle.SWEEP_ABOVE) {
      for (const key of [...this.failures.keys()]) this.recent(key, now);
    }
    for (const key of [`account:${account}`, `address:${address}`]) {
      this.recent(key, now);
      this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
    }
  }

  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  /** Failures of `key` within the window; drops older ones so the map does not grow forever. */
  private recent(key: string, now: number): number {
    const since = now - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept.length;
  }
}
