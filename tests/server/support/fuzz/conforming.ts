/**
 * Values that conform to a schema: its types, required and optional properties, bounds, lengths,
 * patterns and enums, steered by field names towards values the handlers take seriously (ids of
 * the world's records, dates, e-mails, phones, money).
 */
import fc from 'fast-check';
import {
  dateArb,
  emailArb,
  genericText,
  idArb,
  moneyArb,
  monthArb,
  NASTY_TEXT,
  passwordArb,
  phoneArb,
  clampText,
} from './field-values.js';
import { MAX_INT, pick, type IdSource, type JsonSchema } from './json-values.js';

export const norm = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** A value of the field's schema, steered by its name. */
function hinted(name: string, schema: JsonSchema, path: string, ids: IdSource) {
  const key = norm(name);
  const isText = schema.type === 'string';
  const wholeNumberText = isText && /whole number/.test(schema.description ?? '');
  const table = key.endsWith('id') || key === 'id' ? ids.tableFor(name, path) : null;
  if (schema.pattern && table !== null) {
    // e.g. a file id: the table's ids (which match), or anything else the pattern allows.
    return fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((n) => String(pick(ids.ids(table), n, ''))) },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
    );
  }
  if ((schema.type === 'integer' || wholeNumberText) && table !== null) {
    const id = idArb(ids, table);
    return isText ? id.map(String) : id;
  }
  if (!isText && schema.type !== 'number' && schema.type !== 'integer') return null;
  if (isText) {
    const text = (() => {
      if (key.includes('email')) return emailArb(ids);
      if (key.includes('password')) return passwordArb(ids);
      if (key.includes('mobile') || key.includes('phone')) return phoneArb;
      if (key === 'useruniqueid') return fc.oneof(emailArb(ids), phoneArb);
      if (key === 'otp')
        return fc.oneof(fc.stringMatching(/^[A-Z2-9]{4}$/), fc.string({ maxLength: 6 }));
      if (key === 'dob' || key.endsWith('date')) return dateArb;
      if (key === 'month') return monthArb;
      if (key === 'gender') return fc.constantFrom('Male', 'Female', 'female', 'Other', '');
      if (key === 'maritalstatus')
        return fc.constantFrom('Single', 'Married', 'Divorced', 'Widowed', 'x');
      if (key === 'idnumbertype')
        return fc.constantFrom(
          'NIN',
          'Voters Card',
          'Drivers license',
          'International Passport',
          'x',
        );
      if (key === 'bankaccountnumber')
        return fc.oneof(fc.stringMatching(/^\d{10}$/), fc.constant('12ab'));
      if (key === 'searchtext')
        return fc.oneof(fc.constantFrom(...NASTY_TEXT), genericText(schema));
      if (schema.examples?.length)
        return fc.oneof(fc.constantFrom(...(schema.examples as string[])), genericText(schema));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return null;
    })();
    return text?.map((t) => clampText(t, schema)) ?? null;
  }
  if (/amount|budget|fee|price/.test(key)) return moneyArb(schema);
  if (key === 'pagesize') return fc.integer({ min: 1, max: 100 });
  if (key === 'pagenumber')
    return fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: MAX_INT }));
  return null;
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : -1e6);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    );
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max),
  );
}

/** File fields of a multipart schema (`format: binary`). */
export function binaryFields(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);
}

/** Properties a handler checks itself (`description: 'Required…'` on multipart forms). */
function isRequired(schema: JsonSchema, name: string): boolean {
  if (schema.required?.includes(name)) return true;
  return !schema.required && /^Required/.test(schema.properties?.[name]?.description ?? '');
}

/** A value that conforms to the schema (`name`: the field's name, for hints). */
export function conforming(
  schema: JsonSchema,
  ids: IdSource,
  path: string,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => conforming(s, ids, path, name)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => conforming({ ...schema, type }, ids, path, name)));
  }
  const steered = hinted(name, schema, path, ids);
  if (steered) {
    // Mostly the steered value, sometimes anything the schema allows.
    return fc.oneof(
      { weight: 5, arbitrary: steered },
      { weight: 1, arbitrary: plain(schema, ids, path) },
    );
  }
  return plain(schema, ids, path);
}

function plain(schema: JsonSchema, ids: IdSource, path: string): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return genericText(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conforming(schema.items, ids, path) : fc.jsonValue(), {
        maxLength: 4,
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).filter(
        ([, property]) => property.format !== 'binary',
      );
      const model = Object.fromEntries(
        properties.map(([key, property]) => [key, conforming(property, ids, path, key)]),
      );
      const requiredKeys = properties.map(([key]) => key).filter((key) => isRequired(schema, key));
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
