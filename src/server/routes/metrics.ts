/**
 * `GET /metrics` (issue 20): the app's Prometheus metrics (plugins/app/metrics.ts) in the text
 * format, for a scraper holding METRICS_TOKEN as its bearer token. Outside /api (no session, not
 * in the API's documentation). Without METRICS_TOKEN it is not there (404, as any unknown path);
 * a missing or wrong token is 401. The token is compared in constant time, as digests of equal
 * length, so the answer's timing tells nothing of how much of a guess was right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../shared/contract/common.js';
import { messages } from '../../shared/messages.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        hide: true,
        headers: Type.Object({ authorization: Type.Optional(Type.String()) }),
        response: { 200: Type.String(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { metrics, config } = app;
      if (!metrics || config.metricsToken === null) {
        return reply.code(404).send({ message: messages.request.notFound });
      }
      if (!bearerMatches(request.headers.authorization, config.metricsToken)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: messages.operations.metricsToken });
      }
      const text = await metrics.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
};

export default metricsRoutes;
