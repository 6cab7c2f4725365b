/**
 * Residents (issue 4 contract, Residents). Community administrators (Admin, exco roles) and the
 * Super admin list, read, add, edit, delete and export them; a Member reads and edits only their
 * own record (without the ID fields) and is refused everything else with the spec's messages.
 * The static routes (/Export, /Community/..., /Excos) win over /:id. The dependants' and the
 * excos' routes (dependants.ts, excos.ts) live under the same prefix and are registered here.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForPath, communityForQuery, readScope } from '../../../plugins/app/tenancy.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  CommunityPathSchema,
  ListQuerySchema,
  PageQuerySchema,
  PagedSchema,
  pageOf,
  type Page,
} from '../../../../shared/contract/paging.js';
import {
  CsvResponseSchema,
  ExportQuerySchema,
  ResidentParamsSchema,
  ResidentSchema,
} from '../../../../shared/contract/residents.js';
import {
  EXPORT_FILE_NAME,
  exportedResidents,
} from '../../../services/residents/resident-export.js';
import { removeResident } from '../../../services/residents/remove-resident.js';
import dependantRoutes from './dependants.js';
import excoRoutes from './excos.js';
import residentFinanceRoutes from './finance.js';
import statementRoutes from './statement.js';
import {
  isAdministrator,
  notFound,
  residentFor,
  residentsWithBalances,
  viewRefused,
} from './views.js';
import residentWriteRoutes from './writes.js';
import { residentWriting } from './writing.js';

const TAGS = ['Residents'];
const PagedResidentsSchema = PagedSchema(ResidentSchema);

const residentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function listOf(communityId: number | null, page: Page, searchText: string | undefined) {
    const found = await app.repos.residents.list(communityId, page, searchText);
    return {
      records: residentsWithBalances(found.records),
      totalRecordCount: found.totalRecordCount,
    };
  }

  const listResponses = {
    200: PagedResidentsSchema,
    ...errorResponses(400, ...SESSION_ERRORS, 422),
  };

  app.get(
    '/',
    {
      config: { access: { resource: 'resident', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: 'Residents, newest first, paged and searched',
        description:
          'Search covers full name, e-mail, mobile number, role name, apartment type and ' +
          'address. Administrators: their community; the Super admin: every community, or the ' +
          'one named by `communityId`. Members: 403.',
        querystring: ListQuerySchema,
        response: listResponses,
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      return listOf(communityId, pageOf(query), query.SearchText);
    },
  );

  app.get(
    '/Community/:communityId',
    {
      config: { access: { resource: 'resident', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "A community's residents, newest first, paged and searched",
        params: CommunityPathSchema,
        querystring: PageQuerySchema,
        response: listResponses,
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      return listOf(communityId, pageOf(request.query), request.query.SearchText);
    },
  );

  app.get(
    '/Export',
    {
      config: { access: { resource: 'resident', action: 'export' } },
      schema: {
        tags: TAGS,
        summary: 'Every matching resident as CSV (Neighbourly_resident-List.csv)',
        description:
          'Administrators (Super admin: all communities or `communityId`); Members: 403. All ' +
          'residents matching `SearchText`, not one page, streamed as text/csv (RFC 4180) with ' +
          'Content-Disposition attachment. The ID number is left out; text cells that a ' +
          "spreadsheet would run as a formula (=, +, -, @) are prefixed with '.",
        querystring: ExportQuerySchema,
        response: {
          200: CsvResponseSchema,
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const lines = exportedResidents(app.repos, communityId, query.SearchText);
      request.log.info({ communityId }, 'Residents exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { resource: 'resident', action: 'show' } },
      schema: {
        tags: TAGS,
        summary: 'One resident',
        description:
          "Administrators of the resident's community and the Super admin; a Member only their " +
          'own record (another: 403), without the ID number, ID type and ID file. A resident of ' +
          'another community: 404.',
        params: ResidentParamsSchema,
        response: { 200: ResidentSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const found = await app.repos.residents.findWithBalance(
        request.params.id,
        readScope(request),
      );
      if (!found) throw notFound();
      if (!isAdministrator(request) && found.userId !== signedInUser(request).id) {
        throw viewRefused();
      }
      return residentFor(request, found);
    },
  );

  await app.register(residentWriteRoutes);

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'resident', action: 'delete' } },
      schema: {
        tags: TAGS,
        summary: 'Delete a resident with its dependants, account, sessions and files',
        description:
          'Administrators of the community and the Super admin. 409 for the last Admin of the ' +
          'community, while a project names the resident as exco in charge and while the ' +
          'ledger holds entries of the resident; only an Admin (or the Super admin) deletes an ' +
          'administrator (Admin or exco role): 403.',
        params: ResidentParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await removeResident(residentWriting(request), request.params.id, readScope(request));
      return { message: messages.resident.deleted };
    },
  );

  // Under /api/Residents too: /Excos..., /Dependants... and /{residentId}/Dependants.
  await app.register(dependantRoutes);
  await app.register(excoRoutes);
  // Money: /{communityId}/Transactions..., /{communityId}/debtors...
  await app.register(residentFinanceRoutes);
  // Issue 18: /{residentId}/Statement.
  await app.register(statementRoutes);
};

export default residentRoutes;
