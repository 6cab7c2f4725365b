/**
 * The audit log (issue 7, Audit log): administrators read their community's rows, the Super admin
 * every row (or one community's with ?communityId); Members 403. Newest first, paged, searched
 * over the action, the target, the actor and the client address. No route changes a row.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { communityForQuery } from '../../../plugins/app/tenancy.js';
import { AuditLogEntrySchema } from '../../../../shared/contract/audit.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { ListQuerySchema, PagedSchema, pageOf } from '../../../../shared/contract/paging.js';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: { resource: 'audit', action: 'list' } },
      schema: {
        tags: ['Audit log'],
        summary: 'The audit log, newest first (Super admin: all, or ?communityId)',
        description:
          'Sign-ins (success and failure), refused requests (401/403), ledger operations, role ' +
          'changes and ID-document downloads, with the UTC time, the actor, the community, the ' +
          'action, the target and the client address. Administrators see their community’s ' +
          'rows; naming another community is 403. SearchText matches the action, the target, ' +
          'the actor and the address.',
        querystring: ListQuerySchema,
        response: {
          200: PagedSchema(AuditLogEntrySchema),
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      return app.repos.audit.list(communityId, pageOf(query), query.SearchText);
    },
  );
};

export default auditLogRoutes;
