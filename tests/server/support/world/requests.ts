/**
 * Calling the API as someone: a `Caller` wraps a session token around `app.inject`, and
 * `expectCreated` turns a write's answer into its body or an error that names what failed, so a
 * broken set-up stops at the step that broke instead of in the test that follows.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../../src/server/app.js';
import { bearer } from '../helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with one user's session. */
export function caller(app: App, token: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Caller = ReturnType<typeof caller>;

/** The body of an answer with `status` (201 unless told), or an error naming `what`. */
export function expectCreated<T>(
  response: Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>,
  what: string,
  status = 201,
): T {
  if (response.statusCode !== status) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}
