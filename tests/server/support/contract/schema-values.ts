/**
 * A small JSON Schema → fast-check converter for the subset the contracts use (object, string
 * with minLength/maxLength/pattern/format, integer and number with bounds and multipleOf, boolean,
 * enum/const/anyOf, array, null): `validValue` draws values the schema accepts, `brokenValues`
 * lists values that break one of its own constraints. Nothing here knows a route: what a value
 * means (an id, a date relative to today) is the caller's business (route-targets.ts).
 */
import fc from 'fast-check';
import type { JsonSchema } from '../fuzz/arbitraries.js';

export type { JsonSchema };

/** Longest text drawn for a field without a smaller maxLength (keeps requests small). */
const LONGEST_DRAWN = 40;

/** Money is written "at most two decimals" in the contract (multipleOf 0.01 fails on floats). */
const isTwoDecimalAmount = (schema: JsonSchema) =>
  /at most two decimals/.test(schema.description ?? '');

function textArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_DRAWN, LONGEST_DRAWN));
  const fits = (text: string) =>
    [...text].length >= minLength && [...text].length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  return fc.string({ minLength, maxLength });
}

function bounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6 - step) + step;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6 + step) - step;
  return { min, max };
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, integer);
  if (integer) {
    // Mostly small values (counts, ids), sometimes anywhere in range, and the bounds.
    return fc.oneof(
      fc.integer({ min, max: Math.min(max, min + 1000) }),
      fc.integer({ min, max }),
      fc.constantFrom(min, max),
    );
  }
  if (isTwoDecimalAmount(schema)) {
    const kobo = { min: Math.ceil(min * 100), max: Math.floor(max * 100) };
    return fc
      .oneof(
        fc.integer({ min: kobo.min, max: Math.min(kobo.max, kobo.min + 10_000_00) }),
        fc.integer(kobo),
      )
      .map((k) => k / 100);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values `schema` accepts. `binary` parts (files) are the caller's: drawn as null here. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })));
  }
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? fc.constant(null) : textArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? validValue(schema.items) : fc.string();
      const maxLength = Math.min(3, schema.maxItems ?? 3);
      // A list of choices each allowed once (a schedule's channels): no repeats.
      if (schema.uniqueItems) {
        return fc.uniqueArray(items, { maxLength, selector: (value) => JSON.stringify(value) });
      }
      return fc.array(items, { maxLength });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, value]) => [key, validValue(value)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      // No type: the contract accepts anything (e.g. a field that is ignored).
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

/** One way a value breaks its schema: what it is, and the value (undefined: left out). */
export interface Breakage {
  why: string;
  value: unknown;
}

const withoutNull = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf)?.filter((branch) => branch.type !== 'null') ?? [schema];

/**
 * Values that break `schema`, each against one of its constraints: too short or long, outside
 * the pattern, out of range, the wrong type, a NUL in text (the /api edge refuses it). Only for
 * schemas of one kind (a union with null counts as its other branch); none for anything else.
 */
export function brokenValues(schema: JsonSchema, asText: boolean): Breakage[] {
  const branches = withoutNull(schema);
  if (branches.length !== 1) return [];
  const [only] = branches as [JsonSchema];
  const broken: Breakage[] = [];
  const type = Array.isArray(only.type) ? undefined : only.type;
  if (only.enum || only.const !== undefined) {
    broken.push({ why: 'a value outside the enum', value: 'no such choice' });
  }
  if (type === 'string' && only.format !== 'binary') {
    if (only.maxLength !== undefined)
      broken.push({ why: 'too long', value: 'x'.repeat(only.maxLength + 1) });
    if ((only.minLength ?? 0) > 0)
      broken.push({ why: 'too short', value: 'x'.repeat(only.minLength! - 1) });
    if (only.pattern && !new RegExp(only.pattern).test('~'))
      broken.push({ why: 'outside the pattern', value: '~' });
    broken.push({ why: 'holding a NUL', value: `a\u0000b` });
    if (!asText) broken.push({ why: 'not a string', value: 12 });
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = bounds(only, type === 'integer');
    if (only.minimum !== undefined || only.exclusiveMinimum !== undefined)
      broken.push({ why: 'below the minimum', value: type === 'integer' ? min - 1 : min - 0.01 });
    if (only.maximum !== undefined || only.exclusiveMaximum !== undefined)
      broken.push({ why: 'above the maximum', value: type === 'integer' ? max + 1 : max + 0.01 });
    if (type === 'integer') broken.push({ why: 'not whole', value: asText ? '1.5' : 1.5 });
    broken.push({ why: 'not a number', value: 'twelve' });
  }
  if (type === 'boolean' && !asText) broken.push({ why: 'not a boolean', value: 'yes' });
  return broken;
}
