/**
 * The browser app's session cookie and CSRF protection (issue 12, finding 11), on both databases:
 * sign-in sets an HttpOnly, SameSite=Lax session cookie (Secure over HTTPS, also as a trusted
 * proxy says) and a readable CSRF cookie; a cookie-authenticated GET works; a cookie-authenticated
 * write needs the CSRF header (403 and nothing written without it or with a wrong one);
 * `Authorization: Bearer` keeps working without CSRF; logout clears the cookies and the old cookie
 * is refused; the CSP allows no `https:` styles or fonts.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { SESSION_COOKIE, csrfTokenFor } from '../../../../src/server/plugins/app/session-cookie.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../../src/shared/csrf.js';
import { messages } from '../../../../src/shared/messages.js';
import { bearer, build, countRows, registerCommunity } from '../../support/helper.js';
import { streetBody } from '../../support/tenant-fixtures.js';

interface SetCookie {
  value: string;
  attributes: Map<string, string>;
}

/** The Set-Cookie headers of an answer, by cookie name. */
function setCookies(response: LightMyRequestResponse): Map<string, SetCookie> {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const found = new Map<string, SetCookie>();
  for (const line of lines) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attributes = new Map(
      rest.map((part) => {
        const [name = '', value = ''] = part.split('=');
        return [name.toLowerCase(), value] as const;
      }),
    );
    found.set(pair.slice(0, at), { value: pair.slice(at + 1), attributes });
  }
  return found;
}

interface Session {
  token: string;
  csrf: string;
  cookies: Map<string, SetCookie>;
}

async function signInForCookies(
  app: App,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AuthUser/login',
    payload: { UserUniqueId: email, PassWord: password },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookies = setCookies(response);
  // The login answer keeps authToken (API clients); the cookie carries the same session.
  const token = response.json<{ authToken: string }>().authToken;
  expect(cookies.get(SESSION_COOKIE)?.value).toBe(token);
  return { token, csrf: cookies.get(CSRF_COOKIE)?.value ?? '', cookies };
}

const cookieHeader = (session: Session) => ({
  cookie: `${SESSION_COOKIE}=${session.token}; ${CSRF_COOKIE}=${session.csrf}`,
});

describe('session cookie and CSRF', () => {
  let app: App;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    app = await build();
    const { registration } = await registerCommunity(app);
    admin = { email: registration.adminEmail, password: registration.adminPassword };
  }, 30_000);
  afterAll(() => app.close());

  it('sets an HttpOnly, SameSite=Lax session cookie and a readable CSRF cookie over HTTP', async () => {
    const { cookies, token, csrf } = await signInForCookies(app, admin.email, admin.password);
    const session = cookies.get(SESSION_COOKIE)!;
    expect(session.attributes.has('httponly')).toBe(true);
    expect(session.attributes.get('samesite')).toBe('Lax');
    expect(session.attributes.get('path')).toBe('/api');
    expect(session.attributes.has('secure')).toBe(false);
    expect(Number(session.attributes.get('max-age'))).toBe(12 * 60 * 60);
    const readable = cookies.get(CSRF_COOKIE)!;
    expect(readable.attributes.has('httponly')).toBe(false);
    expect(readable.attributes.get('samesite')).toBe('Lax');
    expect(readable.attributes.get('path')).toBe('/');
    expect(csrf).toBe(csrfTokenFor(token));
    expect(csrf).not.toContain(token);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted: no Secure', async () => {
    const { cookies } = await signInForCookies(app, admin.email, admin.password, {
      'x-forwarded-proto': 'https',
    });
    expect(cookies.get(SESSION_COOKIE)!.attributes.has('secure')).toBe(false);
  });

  it('answers a GET authenticated by the cookie alone', async () => {
    const session = await signInForCookies(app, admin.email, admin.password);
    const me = await app.inject({
      url: '/api/AuthUser/me',
      headers: { cookie: `${SESSION_COOKIE}=${session.token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ email: string }>().email).toBe(admin.email);
  });

  it('refuses a cookie-authenticated write without or with a wrong CSRF header, and writes nothing', async () => {
    const session = await signInForCookies(app, admin.email, admin.password);
    const other = await signInForCookies(app, admin.email, admin.password);
    const before = await countRows(app, 'streets');
    for (const csrf of [undefined, '', 'x'.repeat(43), other.csrf, session.token]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Streets',
        headers: {
          ...cookieHeader(session),
          ...(csrf === undefined ? {} : { [CSRF_HEADER]: csrf }),
        },
        payload: streetBody(),
      });
      expect(response.statusCode, `${csrf}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.csrfFailed });
    }
    expect(await countRows(app, 'streets')).toBe(before);
  });

  it('accepts a cookie-authenticated write with the right CSRF header', async () => {
    const session = await signInForCookies(app, admin.email, admin.password);
    const before = await countRows(app, 'streets');
    const response = await app.inject({
      method: 'POST',
      url: '/api/Streets',
      headers: { ...cookieHeader(session), [CSRF_HEADER]: session.csrf },
      payload: streetBody(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await countRows(app, 'streets')).toBe(before + 1);
  });

  it('keeps Authorization: Bearer working for API clients, without any CSRF header', async () => {
    const session = await signInForCookies(app, admin.email, admin.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Streets',
      headers: bearer(session.token),
      payload: streetBody(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('clears the cookies at logout, and the old cookie is refused after', async () => {
    const session = await signInForCookies(app, admin.email, admin.password);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/logout',
      headers: cookieHeader(session),
    });
    expect(refused.statusCode).toBe(403);
    const out = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/logout',
      headers: { ...cookieHeader(session), [CSRF_HEADER]: session.csrf },
    });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = setCookies(out);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      expect(cleared.get(name)?.value, name).toBe('');
      expect(cleared.get(name)?.attributes.get('max-age'), name).toBe('0');
    }
    const after = await app.inject({ url: '/api/AuthUser/me', headers: cookieHeader(session) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.auth.sessionEnded });
    expect(setCookies(after).get(SESSION_COOKIE)?.attributes.get('max-age')).toBe('0');
    const viaBearer = await app.inject({ url: '/api/AuthUser/me', headers: bearer(session.token) });
    expect(viaBearer.statusCode).toBe(401);
  });

  it('sends a CSP without https: sources for styles and fonts', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1);
    expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive('font-src')).toEqual(["'self'", 'data:']);
    expect(csp).not.toMatch(/https:/);
  });
});

describe('session cookie behind a trusted proxy', () => {
  let proxied: App;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    // inject's requests come from 127.0.0.1 unless told otherwise: the trusted proxy.
    proxied = await build({ config: { trustProxy: '127.0.0.1' } });
    const { registration } = await registerCommunity(proxied);
    admin = { email: registration.adminEmail, password: registration.adminPassword };
  }, 30_000);
  afterAll(() => proxied.close());

  it('is Secure when the proxy says the request came over HTTPS', async () => {
    const { cookies } = await signInForCookies(proxied, admin.email, admin.password, {
      'x-forwarded-proto': 'https',
    });
    expect(cookies.get(SESSION_COOKIE)!.attributes.has('secure')).toBe(true);
    expect(cookies.get(CSRF_COOKIE)!.attributes.has('secure')).toBe(true);
  });

  it('is not Secure over plain HTTP, nor when an untrusted peer claims HTTPS', async () => {
    const plain = await signInForCookies(proxied, admin.email, admin.password, {
      'x-forwarded-proto': 'http',
    });
    expect(plain.cookies.get(SESSION_COOKIE)!.attributes.has('secure')).toBe(false);
    const spoofed = await signInForCookies(
      proxied,
      admin.email,
      admin.password,
      { 'x-forwarded-proto': 'https' },
      '192.0.2.9',
    );
    expect(spoofed.cookies.get(SESSION_COOKIE)!.attributes.has('secure')).toBe(false);
  });
});
