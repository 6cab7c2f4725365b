/**
 * The one fetch wrapper of the client: reads JSON and turns a failed call into an HttpError
 * carrying the server's `{ message }` (spec section 8). The session travels in its HttpOnly cookie
 * (same origin: the browser sends it); a write carries the CSRF header (issue 12).
 */
import { CSRF_COOKIE, CSRF_HEADER, SAFE_METHODS, cookieValue } from '../../shared/csrf';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = withCsrf(new Headers(init.headers), init.method);
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { ...init, headers });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : '';
    throw new HttpError(response.status, message, body);
  }
  return body as T;
}

/**
 * `headers` with the CSRF header when `method` writes: the value of the readable CSRF cookie the
 * server set at sign-in, which a page of another site can neither read nor send.
 */
export function withCsrf(headers: Headers, method = 'GET'): Headers {
  const csrf = cookieValue(document.cookie, CSRF_COOKIE);
  if (csrf && !SAFE_METHODS.includes(method.toUpperCase())) headers.set(CSRF_HEADER, csrf);
  return headers;
}

/** The server's message when it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
