/**
 * The JSON calls of the typed custom dataProvider methods (methods/*.ts), through the provider's
 * one httpClient (session cookie, CSRF header, the server's `{ message, errors }` in its
 * HttpError), so a custom method fails the way the standard ones do.
 */
import { httpClient } from '../httpClient';

/** `GET url`, answered as `T` (the contract's type of that route's answer). */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const { json } = await httpClient(url, { signal });
  return json as T;
}

/** `PUT` / `POST` a JSON body, answered as `T`. */
export async function writeJson<T>(url: string, method: 'PUT' | 'POST', body: object): Promise<T> {
  const { json } = await httpClient(url, { method, body: JSON.stringify(body) });
  return json as T;
}

/** An id as a path segment. */
export const segment = (id: number | string) => encodeURIComponent(String(id));
