/**
 * `schemaErrorFormatter` for the multipart forms whose contract requires fields in either
 * spelling (src/shared/contract/form-spelling.ts). A missing required field answers the form's
 * own message, the one its handler gave before the contract stated the rule; a field that breaks
 * its own schema answers the readable default (e.g. "FullName must be at most … characters
 * long", as the handler's length check words it) or the message `invalid` gives that field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import {
  fieldOf,
  formatValidationErrors,
  missingProperties,
  withFieldTexts,
} from '../../plugins/app/validation-messages.js';

export interface MultipartFormMessages {
  /** Answer when a required field is missing. */
  required: string;
  /**
   * Fields the handler checks after the others, with their own message: answered only when
   * nothing else is missing (e.g. a resident's ID number).
   */
  later?: { fields: readonly string[]; message: string };
  /** Answers for any other error about one of these fields (e.g. a role id not offered). */
  invalid?: Record<string, string>;
}

/** `fullName` → `FullName`: the spelling the contract's properties use. */
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** An error of a "required in either spelling" alternative (the object's `allOf`). */
const isRequiredAlternative = (error: FastifySchemaValidationError) =>
  error.schemaPath.startsWith('#/allOf');

const fieldNameOf = (error: FastifySchemaValidationError) =>
  upperFirst(fieldOf(error).split('.')[0] ?? '');

export function multipartFormErrors(messages: MultipartFormMessages) {
  return (errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error => {
    if (dataVar !== 'body') return formatValidationErrors(errors, dataVar);
    const fieldErrors = errors.filter((error) => !isRequiredAlternative(error));
    if (fieldErrors.length > 0) {
      const unnamed = fieldErrors.filter(
        (error) => !(fieldNameOf(error) in (messages.invalid ?? {})),
      );
      if (unnamed.length > 0) return formatValidationErrors(unnamed, dataVar);
      const field = fieldOf(fieldErrors[0]!).split('.')[0] ?? '';
      const message = messages.invalid?.[fieldNameOf(fieldErrors[0]!)] ?? messages.required;
      if (message === messages.required) return new Error(message);
      return withFieldTexts(new Error(message), { [field]: message });
    }
    const missing = errors.flatMap(missingProperties).map(upperFirst);
    const { later } = messages;
    const onlyLater =
      later !== undefined &&
      missing.length > 0 &&
      missing.every((name) => later.fields.includes(name));
    return new Error(onlyLater ? later.message : messages.required);
  };
}
