/**
 * GET /metrics (issue 20): Prometheus's text format for a scraper holding METRICS_TOKEN, outside
 * /api. Without the setting there is no such page (404); with it, a missing or wrong bearer token
 * is 401. Requests are counted and timed by method, route pattern (never the URL: every id would
 * be a series of its own) and status; the job queue's depth by job name and standing; the
 * database pool; Node's process metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { messages } from '../../../src/shared/messages.js';
import { build, usePostgres } from '../support/helper.js';

const TOKEN = 'scrape-me-if-you-can-0123456789';
const SCRAPER = { authorization: `Bearer ${TOKEN}` };

/** The value of the sample of `name` whose labels include all of `labels`, if there is one. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return null;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  it('is not there, whatever the request carries', async () => {
    for (const headers of [{}, SCRAPER]) {
      const answer = await app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: messages.request.notFound });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ config: { metricsToken: TOKEN, jobPollMs: 500 } });
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  const scrape = async () => {
    const answer = await app.inject({ url: '/metrics', headers: SCRAPER });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  it('asks for the bearer token: 401 without it, with another, or sent another way', async () => {
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of refused) {
      const answer = await app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toEqual({ message: messages.operations.metricsToken });
      expect(answer.body).not.toContain('neighbourly_');
    }
    const answer = await scrape();
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Not part of the API: not in its documentation.
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('counts and times requests by method, route pattern and status, never by URL', async () => {
    for (const url of ['/api/Streets/5', '/api/Streets/6', '/api/Streets/7?x=1']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/No/Such/1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/No/Such/2' })).statusCode).toBe(404);
    const text = (await scrape()).body;

    const streets = { method: 'GET', route: '/api/Streets/:id', status_code: '401' };
    expect(sample(text, 'neighbourly_http_requests_total', streets)).toBe(3);
    expect(sample(text, 'neighbourly_http_request_duration_seconds_count', streets)).toBe(3);
    expect(
      sample(text, 'neighbourly_http_request_duration_seconds_bucket', { ...streets, le: '+Inf' }),
    ).toBe(3);
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'neighbourly_http_requests_total', health)).toBe(1);
    const unmatched = { route: '(unmatched)', status_code: '404' };
    expect(sample(text, 'neighbourly_http_requests_total', unmatched)).toBe(2);
    for (const url of ['/api/Streets/5', '/api/Streets/7', '/api/No/Such', 'x=1']) {
      expect(text).not.toContain(url);
    }
  });

  it("reports the job queue's depth by job name: due, scheduled, active, failed", async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await app.jobs.send('metrics-test-waiting', { n: 1 });
    await app.jobs.send('metrics-test-waiting', { n: 2 });
    await app.jobs.send('metrics-test-later', { n: 1 }, { startAfter: later });
    await app.jobs.work('metrics-test-failing', async () => {
      throw new Error('fails on purpose');
    });
    await app.jobs.send('metrics-test-failing', {}, { retryLimit: 0 });

    const depth = (text: string, queue: string, state: string) =>
      sample(text, 'neighbourly_jobs', { queue, state });
    let text = (await scrape()).body;
    const deadline = Date.now() + 20_000;
    while (depth(text, 'metrics-test-failing', 'failed') !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = (await scrape()).body;
    }
    expect(depth(text, 'metrics-test-failing', 'failed')).toBe(1);
    expect(depth(text, 'metrics-test-failing', 'due')).toBe(0);
    expect(depth(text, 'metrics-test-waiting', 'due')).toBe(2);
    expect(depth(text, 'metrics-test-waiting', 'active')).toBe(0);
    expect(depth(text, 'metrics-test-later', 'scheduled')).toBe(1);
    expect(depth(text, 'metrics-test-later', 'due')).toBe(0);
  });

  it('reports the database pool and the process', async () => {
    const text = (await scrape()).body;
    const open = sample(text, 'neighbourly_database_pool_connections', { state: 'open' });
    const idle = sample(text, 'neighbourly_database_pool_connections', { state: 'idle' });
    const waiting = sample(text, 'neighbourly_database_pool_waiting');
    if (usePostgres) {
      // The scrape itself queries (the job queue's depth): a connection may be opening for it.
      expect(open).toBeGreaterThanOrEqual(1);
      expect(idle).toBeLessThanOrEqual(open ?? 0);
      expect(waiting).toBeGreaterThanOrEqual(0);
    } else {
      expect([open, idle, waiting]).toEqual([1, 1, 0]);
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});
