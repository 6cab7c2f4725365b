/**
 * A new pass's schema errors in the pass form's words: a recurring pass with no day chosen says
 * so on `recurrence` ("Please choose at least one day of the week") rather than the schema's
 * "has a value that is not allowed"; anything else is the readable default.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { messages } from '../../../../shared/messages.js';
import {
  fieldErrors,
  formatValidationErrors,
  withFieldTexts,
} from '../../../plugins/app/validation-messages.js';

const noDays = (error: FastifySchemaValidationError) =>
  error.instancePath === '/recurrence/days' && error.keyword === 'minItems';

export function passErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar) {
  const fallback = formatValidationErrors(errors, dataVar);
  if (dataVar !== 'body' || !errors.some(noDays)) return fallback;
  const text = messages.visitors.daysRequired;
  const alone = Object.keys(fieldErrors(errors, dataVar)).length === 1;
  return withFieldTexts(alone ? new Error(text) : fallback, { recurrence: text });
}
