/**
 * Sessions a process has just read, kept briefly so that a request costs one round trip to the
 * database instead of two (issue 14). Never a cache that lets a changed session through:
 * - every change to what a session shows is announced by the database (migration 010) and drops
 *   the account's entries here (`dropAccount`, `dropAll`), in this process and every other;
 * - a read that was in flight while a notice arrived is not kept (the generation check), so an
 *   answer from before a revocation cannot be cached after it;
 * - while the process cannot hear notices (`pause`), nothing is cached or served from the cache;
 * - an entry lives at most `ttlMs`, and never past the moment its session's last-seen time needs
 *   writing again (sessions.ts), so the idle and absolute lifetimes are checked as before.
 */
import type { AuthUser } from './sessions.js';

/** The session as the lifetime rules need it, with its account. */
export interface CachedSession {
  user: Readonly<AuthUser>;
  expiresAtMs: number;
  lastSeenAtMs: number;
}

interface Entry extends CachedSession {
  cachedAtMs: number;
}

export interface SessionCacheLimits {
  /** How long an entry may be served without reading the database again. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
}

export const DEFAULT_SESSION_CACHE: SessionCacheLimits = { ttlMs: 30_000, maxEntries: 10_000 };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private changes = 0;

  constructor(private readonly limits: SessionCacheLimits = DEFAULT_SESSION_CACHE) {}

  /** A token hash's session if it is cached, fresh, and notices are being heard. */
  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAtMs >= this.limits.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** A mark to take before reading a session from the database; pass it to `set`. */
  mark(): number {
    return this.changes;
  }

  /** Keeps a session read from the database, unless a notice arrived since `mark`. */
  set(tokenHash: string, session: CachedSession, mark: number, nowMs: number): void {
    if (!this.listening || mark !== this.changes) return;
    if (this.entries.size >= this.limits.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, {
      ...session,
      user: Object.freeze({ ...session.user }),
      cachedAtMs: nowMs,
    });
  }

  /** Something about this account changed (its sessions, role, community, resident record). */
  dropAccount(userId: number): void {
    this.changes += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(hash);
    }
  }

  /** Something every session shows changed (a community's name, a role), or notices were lost. */
  dropAll(): void {
    this.changes += 1;
    this.entries.clear();
  }

  /** Notices are heard from now on (after a `dropAll`: what was missed is gone). */
  resume(): void {
    this.dropAll();
    this.listening = true;
  }

  /** Notices cannot be heard (connection lost, shutting down): read every session afresh. */
  pause(): void {
    this.listening = false;
    this.dropAll();
  }

  /** Applies one notice's payload: `user:<id>` or `*` (anything else: everything, to be safe). */
  apply(payload: string): void {
    const match = /^user:(\d+)$/.exec(payload);
    if (match) this.dropAccount(Number(match[1]));
    else this.dropAll();
  }

  get size(): number {
    return this.entries.size;
  }
}
