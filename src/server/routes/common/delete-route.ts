/**
 * The DELETE route every property-record family shares: 404 for a record the caller may not see
 * (another community's looks missing), 409 while other rows point at it, else `{ message }`.
 */
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { AccessRule } from '../../../shared/permissions.js';
import { readScope } from '../../plugins/app/tenancy.js';
import type { Repositories } from '../../repositories/index.js';
import { MessageSchema, SESSION_ERRORS, errorResponses } from '../../../shared/contract/common.js';
import { deleteUnlessInUse, type Deletable } from '../../services/property/property-records.js';

interface FamilyRecords extends Deletable {
  findById(id: number, scope: number | null): Promise<unknown>;
}

export interface DeleteRouteOptions {
  url: string;
  tags: string[];
  summary: string;
  /** The access table's cell for deleting the family's records. */
  access: AccessRule;
  params: TSchema;
  records: (repositories: Repositories) => FamilyRecords;
  texts: { loadFailed: string; inUse: string; deleted: string };
}

export function registerDeleteRoute(app: FastifyInstance, options: DeleteRouteOptions): void {
  const { texts, records } = options;
  app.delete<{ Params: { id: number } }>(
    options.url,
    {
      config: { access: options.access },
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: options.params,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await records(app.repos).findById(id, readScope(request)))) {
        return reply.code(404).send({ message: texts.loadFailed });
      }
      const outcome = await deleteUnlessInUse(app.repos, records, id);
      if (outcome === 'inUse') return reply.code(409).send({ message: texts.inUse });
      if (outcome === 'missing') return reply.code(404).send({ message: texts.loadFailed });
      return { message: texts.deleted };
    },
  );
}
