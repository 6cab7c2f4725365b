/**
 * `schemaErrorFormatter`s for the property-record forms: a missing field gets the form's
 * "fill everything in" message, named fields their own message (e.g. a bad fee), anything else
 * the readable default.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import {
  fieldOf,
  formatValidationErrors,
  missingProperties,
} from '../../plugins/app/validation-messages.js';

export interface FieldMessages {
  /** Answer when one of these fields is present but not valid (wrong type, out of range...). */
  invalid?: Record<string, string>;
  /** Answer when one of these fields is present but above its `maximum` (e.g. money's cap). */
  tooLarge?: Record<string, string>;
  /** Answer when one of these fields is missing (instead of the form's required message). */
  missing?: Record<string, string>;
}

/** The message `messages` gives for the first error about one of its fields, if any. */
function namedMessage(errors: FastifySchemaValidationError[], messages: FieldMessages) {
  for (const error of errors) {
    const missing = missingProperties(error);
    const fields = missing.length > 0 ? missing : [fieldOf(error).split('.')[0] ?? ''];
    const tooLarge = error.keyword === 'maximum' ? messages.tooLarge?.[fields[0]!] : undefined;
    if (tooLarge !== undefined) return tooLarge;
    const table = (missing.length > 0 ? messages.missing : messages.invalid) ?? {};
    const field = fields.find((name) => name in table);
    if (field !== undefined) return table[field];
  }
  return undefined;
}

/**
 * @param requiredMessage answer when a required body field is missing
 * @param fieldMessages answers for errors about particular fields (checked first)
 */
export function formErrors(requiredMessage: string, fieldMessages: FieldMessages = {}) {
  return (errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error => {
    if (dataVar === 'body') {
      const named = namedMessage(errors, fieldMessages);
      if (named !== undefined) return new Error(named);
      if (errors.some((error) => missingProperties(error).length > 0)) {
        return new Error(requiredMessage);
      }
    }
    return formatValidationErrors(errors, dataVar);
  };
}
