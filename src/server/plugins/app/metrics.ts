/**
 * Prometheus metrics (issue 20), when METRICS_TOKEN is set: every answer counted and timed by
 * method, route pattern (`/api/Streets/:id`, never the URL itself: ids would make a series each)
 * and status; the job queue's depth by job name; the database pool; Node's process metrics. One
 * registry per app (not prom-client's global one), so tests may build many apps in one process.
 * GET /metrics (routes/metrics.ts) serves `app.metrics`; without a token it is null and nothing
 * is collected.
 */
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry; null when METRICS_TOKEN is not set. */
    metrics: Registry | null;
  }
}

/** The route label of a request no route matched: one series for all of them. */
export const UNMATCHED_ROUTE = '(unmatched)';

const HTTP_LABELS = ['method', 'route', 'status_code'] as const;
const JOB_STANDINGS = ['due', 'scheduled', 'active', 'failed'] as const;

export default fp(
  async (app) => {
    if (app.config.metricsToken === null) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'neighbourly_http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: HTTP_LABELS,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'neighbourly_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
      labelNames: HTTP_LABELS,
      registers: [registry],
    });
    // A callback, not an async function: it runs after every answer (a promise each costs).
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: (!request.is404 && request.routeOptions.url) || UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    new Gauge({
      name: 'neighbourly_jobs',
      help: 'Jobs in the durable queue by name and standing: due, scheduled, active, failed (kept)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const depth of await app.jobs.depth()) {
          for (const state of JOB_STANDINGS) this.set({ queue: depth.name, state }, depth[state]);
        }
      },
    });
    new Gauge({
      name: 'neighbourly_database_pool_connections',
      help: 'Database connections of this server: open, and idle among them (SQLite: its one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = app.databasePool();
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'neighbourly_database_pool_waiting',
      help: 'Queries waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(app.databasePool().waiting);
      },
    });
    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['database', 'jobs'] },
);
