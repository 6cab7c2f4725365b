/**
 * The one fetch wrapper of the client: adds the bearer token, reads JSON, and turns a failed call
 * into an HttpError carrying the server's `{ message }` (spec section 8).
 */
import { getUser } from './session-store';

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
  const headers = new Headers(init.headers);
  const token = getUser()?.authToken;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
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

/** The server's message when it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
