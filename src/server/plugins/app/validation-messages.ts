/**
 * Turns schema validation errors into the words a user sees on the form (issue 15): each field at
 * fault gets one sentence naming it by its label (`fieldErrors`, the answer's `errors`, e.g.
 * `{ communityName: 'Community name must be a string' }`), and `{ message }` says what to fix:
 * that sentence when one field is at fault, 'Please correct the highlighted fields.' when several
 * are. Works with TypeBox's and Ajv's error shapes.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { NOT_BLANK_PATTERN } from '../../../shared/contract/text-rules.js';
import { fieldLabel, messages } from '../../../shared/messages.js';

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

/**
 * A field "required in either spelling" (contract/form-spelling.ts) is missing when every one of
 * its spellings is: each spelling reports a `required` error at `#/allOf/<n>/anyOf/<m>`. Only the
 * first (the contract's own name, as the dashboard sends it) names the field.
 */
function isOtherSpelling(error: FastifySchemaValidationError): boolean {
  return /^#\/allOf\/\d+\/anyOf\/[1-9]/.test(error.schemaPath);
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

/** A schema type in the words of a form. */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

/** `a`, `a and b`, `a, b, and c`. */
const listed = (words: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(words);

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const field = fieldOf(error);
  const subject = field === '' ? PART_NAMES[dataVar] : fieldLabel(field.split('.')[0]!);
  const { params } = error;
  switch (error.keyword) {
    case 'required': {
      const missing = missingProperties(error).map(fieldLabel);
      return `${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} required`;
    }
    case 'type': {
      const type = String(params.type);
      if (field === '' && type === 'object') return `${subject} must be a JSON object`;
      return `${subject} must be ${TYPE_WORDS[type] ?? `a ${type}`}`;
    }
    case 'pattern':
      if (isBlank(error)) return `${subject} must not be blank`;
      // The pattern itself (a regular expression) says nothing to a person.
      return `${subject} is not valid`;
    case 'format':
      return `${subject} is not valid`;
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

/**
 * Each field at fault, by the name the request sent it under (`communityName`, a form's
 * `FullName`), with one sentence naming it by its label: the most telling of its errors.
 */
export function fieldErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Record<string, string> {
  const byField = new Map<string, FastifySchemaValidationError[]>();
  const add = (field: string, error: FastifySchemaValidationError) =>
    byField.set(field, [...(byField.get(field) ?? []), error]);
  for (const error of errors) {
    if (isOtherSpelling(error)) continue;
    // Missing or left blank: either way the field is required (as the forms say it).
    const missing = missingProperties(error);
    if (missing.length > 0) {
      for (const name of missing) {
        add(name, { ...error, keyword: 'required', params: { requiredProperties: [name] } });
      }
      continue;
    }
    const field = fieldOf(error).split('.')[0] ?? '';
    if (field !== '') add(field, error);
  }
  const texts: Record<string, string> = {};
  for (const [field, fieldErrorList] of byField) {
    const error = mostTelling(fieldErrorList);
    if (error) texts[field] = describe(error, dataVar);
  }
  return texts;
}

/**
 * What to fix, in one sentence: the one field's text, 'Please correct the highlighted fields.'
 * for several, or what is wrong with the request as a whole (not a JSON object, say).
 */
export function whatToFix(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): string {
  const texts = Object.values(fieldErrors(errors, dataVar));
  if (texts.length === 1) return texts[0]!;
  if (texts.length > 1) return messages.request.correctFields;
  const error = mostTelling(errors);
  return error ? describe(error, dataVar) : `${PART_NAMES[dataVar]} is not valid`;
}

/** An Error some fields of which a form words itself (a bad date: the form's own sentence). */
export type FieldWordedError = Error & { fields?: Record<string, string> };

/**
 * A formatter's answer whose `fields` replace the generic sentence of those fields in the
 * answer's `errors` (errors.ts): the form's own words for a field, e.g. the payment date's.
 */
export function withFieldTexts(error: Error, fields: Record<string, string>): FieldWordedError {
  return Object.assign(error, { fields });
}

/** Fastify's `schemaErrorFormatter`: the Error's message is what the client gets. */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  return new Error(whatToFix(errors, dataVar));
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
