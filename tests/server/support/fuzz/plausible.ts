/**
 * Well-formed values: what a careful user would type, so that whole requests regularly get past
 * validation to the database and the later checks.
 */
import fc from 'fast-check';
import { conforming, norm } from './conforming.js';
import { PLAUSIBLE_TEXT, clampText, dateText, hex } from './field-values.js';
import { pick, type IdSource, type JsonSchema } from './json-values.js';

/**
 * A well-formed value: what a careful user would type (non-blank text, valid e-mails, phones,
 * past dates, accepted choices, the actor's own records, every property present), so that whole
 * requests regularly reach the database and the later checks (conflicts, other communities'
 * records, uploads saved with their rows).
 */
export function plausible(
  schema: JsonSchema,
  ids: IdSource,
  path: string,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf)?.filter((s) => s.type !== 'null');
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => plausible(s, ids, path, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const key = norm(name);
  const isText = type === 'string';
  const table = key.endsWith('id') ? ids.tableFor(name, path) : null;
  const wholeNumberText = isText && /whole/.test(schema.description ?? '');
  if (table !== null) {
    const id = fc.nat().map((n) => pick(ids.ids(table), n, 1));
    return isText ? id.map(String) : id;
  }
  if (wholeNumberText) return fc.integer({ min: 1, max: 30 }).map(String);
  if (isText && /amount|budget|fee|price/.test(key)) {
    return fc.integer({ min: 1, max: 10_000_000 }).map((k) => String(k / 100));
  }
  if (isText) {
    const text = (() => {
      if (key.includes('email')) return hex(6).map((h) => `fuzz-${h}@example.ng`);
      if (key.includes('password')) return fc.constant('correct horse battery');
      if (key.includes('mobile') || key.includes('phone')) {
        return fc
          .integer({ min: 0, max: 99_999_999 })
          .map((n) => `080${String(n).padStart(8, '0')}`);
      }
      if (key === 'useruniqueid') return fc.nat().map((n) => pick(ids.emails(), n, 'a@b.ng'));
      if (key === 'otp') return fc.stringMatching(/^[A-Z2-9]{4}$/);
      if (key === 'dob' || key.endsWith('date')) {
        // Most dates are 'not in the future'; an advert's start is 'not before today'.
        const future = /not before today/.test(schema.description ?? '');
        return (future ? fc.integer({ min: 0, max: 60 }) : fc.integer({ min: -4000, max: -1 })).map(
          dateText,
        );
      }
      if (key === 'month')
        return fc.integer({ min: -12, max: 0 }).map((d) => dateText(d * 30).slice(0, 7));
      if (key === 'gender') return fc.constantFrom('Male', 'Female');
      if (key === 'maritalstatus')
        return fc.constantFrom('Single', 'Married', 'Divorced', 'Widowed');
      if (key === 'idnumbertype') {
        return fc.constantFrom('NIN', 'Voters Card', 'Drivers license', 'International Passport');
      }
      if (key === 'bankaccountnumber') return fc.stringMatching(/^\d{10}$/);
      if (schema.examples?.length) return fc.constantFrom(...(schema.examples as string[]));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.constantFrom(...PLAUSIBLE_TEXT);
    })();
    return text.map((t) => clampText(t, schema));
  }
  if (type === 'number' || type === 'integer') {
    if (/amount|budget|fee|price/.test(key)) {
      const max = Math.min(schema.maximum ?? 1e9, 1e7);
      return fc.integer({ min: 1, max: Math.round(max * 100) }).map((k) => k / 100);
    }
    const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? min + 10, min + 10)) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'object') {
    const properties = Object.entries(schema.properties ?? {}).filter(
      ([, property]) =>
        property.format !== 'binary' && !/ignored/i.test(property.description ?? ''),
    );
    return fc.record(
      Object.fromEntries(properties.map(([k, property]) => [k, plausible(property, ids, path, k)])),
    );
  }
  return conforming(schema, ids, path, name);
}
