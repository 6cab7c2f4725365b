/**
 * Request ids (issue 20): every request has one, on each of its log lines (pino's `reqId`) and in
 * its answer's `x-request-id` header, errors and 404s included, so an operator can find the lines
 * of the answer a user reports. Behind a trusted proxy (TRUST_PROXY set) the proxy's own
 * X-Request-Id is kept, so one id follows the request through both logs; without one, a client's
 * header is ignored (it could forge another request's id) and the server draws a random UUID.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { REQUEST_ID_PATTERN } from '../../../shared/limits/operations.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's options for the id: the proxy's header when trusted and well-formed, else a UUID. */
export function requestIdOptions(trustProxy: boolean | string) {
  const trusted = trustProxy !== false;
  return {
    // Fastify would take the header as it comes; genReqId takes it only when it looks like an id.
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage): string {
      const given = trusted ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  };
}

/** Sends the id back on every answer (onSend runs for error and not-found answers too). */
export default fp(
  async (app) => {
    // A callback, not an async function: this runs on every answer, and a promise each costs.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done(null, payload);
    });
  },
  { name: 'request-id' },
);
