/**
 * Values for fields by what they hold (text, dates, months, phones, e-mails, passwords, ids,
 * money), conforming or nearly so, and text that breaks naive code (SQL and LIKE metacharacters,
 * quoting, encodings, number-like text).
 */
import fc from 'fast-check';
import { MAX_INT, pick, type IdSource, type JsonSchema } from './json-values.js';

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

export function clampText(text: string, schema: JsonSchema): string {
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/** Text a form would plausibly hold (names, places), so that whole forms sometimes pass. */
export const PLAUSIBLE_TEXT = [
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

export function genericText(schema: JsonSchema): fc.Arbitrary<string> {
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

export const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));

export function dateText(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export const dateArb = fc.oneof(
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

export const monthArb = fc.oneof(
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

export const phoneArb = fc.oneof(
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

export function emailArb(ids: IdSource): fc.Arbitrary<string> {
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

export function passwordArb(ids: IdSource): fc.Arbitrary<string> {
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

export function idArb(ids: IdSource, table: string | null): fc.Arbitrary<number | string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.nat().map((n) => pick(ids.ids(table), n, 1)) },
    { weight: 2, arbitrary: fc.nat().map((n) => pick(ids.ids(null), n, 1)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_INT }) },
  );
}

/** Money in naira: whole, two decimals, the bounds, and sub-kobo amounts. */
export function moneyArb(schema: JsonSchema): fc.Arbitrary<number> {
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
