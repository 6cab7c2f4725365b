/**
 * A refused save as react-admin's form reads it (issue 15). The server answers a refused input
 * with `{ message, errors: { <field as sent>: <text> } }`; react-admin 5's Create and Edit put
 * each of `error.body.errors` on the form field of that name, and toast `root.serverError`.
 * Multipart forms send `FullName` where the form's field is `fullName`, so each field is named
 * as the form names it.
 */
import { HttpError } from 'react-admin';

/** `FullName`, `fullName` and `full-name`... compare as one name. */
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The server's field texts, each under the form's own name for it: the form's field of the same
 * name in any case, else the name with a lower-case first letter (a file the form left out).
 */
function formFieldErrors(errors: Record<string, unknown>, formFields: readonly string[]) {
  const named: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    if (typeof text !== 'string' || text === '') continue;
    const formName = formFields.find((name) => sameName(name, field));
    named[formName ?? field.charAt(0).toLowerCase() + field.slice(1)] = text;
  }
  return named;
}

/**
 * `error` with its body's `errors` named as the form (`data`) names its fields, and the message
 * as `root.serverError`, the form's toast; any other error unchanged.
 */
export function asFormError(error: unknown, data: Record<string, unknown>): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { errors?: unknown };
  if (typeof body.errors !== 'object' || body.errors === null) return error;
  const errors = formFieldErrors(body.errors as Record<string, unknown>, Object.keys(data));
  if (Object.keys(errors).length === 0) return error;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...errors, root: { serverError: error.message } },
  });
}
