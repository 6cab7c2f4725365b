/**
 * Session lifetime rules: a session ends 12 hours after sign-in (absolute), after 30 minutes
 * without a request (idle), or when revoked (logout, password change).
 */
import type { SessionUser } from '../../../shared/contract/auth.js';
import type { Repositories } from '../../repositories/index.js';
import type { SessionCache } from './session-cache.js';
import { hashToken, newSessionToken } from './tokens.js';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** The signed-in user as routes see it (`request.user`). */
export interface AuthUser extends SessionUser {
  sessionId: number;
}

export type SessionLookup =
  | { status: 'active'; user: AuthUser }
  /** No such token (never issued, or tampered with). */
  | { status: 'unknown' }
  /** The token was valid but the session is over (expired, idle or revoked). */
  | { status: 'ended' };

/** Starts a session for the account and returns its token (shown to the client once). */
export async function startSession(
  repos: Repositories,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  const at = now.toISOString();
  await repos.sessions.create({
    userId,
    tokenHash: hashToken(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return token;
}

/**
 * Looks a token up and applies the lifetime rules; keeps an active session alive. With a `cache`
 * (PostgreSQL: session-cache.ts), a session read within the cache's time and not due for its
 * last-seen write is answered without a round trip to the database.
 */
export async function resolveSession(
  repos: Repositories,
  token: string,
  now = new Date(),
  cache: SessionCache | null = null,
): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const nowMs = now.getTime();
  const cached = cache?.get(tokenHash, nowMs);
  if (cached && nowMs - cached.lastSeenAtMs < SESSION_TOUCH_MS && cached.expiresAtMs > nowMs) {
    return { status: 'active', user: cached.user };
  }
  const mark = cache?.mark() ?? 0;
  const found = await repos.sessions.findByTokenHash(tokenHash);
  if (!found) return { status: 'unknown' };
  const { session, account } = found;
  let lastSeenMs = Date.parse(session.lastSeenAt);
  const expiresMs = Date.parse(session.expiresAt);
  if (session.revokedAt !== null || expiresMs <= nowMs || nowMs - lastSeenMs >= SESSION_IDLE_MS) {
    return { status: 'ended' };
  }
  if (nowMs - lastSeenMs >= SESSION_TOUCH_MS) {
    await repos.sessions.touch(session.id, now.toISOString());
    lastSeenMs = nowMs;
  }
  const user: AuthUser = { ...account, sessionId: session.id };
  cache?.set(tokenHash, { user, expiresAtMs: expiresMs, lastSeenAtMs: lastSeenMs }, mark, nowMs);
  return { status: 'active', user };
}
