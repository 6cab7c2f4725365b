/**
 * A method a path lacks gets 405 with `Allow` (plugins/app/method-not-allowed.ts), before the
 * body is read and before any session is asked for; unknown paths stay 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { messages } from '../../../../src/shared/messages.js';
import { build } from '../../support/helper.js';

describe('405 Method Not Allowed', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close());

  function expect405(response: Awaited<ReturnType<App['inject']>>, allow: string) {
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: messages.request.methodNotAllowed });
  }

  it('lists the methods of a static path (HEAD with GET)', async () => {
    expect405(await app.inject({ method: 'DELETE', url: '/api/health' }), 'GET, HEAD');
    expect405(await app.inject({ method: 'GET', url: '/api/AuthUser/login' }), 'POST');
  });

  it('lists every method of a parametric path, with a query string', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/Streets/12?x=1' });
    expect405(response, 'GET, HEAD, DELETE');
  });

  it('answers 405 before reading a broken body or asking for a session', async () => {
    const broken = await app.inject({
      method: 'PATCH',
      url: '/api/Streets/12',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect405(broken, 'GET, HEAD, DELETE');
    const noBoundary = await app.inject({
      method: 'PATCH',
      url: '/api/health',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect405(noBoundary, 'GET, HEAD');
  });

  it('keeps the security and cache headers of every /api answer', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers 404 for paths no method has, and routes the methods a path has', async () => {
    const unknown = await app.inject({ method: 'PATCH', url: '/api/NoSuchThing/1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect(unknown.json()).toEqual({ message: messages.request.notFound });
    const head = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
  });

  it('adds nothing to the OpenAPI document', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const methods = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(methods).not.toContain('options');
    expect(doc.paths['/api/health']).toEqual({ get: expect.anything() });
  });
});
