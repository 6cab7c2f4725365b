/**
 * `GET /api/Residents/{residentId}/Statement?From&To&Format` (issue 18, point 9): a resident's
 * statement of account as a PDF or CSV; a Member their own, administrators any resident of their
 * community, the Super admin any.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../../../plugins/app/auth.js';
import { readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  StatementFileSchema,
  StatementParamsSchema,
  StatementQuerySchema,
} from '../../../../shared/contract/statements.js';
import { statementPdf } from '../../../services/money/statement-pdf.js';
import {
  statementCsv,
  statementFileName,
  statementOf,
} from '../../../services/money/statements.js';
import { isAdministrator } from './views.js';

const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:residentId/Statement',
    {
      config: { access: { resource: 'statements', action: 'show' } },
      schema: {
        tags: ['Finance'],
        summary: "A resident's statement of account for a range of days (PDF or CSV)",
        description:
          'The opening balance (what the resident owed before From), every entry dated From..To ' +
          'that changed it (dues charges, advert fees, balances brought forward, payments and ' +
          'reversals) with the balance after each, and the closing balance, which is what the ' +
          'resident owes now when To is today. Balances are what is owed (negative: a credit). ' +
          "Administrators: any resident of their community (another community's: 404); a " +
          "Member: their own only (another resident's: 403); the Super admin: any. From after " +
          'To: 400.',
        params: StatementParamsSchema,
        querystring: StatementQuerySchema,
        response: {
          200: StatementFileSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { From, To, Format = 'pdf' } = request.query;
      const statement = await statementOf(
        app.repos,
        request.params.residentId,
        readScope(request),
        { userId: signedInUser(request).id, administers: isAdministrator(request) },
        { from: From, to: To },
      );
      reply
        .header(
          'content-disposition',
          `attachment; filename="${statementFileName(statement, Format)}"`,
        )
        .header('x-content-type-options', 'nosniff');
      if (Format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(statementCsv(statement));
      return reply.type('application/pdf').send(await statementPdf(statement));
    },
  );
};

export default statementRoutes;
