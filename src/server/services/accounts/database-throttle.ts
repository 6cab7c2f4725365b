/**
 * The limits' counts in the database (issue 20), so that every server process on one database
 * counts the same attempts and a restart forgets none. One admission is one transaction: it
 * serialises with every other admission of the same keys (PostgreSQL: the keys' advisory locks;
 * SQLite: its single writer), counts the keys' attempts still in their windows and, when every
 * key has room, adds one row per key. So parallel attempts, on one process or several, are
 * admitted exactly up to the limit.
 *
 * Rows leave the table as they leave their windows: an admission deletes its keys' expired rows
 * first, and at most once a sweep interval one admission deletes every key's (keys nobody tries
 * again would otherwise stay).
 */
import type { Repositories } from '../../repositories/index.js';
import type { LiveAttempt } from '../../repositories/accounts/throttle-repository.js';
import type { Admission, ThrottleKey, ThrottleStore } from './throttle.js';

/** How often (by the clock the admissions are given) expired rows of all keys are deleted. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Milliseconds until `key` allows one more attempt (its live attempts oldest first); 0: now. */
function wait(live: readonly LiveAttempt[], { max }: ThrottleKey['limit'], now: number): number {
  if (live.length < max) return 0;
  // The oldest attempts must leave the window until fewer than `max` remain.
  const leaving = Date.parse(live[live.length - max]!.expiresAt);
  return Math.max(1, leaving - now);
}

export class DatabaseThrottle implements ThrottleStore {
  /** When this process last swept every key (by the admissions' clock). */
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly repos: Repositories) {}

  async admit(keys: readonly ThrottleKey[], now: number): Promise<Admission> {
    const names = keys.map(({ key }) => key);
    const at = iso(now);
    const ids = await this.repos.transaction(async ({ throttle }) => {
      await throttle.lockKeys(names);
      await throttle.dropExpired(at, names);
      const live = await throttle.live(names, at);
      let retryAfterMs = 0;
      for (const { key, limit } of keys) {
        const own = live.filter((attempt) => attempt.key === key);
        retryAfterMs = Math.max(retryAfterMs, wait(own, limit, now));
      }
      if (retryAfterMs > 0) return { retryAfterMs };
      const added = keys.map(({ key, limit }) => ({ key, expiresAt: iso(now + limit.windowMs) }));
      return throttle.add(added, at);
    });
    if (!Array.isArray(ids)) return { allowed: false, ...ids };
    await this.sweep(now);
    return { allowed: true, release: () => this.repos.throttle.remove(ids) };
  }

  async clear(key: string): Promise<void> {
    await this.repos.throttle.clear(key);
  }

  /** Deletes every key's expired rows, at most once a sweep interval per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < SWEEP_EVERY_MS && now >= this.sweptAt) return;
    this.sweptAt = now;
    await this.repos.throttle.dropExpired(iso(now));
  }
}
