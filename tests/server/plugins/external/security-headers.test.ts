/**
 * Security headers (issue 7, Sessions and limits) on every answer: successes and refusals, API
 * and pages, the OpenAPI docs. A CSP without inline scripts and without framing, nosniff,
 * X-Frame-Options DENY, Referrer-Policy; HSTS only over HTTPS (directly, or as a trusted proxy
 * says); `Cache-Control: no-store` on every /api answer.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { HSTS_VALUE } from '../../../../src/server/plugins/external/security-headers.js';
import { bearer, build, registerCommunity, signIn } from '../../support/helper.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The headers every answer carries, whatever its status or path. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = directives(response.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).toContain("'self'");
  expect(scripts, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src-attr'), `${what}: no inline handlers`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests'), `${what}: plain HTTP allowed`).toBe(false);
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
}

describe('security headers', () => {
  let app: App;
  let token: string;
  let clientDir: string;

  beforeAll(async () => {
    // A stand-in for the built client, so pages are served as in production.
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-client-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    app = await build({ config: { clientDir } });
    const { registration } = await registerCommunity(app);
    token = await signIn(app, registration.adminEmail, registration.adminPassword);
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const requests: [string, () => InjectOptions][] = [
    ['GET /api/health (public)', () => ({ url: '/api/health' })],
    [
      'GET /api/AuthUser/me (signed in)',
      () => ({ url: '/api/AuthUser/me', headers: bearer(token) }),
    ],
    ['GET /api/AuthUser/me (401)', () => ({ url: '/api/AuthUser/me' })],
    ['GET /api/Communities/1 (signed in, 403 or 200)', () => ({ url: '/api/Communities/1' })],
    ['GET /api/nothing-here (404)', () => ({ url: '/api/nothing-here' })],
    [
      'POST /api/AuthUser/login (400)',
      () => ({ method: 'POST', url: '/api/AuthUser/login', payload: { UserUniqueId: '' } }),
    ],
    [
      'POST /api/AuthUser/login (bad JSON)',
      () => ({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ],
    ['GET / (page)', () => ({ url: '/' })],
    ['GET /dashboard/home (page)', () => ({ url: '/dashboard/home' })],
    ['GET /api/docs/json', () => ({ url: '/api/docs/json' })],
  ];

  it.each(requests)('%s carries the security headers', async (what, options) => {
    const response = await app.inject(options());
    expectSecurityHeaders(response, what);
    expect(response.headers['strict-transport-security'], 'no HSTS over HTTP').toBeUndefined();
  });

  it.each(requests.filter(([what]) => what.includes('/api/')))(
    '%s is not to be stored by any cache',
    async (_what, options) => {
      const response = await app.inject(options());
      expect(response.headers['cache-control']).toMatch(/(^|[\s,])no-store($|[\s,])/);
    },
  );

  it('pages may be cached (revalidated); only the API is no-store', async () => {
    const response = await app.inject({ url: '/dashboard/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('the Swagger UI page forbids framing and inline scripts too', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, 'Swagger UI');
  });

  it('a 429 carries them too', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: 'nobody@example.ng', PassWord: 'password1' },
      });
    // 10 failures per account (the default), then 429.
    for (let i = 0; i < 10; i += 1) expect((await login()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expectSecurityHeaders(refused, '429');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('no HSTS when X-Forwarded-Proto comes and no proxy is trusted (the default)', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS only over HTTPS', () => {
  let proxied: App;
  beforeAll(async () => {
    // inject's requests come from 127.0.0.1 unless told otherwise: the trusted proxy.
    proxied = await build({ config: { trustProxy: '127.0.0.1' } });
  }, 30_000);
  afterAll(() => proxied.close());

  const health = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    proxied.inject({ url: '/api/health', headers, remoteAddress });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await health({ 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP behind the trusted proxy', async () => {
    const response = await health({ 'x-forwarded-proto': 'http' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect((await health({})).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when X-Forwarded-Proto comes from a peer that is not trusted', async () => {
    const response = await health({ 'x-forwarded-proto': 'https' }, '192.0.2.9');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
