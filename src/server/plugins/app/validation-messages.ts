/**
 * Turns schema validation errors into one readable sentence for `{ message }`, e.g.
 * "communityName must be a string". Works with TypeBox's and Ajv's error shapes.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { NOT_BLANK_PATTERN } from '../../../shared/contract/text-rules.js';

/**
 * Whether the error is a required text left blank (`NOT_BLANK` in its schema): empty, or only
 * white space. The handlers always answered those as missing, so the messages do too.
 */
function isBlank(error: FastifySchemaValidationError): boolean {
  const { params } = error;
  if (error.keyword === 'pattern') return params.pattern === NOT_BLANK_PATTERN;
  return error.keyword === 'minLength' && (params.limit ?? params.minLength) === 1;
}

/**
 * Names of the properties a `required` error reports as missing (TypeBox or Ajv form), or the
 * one a blank text's error is about.
 */
export function missingProperties(error: FastifySchemaValidationError): string[] {
  if (isBlank(error)) return [fieldOf(error)];
  if (error.keyword !== 'required') return [];
  const { requiredProperties, missingProperty } = error.params;
  if (Array.isArray(requiredProperties)) return requiredProperties.map(String);
  return typeof missingProperty === 'string' ? [missingProperty] : [];
}

/** The field an error is about: `/communityName` → communityName. */
export function fieldOf(error: FastifySchemaValidationError): string {
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

const PART_NAMES: Record<SchemaErrorDataVar, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const field = fieldOf(error);
  const subject = field === '' ? PART_NAMES[dataVar] : field;
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${missingProperties(error).join(', ')} ${missingProperties(error).length > 1 ? 'are' : 'is'} required`;
    case 'type': {
      const type = String(params.type);
      if (field === '' && type === 'object') return `${subject} must be a JSON object`;
      return `${subject} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'pattern':
      if (isBlank(error)) return `${subject} must not be blank`;
      return `${subject} ${error.message ?? 'is not valid'}`;
    case 'minLength':
      return params.limit === 1 || params.minLength === 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${String(params.limit ?? params.minLength)} characters long`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit ?? params.maxLength)} characters long`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit ?? params.minimum)}`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit ?? params.maximum)}`;
    case 'additionalProperties':
      return `${subject} has unexpected fields`;
    case 'anyOf':
    case 'const':
    case 'enum':
      return `${subject} has a value that is not allowed`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}`;
  }
}

/** Picks the most telling error: a union's summary rather than each of its branches. */
function mostTelling(
  errors: FastifySchemaValidationError[],
): FastifySchemaValidationError | undefined {
  const summary = errors.find((error) => error.keyword === 'anyOf');
  return (
    summary ??
    errors.find((error) => error.keyword !== 'boolean' && error.keyword !== 'const') ??
    errors[0]
  );
}

/** Fastify's `schemaErrorFormatter`: the Error's message is what the client gets. */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  const error = mostTelling(errors);
  return new Error(error ? describe(error, dataVar) : `${PART_NAMES[dataVar]} is not valid`);
}

/**
 * A formatter for forms with a fixed "fill everything in" message: missing fields get `message`,
 * other problems the readable default.
 */
export function requiredFieldsFormatter(message: string, fields?: readonly string[]) {
  return (errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error => {
    const missing = errors.flatMap(missingProperties);
    if (missing.some((field) => !fields || fields.includes(field))) return new Error(message);
    return formatValidationErrors(errors, dataVar);
  };
}
