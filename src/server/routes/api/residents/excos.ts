/**
 * Excos (issue 4 contract, Excos), registered by the Residents plugin under /api/Residents. The
 * exco list is the residents holding an exco role (decisions.md, Roles: not Admin, not Member);
 * every user of the community may read it, but only administrators see the phone numbers.
 * Administrators assign an exco role to a resident of their community and remove it again (the
 * resident becomes a Member). The Admin role is never given or taken here, and who may change
 * whom (src/shared/access.ts) holds: an exco officer changes Members' roles only. The changes
 * themselves are services/residents/excos.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { MEMBER } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForQuery, readScope } from '../../../plugins/app/tenancy.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  AssignExcoSchema,
  ExcoParamsSchema,
  ExcoSchema,
} from '../../../../shared/contract/excos.js';
import { formErrors } from '../../common/form-errors.js';
import { ListQuerySchema, PagedSchema, pageOf } from '../../../../shared/contract/paging.js';
import { assignExcoRole, removeExcoRole } from '../../../services/residents/excos.js';
import { residentWriting } from './writing.js';

const tags = ['Excos'];
const errorFormatter = formErrors(messages.exco.required, {
  invalid: { roleId: messages.exco.invalidRole, residentId: messages.exco.required },
});

const excoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Excos',
    {
      config: { access: { resource: 'excos', action: 'list' } },
      schema: {
        tags,
        summary: 'The exco list, newest first (Super admin: all, or ?communityId)',
        description:
          'Residents holding an exco role. Every user of the community may read it; `phone` is ' +
          'null for Members (and phone numbers are not searched for them).',
        querystring: ListQuerySchema,
        response: { 200: PagedSchema(ExcoSchema), ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const withPhones = signedInUser(request).roleName !== MEMBER;
      return app.repos.excos.list(communityId, pageOf(query), query.SearchText, withPhones);
    },
  );

  app.post(
    '/Excos',
    {
      config: { access: { resource: 'excos', action: 'create' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Give a resident of the community an exco role',
        description:
          'roleId must be an exco role (Chairman, Secretary, Treasurer, Financial Secretary, ' +
          'Exco). An Admin’s role is not changed here (409). An exco officer gives exco roles ' +
          'to Members only, and nobody changes their own role (403).',
        body: AssignExcoSchema,
        response: { 200: ExcoSchema, ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415) },
      },
    },
    async (request) => assignExcoRole(residentWriting(request), readScope(request), request.body),
  );

  app.delete(
    '/Excos/:residentId',
    {
      config: { access: { resource: 'excos', action: 'delete' } },
      schema: {
        tags,
        summary: 'Take the exco role away (the resident becomes a Member)',
        description:
          'Refused (409) while a project names the resident as its exco in charge. Only an ' +
          'Admin or the Super admin takes an exco role away, and nobody their own (403).',
        params: ExcoParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await removeExcoRole(residentWriting(request), readScope(request), request.params.residentId);
      return { message: messages.exco.removed };
    },
  );
};

export default excoRoutes;
