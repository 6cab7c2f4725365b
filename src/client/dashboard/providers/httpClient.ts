import { fetchUtils, HttpError } from 'react-admin';
import { messages } from '../../../shared/messages';
import { withCsrf } from '../../common/http';
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
 * fetchUtils.fetchJson with the session cookie (the browser sends it) and, on writes, the CSRF
 * header. A failed call becomes an HttpError whose message is the server's `{ message }`, or the
 * spec's generic failure text (section 8), so react-admin's notifications show the right words.
 * A 401 while a user is signed in means the server ended the session: the user is signed out and
 * sent to sign in (sessionEnd.ts).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = withCsrf(new Headers(options.headers), options.method);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const signedIn = getUser() !== null;
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof HttpError) {
      if (error.status === 401 && signedIn) announceSessionEnded();
      const message = serverMessage(error.body) ?? messages.generic.failure;
      throw new HttpError(message, error.status, error.body);
    }
    // A network failure: no status, no body.
    throw new HttpError(messages.generic.failure, 0, null);
  }
}
