import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { TooManyAttempts } from '../../../../src/server/services/accounts/throttle.js';
import { Refusal, type RefusalReason } from '../../../../src/server/services/refusal.js';
import { build, countRows, registration } from '../../support/helper.js';

const CREATE = '/api/Communities/CreateCommunity';

describe('request errors answer JSON { message } and write nothing', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({
      beforeReady: (instance) => {
        // Test-only routes that fail unexpectedly.
        instance.get('/api/test/boom', { config: { public: true } }, async () => {
          throw new Error('connection to 10.0.0.5 refused at /srv/secret/db.js:12');
        });
        // A service's refusals and limits, thrown with no reply at hand.
        instance.get<{ Params: { reason: RefusalReason } }>(
          '/api/test/refused/:reason',
          { config: { public: true } },
          async (request) => {
            throw new Refusal(request.params.reason, `Refused: ${request.params.reason}`);
          },
        );
        instance.get('/api/test/too-many', { config: { public: true } }, async () => {
          throw new TooManyAttempts(1_500, 'Too many, wait');
        });
        instance.get('/api/test/boom-typed', { config: { public: true } }, async () => {
          throw Object.assign(new TypeError('Cannot read properties of undefined'), {
            statusCode: 503,
          });
        });
      },
    });
  });
  afterAll(() => app.close());

  async function expectNothingWritten(run: () => Promise<void>) {
    const before = {
      communities: await countRows(app, 'communities'),
      users: await countRows(app, 'users'),
    };
    await run();
    expect({
      communities: await countRows(app, 'communities'),
      users: await countRows(app, 'users'),
    }).toEqual(before);
  }

  it('malformed JSON → 400', async () => {
    await expectNothingWritten(async () => {
      const response = await app.inject({
        method: 'POST',
        url: CREATE,
        payload: '{"communityName": "Sunrise",',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.request.invalidJson });
    });
  });

  it('an empty JSON body → 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: CREATE,
      payload: '',
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('a 10 MB JSON body → 413 with a clear message', async () => {
    await expectNothingWritten(async () => {
      const huge = { ...registration(), communityAddress: 'x'.repeat(10 * 1024 * 1024) };
      const response = await app.inject({ method: 'POST', url: CREATE, payload: huge });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request is too large (at most 1 MB)' });
    });
  });

  it('a wrong content type → 415', async () => {
    await expectNothingWritten(async () => {
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const response = await app.inject({
          method: 'POST',
          url: CREATE,
          payload: type.includes('urlencoded')
            ? new URLSearchParams(registration() as unknown as Record<string, string>).toString()
            : 'communityName=Sunrise',
          headers: { 'content-type': type },
        });
        expect(response.statusCode, type).toBe(415);
        expect(response.json(), type).toEqual({
          message: `${messages.request.unsupportedType}: send application/json`,
        });
      }
    });
  });

  it('an unexpected failure → 500 with the generic message only, no stack', async () => {
    const response = await app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.generic.failure });
    expect(response.body).not.toMatch(/10\.0\.0\.5|secret|stack|\.js/);
    const typed = await app.inject({ url: '/api/test/boom-typed' });
    expect(typed.statusCode).toBe(503);
    expect(typed.json()).toEqual({ message: messages.generic.failure });
  });

  it("maps each refusal reason to its status once, answering the refusal's message", async () => {
    const statuses: Record<RefusalReason, number> = {
      invalid: 400,
      forbidden: 403,
      'not-found': 404,
      conflict: 409,
      unprocessable: 422,
    };
    for (const [reason, status] of Object.entries(statuses)) {
      const response = await app.inject({ url: `/api/test/refused/${reason}` });
      expect(response.statusCode, reason).toBe(status);
      expect(response.json()).toEqual({ message: `Refused: ${reason}` });
    }
  });

  it('answers a limit reached inside a service 429 with Retry-After in whole seconds', async () => {
    const response = await app.inject({ url: '/api/test/too-many' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ message: 'Too many, wait' });
  });

  it('sets Cache-Control: no-store on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/test/boom', '/api/unknown', '/api/AuthUser/me']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sets security headers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Photos fetched with the bearer token are shown as blob: URLs (AuthorizedImage).
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });
});
