/**
 * The real API for the few client tests that keep the real dataProvider (issue 15, point 8): the
 * Fastify app of the API tests (tests/server/support) on SQLite, listening on 127.0.0.1, and
 * fetch pointed at it as a browser on that origin would be: relative URLs resolved against it,
 * and a cookie jar (Node's fetch keeps no cookies) holding the HttpOnly session cookie the
 * sign-in sets. The CSRF cookie is also copied to document.cookie, where the dashboard reads it.
 */
import { vi } from 'vitest';
import { setUser } from '../../../../src/client/common/session-store';
import type { App } from '../../../../src/server/app';
import type { SignedInUser } from '../../../../src/shared/contract/auth';
import { CSRF_COOKIE } from '../../../../src/shared/csrf';
import { build } from '../../../server/support/helper';

export interface RealServer {
  app: App;
  origin: string;
  /** Every request the dashboard sent, as `METHOD /path?query`. */
  requests: string[];
  /**
   * The CSRF cookie back in document.cookie, as the browser would still hold it: the client
   * setup clears it after each test (call in beforeEach).
   */
  restoreCsrfCookie(): void;
  close(): Promise<void>;
}

/** The jar's cookies from a response's Set-Cookie headers (a max-age=0 one removes it). */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (/max-age=0/i.test(header) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** The CSRF cookie where the page's scripts read it (the session cookie stays HttpOnly). */
function showCsrfCookie(jar: Map<string, string>) {
  const csrf = jar.get(CSRF_COOKIE);
  if (csrf && !document.cookie.includes(`${CSRF_COOKIE}=${csrf}`)) {
    document.cookie = `${CSRF_COOKIE}=${csrf}; path=/`;
  }
}

export async function startRealServer(): Promise<RealServer> {
  const app = await build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The API is not on a TCP port');
  const origin = `http://127.0.0.1:${address.port}`;
  const nodeFetch = globalThis.fetch;
  const jar = new Map<string, string>();
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), origin);
    requests.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await nodeFetch(url, { ...init, headers });
    keepCookies(jar, response);
    showCsrfCookie(jar);
    return response;
  });
  return {
    app,
    origin,
    requests,
    restoreCsrfCookie: () => showCsrfCookie(jar),
    async close() {
      vi.unstubAllGlobals();
      await app.close();
    },
  };
}

/** Signs in through the API as the sign-in page does, and stores the user as it does. */
export async function signInThroughApi(email: string, password: string): Promise<SignedInUser> {
  const response = await fetch('/api/AuthUser/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ UserUniqueId: email, PassWord: password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as SignedInUser;
  setUser(user);
  return user;
}
