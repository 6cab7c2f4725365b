/** The profile page's requests (issue 7): its paths, JSON helpers and ended-session handling. */
import { useLogoutIfAccessDenied } from 'react-admin';
import { messages } from '../../../shared/messages';
import { httpClient } from '../providers/httpClient';

export const PROFILE_PATH = '/api/AuthUser/Profile';
export const CHANGE_PASSWORD_PATH = '/api/AuthUser/ChangePassword';
export const BANK_DETAILS_PATH = '/api/Communities/BankDetails';

/** `GET /api/AuthUser/Profile` */
export type { Profile } from '../../../shared/contract/auth';

/** A form value as sent: trimmed text, or '' for anything else. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function getJson<T>(url: string): Promise<T> {
  return (await httpClient(url)).json as T;
}

export function sendJson<T>(url: string, method: 'PUT' | 'POST', body: unknown): Promise<T> {
  return httpClient(url, { method, body: JSON.stringify(body) }).then(({ json }) => json as T);
}

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.generic.failure;

/**
 * `true` when the error was an ended session: the user is then signed out and sent to sign-in
 * (authProvider.checkError), as react-admin does for its own data calls.
 */
export function useSessionEnded() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return (error: unknown) => logoutIfAccessDenied(error);
}
