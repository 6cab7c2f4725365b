/**
 * A refused save's texts for the form's fields. The server answers a refused input with
 * `{ message, errors: { <field>: <text> } }`; a custom `<Form onSubmit>` returns these errors and
 * react-admin shows each text on its field (as CreateBase / EditBase do by themselves), while
 * `<InvalidSubmitNotice>` toasts the first. A refusal without `errors` that plainly concerns
 * one field (`fieldOfMessage`: a wrong current password) is put on that field too.
 */
import { HttpError, useNotify } from 'react-admin';

export type FieldErrors = Record<string, string>;

/** The server's `errors` of a failed call, when it named any field. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const named = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

/** The field errors to return from a form's onSubmit, or undefined when none applies. */
export function submissionErrors(
  error: unknown,
  fieldOfMessage: Readonly<Record<string, string>> = {},
): FieldErrors | undefined {
  const named = serverFieldErrors(error);
  if (named) return named;
  const message = error instanceof Error ? error.message : '';
  const field = fieldOfMessage[message];
  return field ? { [field]: message } : undefined;
}

/** The text to toast for a failed call that put nothing on a field. */
export const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'neighbourly.generic.failure';

/**
 * For a custom form's onSubmit: the field errors of a refused save, to return to react-admin's
 * `<Form>`; a refusal that names no field is toasted here instead (one naming fields is toasted
 * by the form's `<InvalidSubmitNotice>`, which sees them as the submit ends).
 */
export function useSubmissionErrors(fieldOfMessage?: Readonly<Record<string, string>>) {
  const notify = useNotify();
  return (error: unknown): FieldErrors | undefined => {
    const errors = submissionErrors(error, fieldOfMessage);
    if (!errors) notify(failureText(error), { type: 'error' });
    return errors;
  };
}
