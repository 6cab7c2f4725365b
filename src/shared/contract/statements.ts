/** A resident's statement of account (issue 18, point 9): its query and its two formats. */
import { Type, type Static } from 'typebox';
import { DATE_TEXT_MAX_LENGTH } from '../limits/index.js';
import { IdSchema } from './common.js';
import { DATE_TEXT_PATTERN } from './text-rules.js';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;

const day = (what: string) =>
  Type.String({
    pattern: DATE_TEXT_PATTERN,
    maxLength: DATE_TEXT_MAX_LENGTH,
    description: `${what}: YYYY-MM-DD (Lagos days, both included)`,
  });

export const StatementParamsSchema = Type.Object({ residentId: IdSchema });

/** `?From&To&Format` */
export const StatementQuerySchema = Type.Object({
  From: day('The first day, on or before To'),
  To: day('The last day'),
  Format: Type.Optional(
    Type.Enum(STATEMENT_FORMATS, { description: 'pdf (the default) or csv', default: 'pdf' }),
  ),
});
export type StatementQuery = Static<typeof StatementQuerySchema>;

/** The statement's bytes (documentation only: sent as they are, not serialized). */
export const StatementFileSchema = Type.Unsafe<unknown>({
  description:
    'The statement (Content-Disposition attachment): a PDF, or RFC 4180 CSV in the exports’ one ' +
    'format (dates YYYY-MM-DD, plain naira with two decimals)',
  content: {
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
    'text/csv': { schema: { type: 'string' } },
  },
});
