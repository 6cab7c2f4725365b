/**
 * fast-check arbitraries built from the app's OpenAPI document (JSON Schema): conforming values
 * (types, required and optional properties, minimum/maximum, lengths, patterns, enums), steered by
 * field names towards values the handlers take seriously (ids of the world's records of both
 * communities, dates, e-mails, phones, money), and hostile ones to mutate them with: wrong types,
 * null, very long strings, numbers with many decimals, NaN-like text, deep nesting, forbidden
 * keys. Ids are drawn from pools read at generation time, so records created during the run
 * become targets too.
 */
import fc from 'fast-check';

/** The subset of JSON Schema the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  description?: string;
}

/** Where generated ids come from (read when a value is generated, so the pools may grow). */
export interface IdSource {
  /** Ids of a table's rows (both communities'); `null`: of any table. */
  ids(table: string | null): readonly (number | string)[];
  /** The table a field or path parameter names (`streetId`, `{id}` of /api/Streets), or null. */
  tableFor(name: string, path: string): string | null;
  /** E-mails and passwords of the world's accounts. */
  emails(): readonly string[];
  passwords(): readonly string[];
}

/** JSON text sent as is (invalid JSON, or nesting too deep to build as an object). */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 80
      ? `RawJson(${this.text.slice(0, 80)}… ${this.text.length})`
      : `RawJson(${this.text})`;
  }
}

/** Serialises a generated value (RawJson parts verbatim; `__proto__` keys included). */
export function serialize(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short, readable account of a value, for failure messages. */
export function describe(value: unknown, max = 400): string {
  const text = serialize(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** `arbitrary` in about `percent` % of the values, else null. */
export function sometimes<T>(percent: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: percent, arbitrary },
    { weight: 100 - percent, arbitrary: fc.constant(null) },
  );
}

const pick = <T>(list: readonly T[], n: number, fallback: T): T =>
  list.length === 0 ? fallback : (list[n % list.length] as T);

const MAX_INT = 2147483647;

/** SQL and LIKE metacharacters, quoting, encodings and other text that breaks naive code. */
export const NASTY_TEXT = [
  '%',
  '_',
  '%_%',
  '\\',
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%\\_\'"',
  '\\%',
  '[a-z]%',
  '*',
  '?',
  '\u0000',
  '\u202e\u0041',
  'Ọláọlúwa Adébáyọ̀',
  '😀👍🏾',
  '𝕳𝖊𝖑𝖑𝖔',
  '<script>alert(1)</script>',
  '${7*7}',
  '../../../etc/passwd',
  '   ',
  '\t\n\r',
  'CANARY-A',
  'CANARY-B',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '=1+1',
];

/** Text that looks like a number to someone. */
export const NUMBERISH_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x1F',
  '0b11',
  '  12  ',
  '1_000',
  '1,5',
  '1.5',
  '١٢٣',
  '12abc',
  '',
  '-0',
  '+1',
  '99999999999999999999',
  '2147483648',
];

function clampText(text: string, schema: JsonSchema): string {
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/** Text a form would plausibly hold (names, places), so that whole forms sometimes pass. */
const PLAUSIBLE_TEXT = [
  'Admiralty Way',
  'Block C',
  'Eti-Osa',
  'Lagos',
  'Nigeria',
  'Mr',
  'Mrs',
  'Chief',
  'Adaeze Okafor',
  'Engineer',
  'Nigerian',
  'LL-1',
  'NIN-12345678901',
];

function genericText(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT).map((t) => clampText(t, schema)) },
    {
      weight: 3,
      arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,24}$/).map((t) => clampText(t, schema)),
    },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT).map((t) => clampText(t, schema)) },
  );
}

const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));

function dateText(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const dateArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -4000, max: 0 }).map(dateText) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4000 }).map(dateText) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2000-01-01',
      '1999-12-31',
      '2024-02-29',
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '20240101',
      '01/02/2024',
      '2024-01-01T00:00:00Z',
      '9999-12-31',
      '0000-00-00',
      '',
    ),
  },
);

const monthArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.integer({ min: -30, max: 0 }).map((d) => dateText(d * 30).slice(0, 7)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 30 }).map((d) => dateText(d * 30).slice(0, 7)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('2024-13', '2024-00', '1999-12', '2024-1', '202401', 'May 2024', ''),
  },
);

const phoneArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: 0, max: 99_999_999 })
      .map((n) => `080${String(n).padStart(8, '0')}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0, max: 99_999_999 })
      .map((n) => `+23480${String(n).padStart(8, '0')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0803 123 4567', '123', '+', 'phone', '0'.repeat(16), ''),
  },
);

function emailArb(ids: IdSource): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hex(6).map((h) => `fuzz-${h}@example.ng`) },
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => pick(ids.emails(), n, 'nobody@example.ng')),
    },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => pick(ids.emails(), n, 'nobody@example.ng').toUpperCase()),
    },
    { weight: 1, arbitrary: fc.constantFrom('not-an-email', 'a@', '@b.ng', 'a b@c.ng', '') },
  );
}

function passwordArb(ids: IdSource): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => pick(ids.passwords(), n, 'correct horse battery')),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('short', 'a'.repeat(8), 'a'.repeat(128), 'a'.repeat(129)),
    },
  );
}

function idArb(ids: IdSource, table: string | null): fc.Arbitrary<number | string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.nat().map((n) => pick(ids.ids(table), n, 1)) },
    { weight: 2, arbitrary: fc.nat().map((n) => pick(ids.ids(null), n, 1)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_INT }) },
  );
}

/** Money in naira: whole, two decimals, the bounds, and sub-kobo amounts. */
function moneyArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum ?? schema.minimum ?? 0;
  const max = schema.maximum ?? 1e9;
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 10_000_000 }).map((k) => k / 100) },
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(0.01, 0.1, 1.005, 123.456789, 0.001, 1e-7, max, max - 0.01, min),
      },
      { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    )
    .filter((n) => n <= max && (schema.exclusiveMinimum === undefined ? n >= min : n > min));
}

const norm = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

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

/** Deeply nested JSON text: `{"a":{"a":…}}` or `[[[…]]]`. */
const deepArb = fc
  .tuple(fc.constantFrom(10, 100, 1000, 5000), fc.boolean())
  .map(([depth, asObject]) =>
    asObject
      ? new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
      : new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`),
  );

const longTextArb = fc
  .tuple(
    fc.constantFrom(201, 256, 1001, 5000, 70_000, 1_100_000),
    fc.constantFrom('x', 'é', '😀', '%'),
  )
  .map(([length, unit]) => unit.repeat(length));

/** Values a field should refuse: other types, null, out-of-range numbers, odd text, nesting. */
export function hostileValue(ids: IdSource): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      2147483648,
      1e21,
      -1e21,
      Number.MAX_SAFE_INTEGER + 2,
    ),
    fc.constantFrom(1.1234567890123, 0.30000000000000004, 5e-324, 1e-7, 999999999.995),
    fc.constantFrom(...NUMBERISH_TEXT),
    fc.constantFrom(...NASTY_TEXT),
    fc.constantFrom([], {}, [1, 2], ['a'], { id: 1 }, [null]),
    fc.nat().map((n) => pick(ids.ids(null), n, 1)),
    fc.nat().map((n) => String(pick(ids.ids(null), n, 1))),
    longTextArb,
    deepArb,
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Keys a body should not be able to use: prototype tricks and privilege or tenant fields. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'Id',
  'communityId',
  'comId',
  'CommunityId',
  'roleId',
  'roleName',
  'RoleName',
  'isAdmin',
  'userId',
  'createdBy',
  'passwordHash',
  'kind',
  'creditKobo',
];

type Mutation =
  | { kind: 'drop'; n: number }
  | { kind: 'replace'; n: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown };

function mutationArb(ids: IdSource): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), n: fc.nat() }),
    fc.record({ kind: fc.constant('replace' as const), n: fc.nat(), value: hostileValue(ids) }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ minLength: 1, maxLength: 12 })),
      value: fc.oneof(
        hostileValue(ids),
        fc.nat().map((n) => pick(ids.ids(null), n, 1)),
      ),
    }),
  );
}

/** A plain object without a prototype, so `__proto__` is an ordinary key. */
function bare(entries: [string, unknown][]): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) object[key] = value;
  return object;
}

function applyMutations(body: unknown, mutations: Mutation[]): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const entries = Object.entries(body);
  for (const mutation of mutations) {
    if (mutation.kind === 'extra') {
      entries.push([mutation.key, mutation.value]);
    } else if (entries.length > 0) {
      const index = mutation.n % entries.length;
      if (mutation.kind === 'drop') entries.splice(index, 1);
      else entries[index] = [entries[index]?.[0] ?? 'x', mutation.value];
    }
  }
  return bare(entries);
}

/** Whole bodies that are not the object a route wants (some are not JSON at all). */
const wrongBodyArb = fc.oneof(
  fc.constantFrom(null, [], [1, 2], 'text', 42, true, {}),
  fc.constantFrom(
    new RawJson('{'),
    new RawJson('{"a":'),
    new RawJson(''),
    new RawJson('{"a":1}{"b":2}'),
    new RawJson("{'a':1}"),
    new RawJson('{"a":1,}'),
    new RawJson('\u0000'),
    new RawJson('{"__proto__":{"isAdmin":true}}'),
    new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
    new RawJson('NaN'),
  ),
  deepArb,
);

/**
 * A body for a schema: mostly well-formed or conforming, else a conforming body with one to three mutations
 * (a field dropped, replaced by a hostile value, or an extra key), or a wrong body altogether.
 */
export function bodyArb(schema: JsonSchema, ids: IdSource, path: string): fc.Arbitrary<unknown> {
  const valid = conforming(schema, ids, path);
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, ids, path) },
    { weight: 3, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.array(mutationArb(ids), { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => applyMutations(body, mutations)),
    },
    { weight: 1, arbitrary: wrongBodyArb },
  );
}

/** A query or path value that should be refused (or at least not crash anything). */
export function hostileParam(ids: IdSource): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '101',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e2',
      'abc',
      '',
    ),
    fc.constantFrom(...NUMBERISH_TEXT),
    fc.constantFrom(...NASTY_TEXT),
    fc.nat().map((n) => String(pick(ids.ids(null), n, 1))),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(201, 5000).map((n) => 'q'.repeat(n)),
  );
}
