import { Type, type Static, type TSchema } from 'typebox';
import { MAX_ID } from '../limits/index.js';

/**
 * Every failure answers `{ message }` (spec section 8: the client shows `message`); a refused
 * input also names each field at fault in `errors` (issue 15), so a form can mark it.
 */
export const ErrorSchema = Type.Object(
  {
    message: Type.String({
      description: 'What went wrong, or what to fix, fit to show the user',
    }),
    errors: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: Type.String(),
          description:
            'A refused input: each field at fault, by the name the request sent it under, ' +
            'with a sentence naming it as the form labels it (e.g. `{ "communityName": ' +
            '"Community name must be at most 200 characters long" }`)',
        },
      ),
    ),
  },
  { description: 'Error' },
);
export type ApiError = Static<typeof ErrorSchema>;

export const MessageSchema = Type.Object({ message: Type.String() });

/** `T | null`, as OpenAPI 3.1 spells it. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** Response schemas for the failure codes a route may answer with. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as {
    [Code in Codes[number]]: typeof ErrorSchema;
  };
}

/** Failures any route behind a session may answer with. */
export const SESSION_ERRORS = [401, 403, 500] as const;

/** A positive database id in a path; bounded so PostgreSQL's integer type never overflows. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** An optional id in a list's query that narrows the list (e.g. `StreetId`), described. */
export function IdFilter(description: string) {
  return Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description }));
}
