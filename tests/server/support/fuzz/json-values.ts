/**
 * The fuzz test's shared vocabulary: the JSON Schema subset the route schemas use, where
 * generated ids come from, raw JSON text and how generated values are written and shown.
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
  /** The multipart forms' required fields in either spelling (src/shared/contract/form-spelling.ts). */
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  uniqueItems?: boolean;
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

export const pick = <T>(list: readonly T[], n: number, fallback: T): T =>
  list.length === 0 ? fallback : (list[n % list.length] as T);

export const MAX_INT = 2147483647;
