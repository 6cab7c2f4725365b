/**
 * The client's one fetch core, for the public pages and the dashboard alike: the session travels
 * in its HttpOnly cookie (same origin: the browser sends it), a write carries the CSRF header
 * (issue 12), and a failed call becomes an ApiFailure carrying the server's `{ message, errors }`
 * (spec section 8). It imports no react-admin, so the public pages stay small; the dashboard's
 * httpClient turns an ApiFailure into react-admin's HttpError, the only one its code sees.
 */
import { CSRF_COOKIE, CSRF_HEADER, SAFE_METHODS, cookieValue } from '../../shared/csrf';

/** A call the server refused (its status), or one that got no answer (status 0). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** A successful answer: fetchUtils.fetchJson's shape, which ra-data-simple-rest reads. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** JSON when the text is JSON, the text itself otherwise, null when there is none. */
function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `{ message }`, or '' when it sent none. */
function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.trim() : '';
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * fetch with the CSRF header on writes and a JSON Content-Type for a text body. Answers the
 * Response when it is ok; throws an ApiFailure otherwise (an abort is rethrown as it is).
 */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = withCsrf(new Headers(init.headers), init.method);
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiFailure(0, '', null);
  }
  if (response.ok) return response;
  const body = parsed(await response.text().catch(() => ''));
  throw new ApiFailure(response.status, messageOf(body), body);
}

/** `send`, with the answer read as JSON (or text). */
export async function sendJson<T = unknown>(
  path: string,
  init: RequestInit = {},
): Promise<ApiResponse<T>> {
  const response = await send(path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text,
    json: parsed(text) as T,
  };
}

/** The public pages' call: the answer's JSON body. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await sendJson<T>(path, init)).json;
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
  if (error instanceof ApiFailure && error.message) return error.message;
  return fallback;
}

/**
 * The fields a refused input names (`{ errors }` of the answer, issue 15), each with its text in
 * the words of the form; `{}` when it names none.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiFailure)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
