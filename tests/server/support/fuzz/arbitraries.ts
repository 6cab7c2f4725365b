/**
 * fast-check arbitraries built from the app's OpenAPI document (JSON Schema): conforming values
 * (types, required and optional properties, minimum/maximum, lengths, patterns, enums), steered by
 * field names towards values the handlers take seriously (ids of the world's records of both
 * communities, dates, e-mails, phones, money), and hostile ones to mutate them with: wrong types,
 * null, very long strings, numbers with many decimals, NaN-like text, deep nesting, forbidden
 * keys. Ids are drawn from pools read at generation time, so records created during the run
 * become targets too.
 *
 * This module gathers them: json-values.ts (schemas, ids, writing values), field-values.ts (values
 * by what a field holds), conforming.ts, plausible.ts and hostile.ts.
 */
export {
  RawJson,
  describe,
  serialize,
  sometimes,
  type IdSource,
  type JsonSchema,
} from './json-values.js';
export { NASTY_TEXT, NUMBERISH_TEXT } from './field-values.js';
export { binaryFields, conforming } from './conforming.js';
export { plausible } from './plausible.js';
export { bodyArb, hostileParam, hostileValue } from './hostile.js';
