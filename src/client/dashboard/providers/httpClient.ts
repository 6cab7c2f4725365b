import { fetchUtils, HttpError } from 'react-admin';
import { messages } from '../../../shared/messages';
import { getUser } from '../../common/session-store';
import { announceSessionEnded } from './sessionEnd';

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * fetchUtils.fetchJson with the signed-in user's bearer token. A failed call becomes an HttpError
 * whose message is the server's `{ message }`, or the spec's generic failure text (section 8), so
 * react-admin's notifications show the right words. A 401 to a call that carried the token means
 * the server ended the session: the user is signed out and sent to sign in (sessionEnd.ts).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getUser()?.authToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof HttpError) {
      if (error.status === 401 && token) announceSessionEnded();
      const message = serverMessage(error.body) ?? messages.generic.failure;
      throw new HttpError(message, error.status, error.body);
    }
    // A network failure: no status, no body.
    throw new HttpError(messages.generic.failure, 0, null);
  }
}
