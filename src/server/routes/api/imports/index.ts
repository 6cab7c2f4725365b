/**
 * Spreadsheet imports (issue 17): the template of each kind, and the import itself: a dry run
 * (check and count, write nothing) or a real run (the whole file in one transaction, or nothing).
 * Administrators of the community; the Super admin names the community with `?communityId`.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_COLUMNS, IMPORT_KINDS, templateFileName } from '../../../../shared/imports.js';
import {
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MAX_ROWS,
} from '../../../../shared/limits/imports.js';
import { messages } from '../../../../shared/messages.js';
import { todayInLagos } from '../../../../shared/finance.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  ImportQuerySchema,
  ImportRefusedSchema,
  ImportResultSchema,
  ImportTemplateParamsSchema,
  ImportTemplateSchema,
} from '../../../../shared/contract/imports.js';
import { MULTIPART_ONLY, bufferedFileName, sameField } from '../../../files/multipart.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import { csvLine } from '../../../services/common/csv.js';
import { runImport } from '../../../services/imports/run-import.js';

const tags = ['Imports'];
const FILE_FIELD = 'File';
const texts = messages.imports.file;

/** Excel reads a CSV without a byte order mark as the PC's code page: ₦ would come out garbled. */
const UTF8_BOM = '\uFEFF';

/** The form: one file. Its bytes arrive on the body (the route stores nothing on disk). */
const ImportFormSchema = Type.Object({
  File: Type.Optional(
    // No `type`: the bytes arrive as a Buffer, which a JSON schema's string would refuse.
    Type.Unsafe<unknown>({
      format: 'binary',
      description: `A CSV or Excel (.xlsx) file of at most ${IMPORT_MAX_MEGABYTES} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-NG')} rows, its first row the template's headers`,
    }),
  ),
});

const fileRefusal = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message, errors: { [FILE_FIELD]: message } });

/** The file's bytes from the form (the first, if sent twice), or null. */
function uploadedBytes(body: unknown): Buffer | null {
  const form = (body ?? {}) as Record<string, unknown>;
  const key = Object.keys(form).find((name) => sameField(name, FILE_FIELD));
  const value = key === undefined ? undefined : form[key];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return Buffer.isBuffer(first) ? first : null;
}

/** A file over the cap answers with the import's own words, naming the field. */
function tooLargeFile(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return fileRefusal(reply, 413, texts.tooLarge);
  throw error;
}

const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Templates/:kind',
    {
      config: { access: { resource: 'import', action: 'show' } },
      schema: {
        tags,
        summary: 'The template of a kind of import (CSV: the header row and one example row)',
        description:
          `Administrators; Members: 403. \`${templateFileName(IMPORT_KINDS[0])}\` or ` +
          `\`${templateFileName(IMPORT_KINDS[1])}\`, text/csv (UTF-8 with a byte order mark, ` +
          'RFC 4180) with Content-Disposition attachment.',
        params: ImportTemplateParamsSchema,
        response: { 200: ImportTemplateSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const columns = IMPORT_COLUMNS[kind];
      const csv =
        UTF8_BOM +
        csvLine(columns.map((column) => column.header)) +
        csvLine(columns.map((column) => column.example));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${templateFileName(kind)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.post(
    '/',
    {
      config: { accepts: MULTIPART_ONLY, access: { resource: 'import', action: 'create' } },
      errorHandler: tooLargeFile,
      schema: {
        tags,
        summary: 'Import a spreadsheet (multipart field File): a dry run by default',
        description:
          'Administrators of the community (the Super admin names it with `communityId`); ' +
          'Members: 403. `DryRun=true` (the default) reads and checks every row and counts what ' +
          'would be created, writing nothing: 200 with the errors listed. `DryRun=false` imports ' +
          'the whole file in one transaction, with one audit row: 200; any row in error refuses ' +
          'the whole file (422, the same result with `created` all zero and a `message`), ' +
          'nothing written. Rows matching what is already there (residents by member ID, else ' +
          'e-mail, else phone; payments by reference) count as `unchanged`, so a re-import ' +
          'changes nothing. Each error names the spreadsheet row (the header row is 1) and the ' +
          "column by its template header ('' for the whole row); the first " +
          `${IMPORT_MAX_LISTED_ERRORS} are listed. A ` +
          `file missing, not CSV or XLSX, empty or over ${IMPORT_MAX_ROWS.toLocaleString('en-NG')} ` +
          `rows: 400; over ${IMPORT_MAX_MEGABYTES} MB: 413 (both name the field File).`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuerySchema,
        body: ImportFormSchema,
        response: {
          200: ImportResultSchema,
          422: ImportRefusedSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const communityId = await communityForWrite(request, query.communityId);
      const bytes = uploadedBytes(request.body);
      if (bytes === null) return fileRefusal(reply, 400, texts.missing);
      const { result, refused } = await runImport(
        app.repos,
        { communityId, userId: signedInUser(request).id, today: todayInLagos() },
        {
          kind: query.Kind,
          dryRun: query.DryRun !== 'false',
          fileName: bufferedFileName(request, FILE_FIELD),
          bytes,
          trail: request.trail,
        },
      );
      if (refused !== undefined) return reply.code(422).send({ ...result, message: refused });
      return result;
    },
  );
};

export default importRoutes;
