/**
 * The signed-in user, kept in localStorage under the key `root` (spec section 3), or null after
 * logout. The stored value is `{ "user": SessionUser | null }`: the login answer without its
 * `authToken` (issue 12). The browser's session lives in an HttpOnly cookie the server sets at
 * sign-in, out of reach of any script; a token stored by an older version is dropped on reading.
 */
import type { SessionUser, SignedInUser } from '../../shared/contract/auth';

export const STORAGE_KEY = 'root';

/** The sign-in page. */
export const SIGN_IN_PATH = '/auth/sign-in';
/** `?ended=1` on the sign-in page: the dashboard sent the user there because the server ended the session. */
export const SESSION_ENDED_PARAM = 'ended';
export const SESSION_ENDED_PATH = `${SIGN_IN_PATH}?${SESSION_ENDED_PARAM}=1`;
/** Spec section 9: saved state is restored before rendering, giving up after 5000 ms. */
export const RESTORE_TIMEOUT_MS = 5000;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.roleName === 'string';
}

export function getUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { user?: unknown };
    if (!isSessionUser(parsed.user)) return null;
    if ('authToken' in parsed.user) setUser(parsed.user);
    return withoutToken(parsed.user);
  } catch {
    return null;
  }
}

/** The user without any `authToken` it may carry. */
function withoutToken(user: SessionUser | SignedInUser): SessionUser {
  const { authToken: _token, ...rest } = user as SignedInUser;
  return rest;
}

/** Stores the user (the login answer may be passed whole: its token is never stored). */
export function setUser(user: SessionUser | SignedInUser): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: withoutToken(user) }));
}

export function clearUser(): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: null }));
}

/** Reads the saved user before the app renders; resolves null if it takes longer than the limit. */
export function restoreUser(timeoutMs = RESTORE_TIMEOUT_MS): Promise<SessionUser | null> {
  return Promise.race([
    Promise.resolve().then(getUser),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}
