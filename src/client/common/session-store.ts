/**
 * The signed-in user, kept whole in localStorage under the key `root` (spec section 3), or null
 * after logout. The stored value is `{ "user": SignedInUser | null }`.
 */
import type { SignedInUser } from '../../shared/api-types';

export const STORAGE_KEY = 'root';

/** The sign-in page. */
export const SIGN_IN_PATH = '/auth/sign-in';
/** `?ended=1` on the sign-in page: the dashboard sent the user there because the server ended the session. */
export const SESSION_ENDED_PARAM = 'ended';
export const SESSION_ENDED_PATH = `${SIGN_IN_PATH}?${SESSION_ENDED_PARAM}=1`;
/** Spec section 9: saved state is restored before rendering, giving up after 5000 ms. */
export const RESTORE_TIMEOUT_MS = 5000;

function isSignedInUser(value: unknown): value is SignedInUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.authToken === 'string' && typeof user.roleName === 'string';
}

export function getUser(): SignedInUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { user?: unknown };
    return isSignedInUser(parsed.user) ? parsed.user : null;
  } catch {
    return null;
  }
}

export function setUser(user: SignedInUser): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
}

export function clearUser(): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: null }));
}

/** Reads the saved user before the app renders; resolves null if it takes longer than the limit. */
export function restoreUser(timeoutMs = RESTORE_TIMEOUT_MS): Promise<SignedInUser | null> {
  return Promise.race([
    Promise.resolve().then(getUser),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}
