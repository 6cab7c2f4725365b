/**
 * Requests drawn from one operation of the OpenAPI document: path parameters, query, headers and a
 * JSON or multipart body, each value from its schema (schema-values.ts) unless it names a record
 * or follows a rule the schema cannot state (route-targets.ts); and the same request with one
 * field broken. Files (`format: binary`) are always a small PNG.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Actor, World } from '../world/world.js';
import { multipart, png } from '../files-fixtures.js';
import { IMPORT_COLUMNS, IMPORT_KINDS, type ImportKind } from '../../../../src/shared/imports.js';
import type { Operation, Param } from '../fuzz/requests.js';
import { alwaysSent, idFor, ruledValue, type Extras } from './route-targets.js';
import { validValue, type JsonSchema } from './schema-values.js';
import { requiredGroups, respelledArb, withoutAny } from './spellings.js';

/** Where a field of a request is. */
export type Part = 'path' | 'query' | 'header' | 'body';

/** A request as fields, before it is encoded (undefined: left out). */
export interface DrawnRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: Record<string, unknown> | null;
}

export interface Context {
  world: World;
  actor: Actor;
  extras: Extras;
}

/** A value for one field: a record's id, a ruled value, or anything its schema accepts. */
function fieldValue(op: Operation, name: string, schema: JsonSchema, context: Context) {
  const { world, actor, extras } = context;
  const id = idFor(name, op.key, op.path, world, extras);
  const types = [schema.type, ...(schema.anyOf ?? []).map((branch) => branch.type)].flat();
  if (id !== undefined && types.some((type) => type === 'integer' || type === 'string')) {
    return fc.constant(types.includes('integer') && typeof id === 'number' ? id : String(id));
  }
  return ruledValue(name, world, actor, extras) ?? validValue(schema);
}

function paramsArb(op: Operation, params: Param[], context: Context) {
  const entries = params.map((param) => {
    const value = fieldValue(op, param.name, param.schema, context);
    return [param.name, param.required ? value : fc.option(value, { nil: undefined })] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

/**
 * The multipart forms' field names are case-free (`FullName` or `fullName`): what every caller
 * must send is required in either spelling (spellings.ts), and what the handler asks of some
 * callers only (an administrator's edit) is said in words ("Required: …"). Both are sent, and
 * not blank (the handlers trim, then call blank missing).
 */
const requiredInWords = (schema: JsonSchema) => /^Required\b/.test(schema.description ?? '');

function bodyArb(op: Operation, context: Context): fc.Arbitrary<Record<string, unknown> | null> {
  const schema = op.body?.schema;
  if (!schema) return fc.constant(null);
  const multipart = op.body?.media === 'multipart/form-data';
  const groups = requiredGroups(schema);
  const sentFilled = (name: string, property: JsonSchema) =>
    multipart && (requiredInWords(property) || groups.some((group) => group.field === name));
  const properties = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.format !== 'binary')
    .map(([name, property]): [string, JsonSchema] =>
      sentFilled(name, property) && !property.pattern
        ? [name, { ...property, pattern: '\\S' }]
        : [name, property],
    );
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, fieldValue(op, name, property, context)]),
  );
  // Ids are always sent: whose advert it is, for one, is required of an Admin without a
  // resident record of their own (a rule of the signed-in account, not of the form).
  const namesRecord = (name: string) =>
    idFor(name, op.key, op.path, context.world, context.extras) !== undefined;
  const required = properties
    .filter(
      ([name, property]) => sentFilled(name, property) || namesRecord(name) || alwaysSent(name),
    )
    .map(([name]) => name);
  const body = fc.record(model, { requiredKeys: [...(schema.required ?? []), ...required] });
  return respelledArb(body, groups);
}

/**
 * An import's file (issue 17) is a spreadsheet, not an image: the drawn kind's template, its
 * header row and example row, as CSV.
 */
function spreadsheetFile(op: Operation, request: DrawnRequest, field: string) {
  if (!op.path.startsWith('/api/Imports')) return null;
  const drawn = request.query.Kind;
  const kind: ImportKind = IMPORT_KINDS.find((candidate) => candidate === drawn) ?? 'residents';
  const line = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
  const columns = IMPORT_COLUMNS[kind];
  const csv = `${line(columns.map((c) => c.header))}\r\n${line(columns.map((c) => c.example))}\r\n`;
  return { field, name: `${kind}.csv`, type: 'text/csv', bytes: Buffer.from(csv) };
}

/** Valid requests of an operation, as its contract describes them. */
export function validRequestArb(op: Operation, context: Context): fc.Arbitrary<DrawnRequest> {
  return fc.record({
    path: paramsArb(op, op.pathParams, context),
    query: paramsArb(op, op.query, context),
    header: paramsArb(op, op.headers, context),
    body: bodyArb(op, context),
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `app.inject` options for a drawn request, sent with `authorization`. */
export async function injectOptions(
  op: Operation,
  request: DrawnRequest,
  auth: Record<string, string>,
): Promise<InjectOptions> {
  let url = op.path;
  for (const [name, value] of Object.entries(request.path)) {
    url = url.replace(`{${name}}`, encodeURIComponent(text(value)));
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value !== undefined) query.append(name, text(value));
  }
  if ([...query].length > 0) url += `?${query}`;
  const headers: Record<string, string> = { ...auth };
  for (const [name, value] of Object.entries(request.header)) {
    if (value !== undefined) headers[name] = text(value);
  }
  const options = { method: op.method as InjectOptions['method'], url, headers };
  if (!op.body || request.body === null) return options;
  if (op.body.media !== 'multipart/form-data') {
    return {
      ...options,
      payload: JSON.stringify(request.body),
      headers: { ...headers, 'content-type': 'application/json' },
    };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.body)) {
    if (value !== undefined && value !== null) fields[name] = text(value);
  }
  const files = op.body.files.map(
    (field) =>
      spreadsheetFile(op, request, field) ?? {
        field,
        name: `${field}.png`,
        type: 'image/png',
        bytes: png(),
      },
  );
  const form = await multipart(fields, files);
  return { ...options, payload: form.payload, headers: { ...headers, ...form.headers } };
}

/** Each field of an operation with its schema, where it goes and whether it is required. */
export function fieldsOf(op: Operation) {
  const params = (part: Part, list: Param[]) =>
    list.map((param) => ({
      part,
      name: param.name,
      schema: param.schema,
      required: param.required,
      names: [param.name],
    }));
  const body = op.body?.schema;
  const groups = requiredGroups(body);
  const bodyFields = Object.entries(body?.properties ?? {})
    .filter(([, schema]) => schema.format !== 'binary')
    .map(([name, schema]) => {
      const names = groups.find((group) => group.field === name)?.names;
      const required = (body?.required?.includes(name) ?? false) || names !== undefined;
      return { part: 'body' as Part, name, schema, required, names: names ?? [name] };
    });
  return [
    ...params('path', op.pathParams),
    ...params('query', op.query),
    ...params('header', op.headers),
    ...bodyFields,
  ];
}

/** One field of `fieldsOf`: where it goes and every name it may be sent under. */
export type RequestField = ReturnType<typeof fieldsOf>[number];

/**
 * `request` with `field` set to `value` (undefined: left out), and under no other name it may be
 * sent under (a form's `fullName` when `FullName` is broken), so the broken value is the one read.
 */
export function withField(request: DrawnRequest, field: RequestField, value: unknown) {
  const others = withoutAny(request[field.part] ?? {}, field.names);
  return { ...request, [field.part]: { ...others, [field.name]: value } };
}
