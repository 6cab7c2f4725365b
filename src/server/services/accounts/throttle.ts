/**
 * Sliding-window limits, shared by sign-in, password reset and the "already exists" answers (per
 * account and per client address), and by any later limit counted by key. An attempt is counted
 * when it is admitted, before any slow work (argon2, the database), so requests sent in parallel
 * cannot slip past a limit; a caller that should not have counted it (a successful sign-in)
 * releases it afterwards. The app keeps the counts in the database (database-throttle.ts), so
 * every server process on one database counts the same attempts and a restart forgets none;
 * {@link SlidingWindowThrottle} is the same window in one process's memory.
 */
import { isIPv4, isIPv6 } from 'node:net';

export interface WindowLimit {
  /** Attempts allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
}

export interface ThrottleKey {
  key: string;
  limit: WindowLimit;
}

export type Admission =
  | {
      allowed: true;
      /** Takes this attempt back from every key (for attempts that should not count). */
      release(): void | Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

/**
 * Where the counts live: the database for the app (database-throttle.ts), this process's memory
 * for {@link SlidingWindowThrottle}. The limits built on it (sign-in, reset, "already exists"
 * answers) do not depend on which.
 */
export interface ThrottleStore {
  /** Counts one attempt against every key, or none when any key has used up its limit. */
  admit(keys: readonly ThrottleKey[], now: number): Admission | Promise<Admission>;
  /** Forgets every attempt of a key. */
  clear(key: string): void | Promise<void>;
}

interface Entry {
  windowMs: number;
  /** When each counted attempt was admitted, oldest first. */
  times: number[];
}

export class SlidingWindowThrottle implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  /** Above this many keys, expired ones are swept so that guessing many names cannot grow it. */
  private static readonly SWEEP_ABOVE = 10_000;
  /** A hard ceiling: past it the oldest keys are forgotten (a flood costs its own counts first). */
  private static readonly MAX_KEYS = 200_000;

  /**
   * Counts one attempt against every key, or none when any key has used up its limit; then says
   * how long until all of them allow one again.
   */
  admit(keys: readonly ThrottleKey[], now: number): Admission {
    let retryAfterMs = 0;
    for (const { key, limit } of keys)
      retryAfterMs = Math.max(retryAfterMs, this.wait(key, limit, now));
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    this.makeRoom(now);
    for (const { key, limit } of keys) {
      const entry = this.entries.get(key) ?? { windowMs: limit.windowMs, times: [] };
      entry.times.push(now);
      this.entries.set(key, entry);
    }
    return {
      allowed: true,
      release: () => {
        for (const { key } of keys) {
          const entry = this.entries.get(key);
          const at = entry?.times.lastIndexOf(now) ?? -1;
          if (entry && at >= 0) entry.times.splice(at, 1);
          if (entry?.times.length === 0) this.entries.delete(key);
        }
      },
    };
  }

  /** Forgets every attempt of a key. */
  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Milliseconds until `key` allows one more attempt; 0 when it does now. */
  private wait(key: string, limit: WindowLimit, now: number): number {
    const times = this.recent(key, now);
    if (times.length < limit.max) return 0;
    // The oldest attempts must leave the window until fewer than `max` remain.
    const leaving = times[times.length - limit.max]!;
    return Math.max(1, leaving + limit.windowMs - now);
  }

  /** The attempts of `key` still within its window; drops the older ones. */
  private recent(key: string, now: number): number[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    const since = now - entry.windowMs;
    const first = entry.times.findIndex((at) => at > since);
    if (first === -1) {
      this.entries.delete(key);
      return [];
    }
    if (first > 0) entry.times.splice(0, first);
    return entry.times;
  }

  private makeRoom(now: number): void {
    if (this.entries.size <= SlidingWindowThrottle.SWEEP_ABOVE) return;
    for (const key of [...this.entries.keys()]) this.recent(key, now);
    for (const key of this.entries.keys()) {
      if (this.entries.size < SlidingWindowThrottle.MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded), or null. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The client address as the limits count it: an IPv4 address as it is (also when IPv4-mapped),
 * an IPv6 address by its /64 network, since one subscriber is usually given a whole /64.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.replace(/%.*$/, ''));
  if (!groups || groups.some((group) => group.includes('.'))) return ip.toLowerCase();
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A limit reached deep inside a service, which has no reply to answer with: the errors plugin
 * (plugins/app/errors.ts) answers it 429 with its message and `Retry-After`.
 */
export class TooManyAttempts extends Error {
  constructor(
    readonly retryAfterMs: number,
    message: string,
  ) {
    super(message);
    this.name = 'TooManyAttempts';
  }
}
