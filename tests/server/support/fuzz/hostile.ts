/**
 * Values and bodies a route should refuse: wrong types, null, out-of-range numbers, odd and very
 * long text, deep nesting, forbidden keys, conforming bodies with fields dropped or replaced, and
 * bodies that are not JSON at all.
 */
import fc from 'fast-check';
import { conforming } from './conforming.js';
import { NASTY_TEXT, NUMBERISH_TEXT } from './field-values.js';
import { RawJson, pick, type IdSource, type JsonSchema } from './json-values.js';
import { plausible } from './plausible.js';

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
