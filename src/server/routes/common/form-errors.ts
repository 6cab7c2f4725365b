/**
 * `schemaErrorFormatter`s for the property-record forms: a missing field gets the form's
 * "fill everything in" message, named fields their own message (e.g. a bad fee), anything else
 * the readable default. A field with its own message is worded so in the answer's `errors` too.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import {
  fieldOf,
  formatValidationErrors,
  missingProperties,
  withFieldTexts,
} from '../../plugins/app/validation-messages.js';

export interface FieldMessages {
  /** Answer when one of these fields is present but not valid (wrong type, out of range...). */
  invalid?: Record<string, string>;
  /** Answer when one of these fields is present but above its `maximum` (e.g. money's cap). */
  tooLarge?: Record<string, string>;
  /** Answer when one of these fields is missing (instead of the form's required message). */
  missing?: Record<string, string>;
}

/** The field and message `messages` gives for the first error about one of its fields. */
function namedMessage(errors: FastifySchemaValidationError[], messages: FieldMessages) {
  for (const error of errors) {
    const missing = missingProperties(error);
    const fields = missing.length > 0 ? missing : [fieldOf(error).split('.')[0] ?? ''];
    const tooLarge = error.keyword === 'maximum' ? messages.tooLarge?.[fields[0]!] : undefined;
    if (tooLarge !== undefined) return { field: fields[0]!, message: tooLarge };
    const table = (missing.length > 0 ? messages.missing : messages.invalid) ?? {};
    const field = fields.find((name) => name in table);
    if (field !== undefined) return { field, message: table[field]! };
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
      if (named !== undefined) {
        // A message the form gives several fields ("fill everything in") says nothing of this
        // one: the field keeps its own sentence.
        const tables = { ...fieldMessages.invalid, ...fieldMessages.missing };
        const shared = Object.values(tables).filter((text) => text === named.message).length > 1;
        if (shared) return new Error(named.message);
        return withFieldTexts(new Error(named.message), { [named.field]: named.message });
      }
      if (errors.some((error) => missingProperties(error).length > 0)) {
        return new Error(requiredMessage);
      }
    }
    return formatValidationErrors(errors, dataVar);
  };
}
