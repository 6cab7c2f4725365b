/**
 * The entry log (issue 21, point 4): `GET /api/Visitors/Log` (a page, newest first) and
 * `GET /api/Visitors/Log/Export` (every matching entry as CSV). Guards and administrators read the
 * community's whole log, a Member the visits to their own household (the access table's 'own').
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { CsvResponseSchema } from '../../../../shared/contract/residents.js';
import {
  LogExportQuerySchema,
  LogQuerySchema,
  LogSchema,
} from '../../../../shared/contract/visitors.js';
import { VISITOR_LOG_DEFAULT_DAYS } from '../../../../shared/limits/index.js';
import { grantOf } from '../../../../shared/permissions.js';
import { nowOf } from '../../../config.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForQuery, communityForWrite } from '../../../plugins/app/tenancy.js';
import { LOG_FILE_NAME, exportedLog } from '../../../services/visitors/log-csv.js';
import { readLog, type LogReader } from '../../../services/visitors/log.js';
import { tags } from './gate-actor.js';

/** The reader: the community (the Super admin must name one), and a Member's own host record. */
async function logReader(request: FastifyRequest, named: number | undefined): Promise<LogReader> {
  const user = signedInUser(request);
  const communityId =
    (await communityForQuery(request, named)) ?? (await communityForWrite(request, named));
  const own = grantOf(user.roleName, 'visitor-log', 'list') === 'own';
  return own ? { communityId, ownResidentId: user.residentId } : { communityId };
}

const filters =
  `From and To: Lagos dates, both included (default the last ${VISITOR_LOG_DEFAULT_DAYS} days); ` +
  'From after To or a range over a year: 400 on To. SearchText: visitor name, phone, vehicle ' +
  "plate, code, host's name or a guard's name. A Member sees only visits to their own household.";

const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Log',
    {
      config: { access: { resource: 'visitor-log', action: 'list' } },
      schema: {
        tags,
        summary: 'The entry log: every check-in and check-out, newest first',
        description: `${filters} The Super admin names the community with ?communityId.`,
        querystring: LogQuerySchema,
        response: { 200: LogSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const reader = await logReader(request, request.query.communityId);
      return readLog(app.repos, reader, request.query, nowOf(app.config));
    },
  );

  app.get(
    '/Log/Export',
    {
      config: { access: { resource: 'visitor-log', action: 'export' } },
      schema: {
        tags,
        summary: `The entry log as CSV (${LOG_FILE_NAME})`,
        description:
          `${filters} Every matching entry, not one page, streamed as text/csv (RFC 4180); ` +
          'times in Lagos (YYYY-MM-DD HH:MM).',
        querystring: LogExportQuerySchema,
        response: { 200: CsvResponseSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const reader = await logReader(request, request.query.communityId);
      const lines = exportedLog(app.repos, reader, request.query, nowOf(app.config));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${LOG_FILE_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(lines));
    },
  );
};

export default logRoutes;
