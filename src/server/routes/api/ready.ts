/**
 * `GET /api/ready` (issue 20): may a load balancer send this server traffic? Yes (200) when its
 * database answers and its file store takes a write; no (503, saying which, nothing more) when
 * either fails. /api/health answers whether the process lives; a server whose database is down
 * is alive but not ready, and restarting it would not help.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../shared/contract/common.js';
import { ReadySchema } from '../../../shared/contract/health.js';
import { messages } from '../../../shared/messages.js';

const readyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['System'],
        summary: 'Readiness: the database and the file store answer',
        response: { 200: ReadySchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.repos.ping();
      } catch (err) {
        request.log.error({ err }, 'Readiness: database unreachable');
        return reply.code(503).send({ message: messages.operations.databaseUnreachable });
      }
      try {
        // The disk store writes and removes a probe file in DATA_DIR/uploads; S3 asks for the bucket.
        await app.fileStore.ping();
      } catch (err) {
        request.log.error({ err }, 'Readiness: file store unreachable');
        return reply.code(503).send({ message: messages.operations.storageUnreachable });
      }
      return { status: 'ready' as const, database: app.dialect, storage: app.fileStore.kind };
    },
  );
};

export default readyRoutes;
