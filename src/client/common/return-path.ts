/**
 * The page to return to after signing in again (`?next=`), when the server ended a session in the
 * middle of the dashboard. Only a same-site dashboard path is ever followed, so a link to the
 * sign-in page cannot send a user anywhere else after they sign in (an open redirect).
 */
import { SESSION_ENDED_PATH } from './session-store';

export const NEXT_PARAM = 'next';
export const DASHBOARD_HOME = '/dashboard/home';

/** `value` (a path, query and hash) when it is a page of this site's dashboard, else null. */
export function dashboardReturnPath(value: string | null | undefined): string | null {
  // A path of this site only: not `//host`, not `/\host` (browsers read `\` as `/`).
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  // After `..` and the like are resolved: `/dashboard/../auth` is not a dashboard page.
  if (url.pathname !== '/dashboard' && !url.pathname.startsWith('/dashboard/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page saying the session has ended, returning to `page` (if a dashboard page). */
export function sessionEndedPath(page: string | null): string {
  const next = dashboardReturnPath(page);
  return next
    ? `${SESSION_ENDED_PATH}&${NEXT_PARAM}=${encodeURIComponent(next)}`
    : SESSION_ENDED_PATH;
}
