/**
 * The end of a session the server ended (idle or absolute expiry, revocation, a sign-out in
 * another tab). Every dashboard call goes through the dataProvider, whose 401s react-admin passes
 * to authProvider.checkError, which ends the session here. A page often has several calls in
 * flight, and each gets its 401: only the first signs the user out and says so in one toast;
 * the dashboard's root (useEndedSession) then leaves for the sign-in page once, which returns to
 * the page afterwards (`/auth/sign-in?ended=1&next=/dashboard/...`).
 *
 * The root leaves rather than react-admin's logout redirect: it unmounts the whole Admin in one
 * go, so no page reacts to its emptied queries afterwards (a list on page 2 would go back to
 * page 1, navigating the dashboard's router away from the sign-in page).
 */
import { useSyncExternalStore } from 'react';
import { showToast } from '../../common/Toasts';
import { sessionEndedPath } from '../../common/return-path';
import { clearUser, getUser } from '../../common/session-store';
import { messages } from '../../../shared/messages';

/** react-toastify shows one toast per id at a time: a second end could not repeat it either. */
export const SESSION_ENDED_TOAST = 'session-ended';

/** Where the last ended session sent the user. */
let endedPath: string | null = null;
const listeners = new Set<() => void>();

/**
 * True while Logout is revoking the session: the page's calls still in flight then get 401s that
 * are the sign-out itself, not a session the server ended (a CI run saw one send the user to the
 * sign-in page with "Your session has ended" instead of to the landing page).
 */
let signingOut = false;

/**
 * Logout calls this around revoking the session; see {@link endSession}. Starting also forgets an
 * earlier session's end, which would otherwise count as pending again once the user is cleared
 * and send the dashboard to that old sign-in page instead of the landing page.
 */
export function setSigningOut(value: boolean): void {
  signingOut = value;
  if (value) endedPath = null;
}

/** The sign-in page an ended session is on its way to, until someone signs in again. */
export function sessionEndPending(): string | null {
  return endedPath !== null && getUser() === null ? endedPath : null;
}

/**
 * Ends the session once: clears the stored user, toasts 'Your session has ended. Please sign in
 * again' and tells the dashboard's root to leave. False when an earlier 401 has done so already,
 * or while the user is signing out (Logout goes on to the landing page). A user cleared by a
 * sign-out in another tab still ends here.
 */
export function endSession(): boolean {
  if (signingOut || sessionEndPending() !== null) return false;
  clearUser();
  showToast(messages.auth.sessionEnded, { type: 'warning', toastId: SESSION_ENDED_TOAST });
  const { pathname, search, hash } = window.location;
  endedPath = sessionEndedPath(`${pathname}${search}${hash}`);
  listeners.forEach((listener) => listener());
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The sign-in page to leave for when the session has ended, else null. */
export function useEndedSession(): string | null {
  return useSyncExternalStore(subscribe, sessionEndPending, sessionEndPending);
}
