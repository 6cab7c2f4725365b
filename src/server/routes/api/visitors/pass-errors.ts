/**
 * A new pass's schema errors in the pass form's words: a recurring pass with no day chosen says
 * "Please choose at least one day of the week" on `recurrence`, and a number of people out of
 * range names the range, rather than the schema's generic sentences; anything else is the
 * readable default.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { VISITOR_PEOPLE_MAX, VISITOR_PEOPLE_MIN } from '../../../../shared/limits/index.js';
import { messages } from '../../../../shared/messages.js';
import {
  fieldErrors,
  formatValidationErrors,
  withFieldTexts,
} from '../../../plugins/app/validation-messages.js';

const { visitors } = messages;

/** The field's own sentence for an error the form words itself, or undefined. */
function ownText(error: FastifySchemaValidationError): [string, string] | undefined {
  if (error.instancePath === '/recurrence/days' && error.keyword === 'minItems') {
    return ['recurrence', visitors.daysRequired];
  }
  if (error.instancePath === '/people' && ['minimum', 'maximum'].includes(error.keyword)) {
    const range = visitors.peopleRange
      .replace('%{min}', String(VISITOR_PEOPLE_MIN))
      .replace('%{max}', String(VISITOR_PEOPLE_MAX));
    return ['people', range];
  }
  return undefined;
}

export function passErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar) {
  const fallback = formatValidationErrors(errors, dataVar);
  if (dataVar !== 'body') return fallback;
  const own = Object.fromEntries(
    errors.flatMap((error) => {
      const text = ownText(error);
      return text ? [text] : [];
    }),
  );
  const texts = Object.values(own);
  if (texts.length === 0) return fallback;
  const alone = Object.keys(fieldErrors(errors, dataVar)).length === 1;
  return withFieldTexts(alone ? new Error(texts[0]) : fallback, own);
}
