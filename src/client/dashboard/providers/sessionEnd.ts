/**
 * The end of a session the server ended (idle or absolute expiry, revocation): any dashboard call
 * answered 401 signs the user out here and sends them to /auth/sign-in?ended=1, where the page
 * says 'Your session has ended. Please sign in again'.
 *
 * react-admin's own calls, and the pages that pass their failures to useLogoutIfAccessDenied, get
 * there through authProvider.checkError. Every call through httpClient (and the protected file
 * downloads) also announces the end here; if the dashboard is still on screen a moment later
 * (a call react-admin never saw, such as a picker's search), useSessionEndedRedirect goes there.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_ENDED_PATH, clearUser } from '../../common/session-store';

export const SESSION_ENDED_EVENT = 'neighbourly:session-ended';

/** How long react-admin gets to redirect by itself before the fallback does. */
export const SESSION_END_FALLBACK_MS = 300;

/** The server answered 401 to a call made with the stored token: the session is over. */
export function announceSessionEnded(): void {
  clearUser();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/**
 * Sends the user to the sign-in page with the 'session ended' notice when a call announced the
 * end of the session and nothing else has left the dashboard since. For DashboardApp, which
 * unmounts (cancelling the fallback) as soon as react-admin has redirected.
 */
export function useSessionEndedRedirect(delayMs = SESSION_END_FALLBACK_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEnded = () => {
      timer ??= setTimeout(() => navigate(SESSION_ENDED_PATH, { replace: true }), delayMs);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      clearTimeout(timer);
    };
  }, [navigate, delayMs]);
}
