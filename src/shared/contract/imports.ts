/**
 * Spreadsheet imports (issue 17): `GET /api/Imports/Templates/{kind}` and
 * `POST /api/Imports?Kind=&DryRun=` (multipart field `File`). A dry run writes nothing; a real
 * run writes the whole file in one transaction or, with any row in error, nothing at all.
 */
import { Type, type Static } from 'typebox';
import { IMPORT_KINDS } from '../imports.js';
import { IdSchema } from './common.js';

export const ImportKindSchema = Type.Enum(IMPORT_KINDS, {
  description: `What the file holds: ${IMPORT_KINDS.join(' or ')}`,
});

/** One refused cell or row: the row as the spreadsheet numbers it, the column by its header. */
export const ImportRowErrorSchema = Type.Object({
  row: Type.Integer({
    minimum: 1,
    description: 'The spreadsheet row number (the header row is 1)',
  }),
  column: Type.String({
    description: "The column's header as the template titles it; '' for the whole row",
  }),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowErrorSchema>;

export const ImportResultSchema = Type.Object({
  kind: ImportKindSchema,
  dryRun: Type.Boolean(),
  rows: Type.Integer({ minimum: 0, description: 'Data rows read (the header row aside)' }),
  created: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
    description:
      'How many of each record the file creates (a dry run: would create), e.g. ' +
      '`{ "residents": 300, "streets": 12 }`; all zero when a real run is refused',
  }),
  unchanged: Type.Integer({
    minimum: 0,
    description: 'Rows that match what is already there (a re-import changes nothing)',
  }),
  errors: Type.Array(ImportRowErrorSchema, {
    description: 'Every row in error (the first ones when there are very many)',
  }),
});
export type ImportResult = Static<typeof ImportResultSchema>;

/** A real run refused (422): the same result, nothing written, and why. */
export const ImportRefusedSchema = Type.Intersect([
  ImportResultSchema,
  Type.Object({ message: Type.String() }),
]);
export type ImportRefused = Static<typeof ImportRefusedSchema>;

/** `?Kind=residents&DryRun=true` */
export const ImportQuerySchema = Type.Object({
  Kind: ImportKindSchema,
  DryRun: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      default: 'true',
      description: "'true' (the default: check and count, write nothing) or 'false' (import)",
    }),
  ),
  communityId: Type.Optional(IdSchema),
});
export type ImportQuery = Static<typeof ImportQuerySchema>;

/** The template's 200 answer (documentation only: the CSV is sent as text, not serialized). */
export const ImportTemplateSchema = Type.Unsafe<unknown>({
  description: 'The template',
  content: {
    'text/csv': {
      schema: {
        type: 'string',
        description:
          'UTF-8 with a byte order mark, RFC 4180: the header row, then one example row, CRLF ' +
          'line ends',
      },
    },
  },
});

/** `/api/Imports/Templates/{kind}` */
export const ImportTemplateParamsSchema = Type.Object({ kind: ImportKindSchema });
export type ImportTemplateParams = Static<typeof ImportTemplateParamsSchema>;
