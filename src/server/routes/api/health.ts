import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../shared/messages.js';
import { errorResponses } from '../../../shared/contract/common.js';
import { HealthSchema } from '../../../shared/contract/health.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['System'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.repos.ping();
      } catch (err) {
        request.log.error({ err }, 'Health check: database unreachable');
        return reply.code(503).send({ message: messages.generic.failure });
      }
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};

export default healthRoutes;
