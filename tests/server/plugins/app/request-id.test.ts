/**
 * Request ids (issue 20): every answer carries `x-request-id` (a success, a refusal, a malformed
 * body, an unknown path), each request its own, and every log line of the request, the app's own
 * lines included (those of work done after the answer too), names the same id as `reqId`. A client's X-Request-Id is ignored unless the app
 * trusts a proxy (TRUST_PROXY); a trusted proxy's is kept when it looks like an id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { bearer, build, registerCommunity } from '../../support/helper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg?: string;
}

describe('request ids without a trusted proxy', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await build({
      config: { logger: 'info', logStream: { write: (line: string) => void lines.push(line) } },
    });
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  const logOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === id);

  it('answers every request with its own id, errors and unknown paths too', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/NoSuchThing/1' }),
      app.inject({ url: '/no-such-page' }),
      app.inject({ url: '/api/AuthUser/me' }),
      app.inject({ url: '/api/AuthUser/me', headers: bearer('not-a-token') }),
      app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"UserUniqueId": ',
      }),
      app.inject({ method: 'PATCH', url: '/api/health' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 401, 401, 400, 405]);
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the id on every line of its request, the app’s own lines included', async () => {
    const { registration } = await registerCommunity(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/login',
      payload: { UserUniqueId: registration.adminEmail, PassWord: 'not the password' },
    });
    expect(answer.statusCode).toBe(401);
    const id = String(answer.headers['x-request-id']);
    const messages = logOf(id).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'Sign-in failed', 'request completed']);
    for (const line of lines) expect(JSON.parse(line)).toEqual(expect.any(Object));
  });

  it('names the id on the lines of work done after the answer', async () => {
    const { registration } = await registerCommunity(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ForgotPassword',
      payload: { userUniqueId: registration.adminEmail },
    });
    expect(answer.statusCode).toBe(200);
    await app.afterAnswer.idle();
    const messages = logOf(String(answer.headers['x-request-id'])).map((line) => line.msg);
    expect(messages).toContain('Password reset code issued');
  });

  it('ignores an id the client sends', async () => {
    const answer = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(logOf('chosen-by-the-client')).toEqual([]);
  });
});

describe('request ids behind a trusted proxy', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ config: { trustProxy: true } });
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  it("keeps the proxy's id, and draws a new one for a header that is no id", async () => {
    const kept = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a:0001.trace_9' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:0001.trace_9');
    for (const odd of ['two words', 'x'.repeat(129), 'line\u00e9']) {
      const answer = await app.inject({ url: '/api/health', headers: { 'x-request-id': odd } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    expect((await app.inject({ url: '/api/health' })).headers['x-request-id']).toMatch(UUID);
  });
});
