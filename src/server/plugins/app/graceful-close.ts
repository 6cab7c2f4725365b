/**
 * Stopping without dropping answers (issue 20). `app.close()` (SIGTERM in main.ts) runs this
 * first of the close hooks: the server stops accepting connections, new requests on open
 * keep-alive connections get Fastify's 503 with `Connection: close`, answers in flight go out
 * with `Connection: close`, and the close waits until they have (at most the grace,
 * SHUTDOWN_GRACE_MS; then the connections still open are cut). Only then do the later hooks stop
 * the job queue and the pollers and close the database, which those requests still needed.
 */
import fp from 'fastify-plugin';
import { SHUTDOWN_GRACE_MS } from '../../../shared/limits/operations.js';

export default fp(
  async (app) => {
    const graceMs = app.config.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
    let closing = false;
    // A callback, not an async function: it runs on every answer (a promise each costs).
    app.addHook('onSend', (_request, reply, payload, done) => {
      // The client opens a new connection for its next request, which a running server takes.
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('preClose', async () => {
      closing = true;
      const { server } = app;
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn({ graceMs }, 'Requests still running at the end of the grace: cut off');
          server.closeAllConnections();
        }, graceMs);
        // Fastify closes the server again after this hook, which then finds it closed already.
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
  },
  { name: 'graceful-close' },
);
