/**
 * The fuzz test's requests: the operations of the app's OpenAPI document, pools of ids to aim
 * them at, and a fast-check arbitrary of whole requests per operation (route, actor, path
 * parameters, query, headers, content type, body and files), turned into `app.inject` options.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import type { App } from '../../../../src/server/app.js';
import { GIF, HTML, JPEG, PDF, SVG, TEXT, WEBP, multipart, png } from '../files-fixtures.js';
import { ACTORS, type Actor } from '../world/world.js';
import {
  RawJson,
  sometimes,
  binaryFields,
  bodyArb,
  conforming,
  describe as show,
  hostileParam,
  hostileValue,
  serialize,
  type IdSource,
  type JsonSchema,
} from './arbitraries.js';
import { columnsOf } from './write-journal.js';

// ---------------------------------------------------------------------------------------------
// Operations, from the OpenAPI document

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /api/Streets/` as the document names it. */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  headers: Param[];
  body: { media: string; schema: JsonSchema; files: string[] } | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

export function operationsOf(app: App): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api') || isDocs(path)) continue;
    for (const [method, op] of Object.entries(item)) {
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const [media, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        headers: params('header'),
        body:
          media === undefined
            ? null
            : {
                media,
                schema: content?.schema ?? {},
                files: binaryFields(content?.schema),
              },
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Id pools: every table's ids (A's, B's and whatever the run created), read every so often

/** `streets` → `street`, `communities` → `community`, `addresses` → `address`. */
const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('sses')
      ? word.slice(0, -2)
      : word.replace(/s$/, '');
const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
/** Names that do not say their table. */
const ALIASES: Record<string, string> = {
  com: 'communities',
  wallet: 'ledger_entries',
  exco: 'residents',
};

export class Pools implements IdSource {
  private byTable = new Map<string, (number | string)[]>();
  /** For tables with a `community_id`: each community's ids. */
  private byCommunity = new Map<string, Map<number, (number | string)[]>>();
  private all: (number | string)[] = [];
  /** Each table's name as a field would say it: `apartment_types` → `apartmenttype`. */
  private names = new Map<string, string>();
  private idTables: { table: string; perCommunity: boolean }[] = [];
  private views = new Map<number | null, IdSource>();

  constructor(
    private readonly app: App,
    private readonly tables: string[],
    private readonly accounts: { email: string; password: string }[],
  ) {
    for (const table of tables) this.names.set(table, singular(squash(table)));
  }

  async init() {
    for (const table of this.tables) {
      const columns = await columnsOf(this.app, table);
      if (columns.includes('id')) {
        this.idTables.push({ table, perCommunity: columns.includes('community_id') });
      }
    }
    await this.refresh();
  }

  async refresh() {
    const all: (number | string)[] = [];
    for (const { table, perCommunity } of this.idTables) {
      const result = await sql
        .raw<{ id: number | string; community: number | null }>(
          `select id as id, ${perCommunity ? 'community_id' : 'null'} as community ` +
            `from ${table} order by id desc limit 300`,
        )
        .execute(this.app.db);
      const ids = result.rows.map((row) => row.id);
      this.byTable.set(table, ids);
      all.push(...ids.filter((id) => typeof id === 'number'));
      const byCommunity = new Map<number, (number | string)[]>();
      for (const row of result.rows) {
        if (row.community === null) continue;
        byCommunity.set(row.community, [...(byCommunity.get(row.community) ?? []), row.id]);
      }
      this.byCommunity.set(table, byCommunity);
    }
    const communities = this.byTable.get('communities') ?? [];
    this.byCommunity.set('communities', new Map(communities.map((id) => [Number(id), [id]])));
    this.all = all;
    this.views.clear();
  }

  /**
   * The pools as an actor of `community` sees them: its own community's ids three times as often
   * as any other (so that many requests get past the tenant checks), every id still possible.
   */
  view(community: number | null): IdSource {
    const cached = this.views.get(community);
    if (cached) return cached;
    const lists = new Map<string | null, (number | string)[]>();
    const ids = (table: string | null) => {
      let list = lists.get(table);
      if (!list) {
        const every = this.ids(table);
        const own =
          community === null || table === null
            ? []
            : (this.byCommunity.get(table)?.get(community) ?? []);
        list = [...own, ...own, ...own, ...every];
        lists.set(table, list);
      }
      return list;
    };
    const view: IdSource = {
      ids,
      tableFor: (name, path) => this.tableFor(name, path),
      emails: () => this.emails(),
      passwords: () => this.passwords(),
    };
    this.views.set(community, view);
    return view;
  }

  ids(table: string | null) {
    return table === null ? this.all : (this.byTable.get(table) ?? this.all);
  }

  private match(word: string): string | null {
    let best: string | null = null;
    for (const [table, name] of this.names) {
      if (
        word.endsWith(name) &&
        (best === null || name.length > (this.names.get(best) ?? '').length)
      ) {
        best = table;
      }
    }
    if (best) return best;
    // `section` names `advert_sections` when no other table ends so.
    const endings = [...this.names].filter(([, name]) => name.endsWith(word));
    if (word.length >= 4 && endings.length === 1) return endings[0]?.[0] ?? null;
    const alias = Object.keys(ALIASES).find((key) => word.endsWith(key));
    return alias ? (ALIASES[alias] ?? null) : null;
  }

  tableFor(name: string, path: string) {
    const base = squash(name).replace(/id$/, '');
    if (base !== '') return this.match(base);
    const segments = path.split('/').filter((s) => s && s !== 'api' && !s.startsWith('{'));
    for (const segment of segments.reverse()) {
      const table = this.match(singular(squash(segment)));
      if (table) return table;
    }
    return null;
  }

  emails() {
    return this.accounts.map((a) => a.email);
  }

  passwords() {
    return this.accounts.map((a) => a.password);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

export type Auth = { actor: Actor } | { broken: string };

export type ContentKind = 'none' | 'json' | 'form' | 'multipart' | 'text' | 'odd';

export interface FilePartSpec {
  field: string;
  content: FileContent;
  name: string;
  type: string;
}

export interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  content: ContentKind;
  contentType: string;
  body: unknown;
  files: FilePartSpec[];
  /** Bytes cut off the end of a multipart body (a truncated upload). */
  cut: number;
}

const FILES = {
  png: () => png(),
  jpeg: () => JPEG,
  webp: () => WEBP,
  pdf: () => PDF,
  gif: () => GIF,
  svg: () => SVG,
  html: () => HTML,
  text: () => TEXT,
  empty: () => Buffer.alloc(0),
  pngHeaderOnly: () => png().subarray(0, 8),
  random: () => Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 73 + 11) % 256)),
} satisfies Record<string, () => Buffer>;
type FileContent = keyof typeof FILES;

const RAW_PATH_VALUES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '%00',
  '1%20',
  '%2e%2e',
  '1;2',
  '1/2',
];

const BROKEN_TOKENS = [
  'Bearer ',
  'Bearer',
  'Bearer 00000000000000000000000000000000',
  'Basic dXNlcjpwYXNzd29yZA==',
  'bearer x',
  'Bearer a b c',
  'Bearer ' + 'z'.repeat(5000),
  'Token abc',
];

/** Header values stay printable Latin-1 (what HTTP can carry), hostile in every other way. */
const ODD_HEADER_VALUES = ['', ' ', 'a b', 'ключ', 'k'.repeat(201), 'é', '"quoted"', '\t'];

/**
 * Malformed multipart bodies (cut short, inside a declared or undeclared file part, or without a
 * boundary) and text with a NUL character (U+0000) anywhere. Both once broke the server (a 500, a
 * request never answered, NUL refused by PostgreSQL) and are now refused with 400; the 'malformed
 * input' tests in fuzz.test.ts pin each case. FUZZ_MALFORMED_MULTIPART=0 or FUZZ_NUL_TEXT=0 leaves
 * them out of a run.
 */
export const MALFORMED_MULTIPART = process.env.FUZZ_MALFORMED_MULTIPART !== '0';

export const NUL_TEXT = process.env.FUZZ_NUL_TEXT !== '0';

/** Whether a request carries a NUL character anywhere (URL, headers, body, form fields). */
export function containsNul(request: FuzzRequest): boolean {
  const body = serialize(request.body);
  return (
    /%00/.test(request.url) ||
    body.includes('\\u0000') ||
    body.includes('\u0000') ||
    Object.values(request.headers).some((value) => value.includes('\u0000'))
  );
}

const CONTENT_TYPES: Record<Exclude<ContentKind, 'none' | 'multipart'>, string[]> = {
  json: [
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json;charset=latin1',
  ],
  form: ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8'],
  text: ['text/plain', 'text/plain; charset=utf-8'],
  odd: [
    'application/xml',
    'application/octet-stream',
    ...(MALFORMED_MULTIPART ? ['multipart/form-data', 'multipart/form-data; boundary='] : []),
    'image/png',
    'application/vnd.api+json',
    '*/*',
    'application/json, text/plain',
  ],
};

function encodeQuery(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/**
 * Requests to one operation. The actor is drawn first; the rest is drawn with the pools as that
 * actor's community sees them (`communityOf`: A for A's accounts and the Super admin, B for B's
 * Admin, null for anonymous).
 */
export function requestArb(
  op: Operation,
  pools: Pools,
  communityOf: (actor: Actor) => number | null,
): fc.Arbitrary<FuzzRequest> {
  const authArb: fc.Arbitrary<Auth> = fc.oneof(
    { weight: 19, arbitrary: fc.constantFrom(...ACTORS).map((actor) => ({ actor })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_TOKENS).map((broken) => ({ broken })) },
  );
  const rest = new Map<number | null, fc.Arbitrary<Omit<FuzzRequest, 'auth'>>>();
  return authArb.chain((auth) => {
    const community = 'actor' in auth ? communityOf(auth.actor) : null;
    let arbitrary = rest.get(community);
    if (!arbitrary) {
      arbitrary = requestWithoutAuthArb(op, pools.view(community));
      rest.set(community, arbitrary);
    }
    return arbitrary.map((request) => ({ ...request, auth }));
  });
}

function requestWithoutAuthArb(
  op: Operation,
  ids: IdSource,
): fc.Arbitrary<Omit<FuzzRequest, 'auth'>> {
  const paramValue = (p: Param) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: conforming(p.schema, ids, op.path, p.name).map((v) =>
          encodeURIComponent(String(v)),
        ),
      },
      { weight: 2, arbitrary: hostileParam(ids).map(encodeURIComponent) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
    );
  const pathArb = fc.tuple(...op.pathParams.map(paramValue), fc.boolean()).map((values) => {
    const trailing = values.pop() as boolean;
    let path = op.path;
    op.pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i] as string);
    });
    // Fastify answers a prefix's '/' route with and without the slash.
    return path.endsWith('/') && trailing ? path.slice(0, -1) : path;
  });

  const queryValue = (p: Param) =>
    fc.oneof(
      { weight: 5, arbitrary: conforming(p.schema, ids, op.path, p.name).map((v) => String(v)) },
      { weight: 2, arbitrary: hostileParam(ids) },
    );
  const queryArb = fc
    .tuple(
      fc.tuple(
        ...op.query.map((p) =>
          fc.option(
            queryValue(p).map((v) => [p.name, v] as [string, string]),
            { freq: 2 },
          ),
        ),
      ),
      // Now and then an unknown, repeated or other community's parameter.
      sometimes(
        20,
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'communityId',
              'PageSize',
              'PageNumber',
              'SearchText',
              'foo',
              'PageSize[]',
              '__proto__',
              'constructor',
            ),
            fc.oneof(
              hostileParam(ids),
              fc.nat().map((n) => String(ids.ids('communities')[n % 2] ?? 1)),
            ),
          ),
          { minLength: 1, maxLength: 2 },
        ),
      ),
      sometimes(5, fc.constantFrom('&%', '&SearchText=%', '&=&&', '&PageSize=%zz', '&a[b]=1')),
    )
    .map(([known, extra, raw]) => {
      const entries = [...known.filter((e): e is [string, string] => e !== null), ...(extra ?? [])];
      const text = encodeQuery(entries) + (raw ?? '');
      return text === '' ? '' : `?${text}`;
    });

  const methodArb =
    op.method === 'GET'
      ? fc.oneof(
          { weight: 18, arbitrary: fc.constant('GET') },
          { weight: 1, arbitrary: fc.constant('HEAD') },
          { weight: 1, arbitrary: fc.constantFrom('PATCH', 'OPTIONS') },
        )
      : fc.oneof(
          { weight: 19, arbitrary: fc.constant(op.method) },
          { weight: 1, arbitrary: fc.constantFrom('PATCH', 'GET', 'OPTIONS') },
        );

  const headerArb = fc
    .tuple(
      fc.tuple(
        ...op.headers.map((p) =>
          fc
            .oneof(
              { weight: 4, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3') },
              { weight: 3, arbitrary: conforming(p.schema, ids, op.path, p.name).map(String) },
              { weight: 1, arbitrary: fc.constantFrom(...ODD_HEADER_VALUES) },
              { weight: 2, arbitrary: fc.constant(null) },
            )
            .map((value) => [p.name, value] as const),
        ),
      ),
      sometimes(5, fc.constantFrom('fuzz-key-1', 'x'.repeat(300))),
      sometimes(20, fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'gzip;q=0, *;q=0')),
    )
    .map(([declared, stray, encoding]) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of declared) if (value !== null) headers[name.toLowerCase()] = value;
      if (stray !== null && op.headers.length === 0) headers['idempotency-key'] = stray;
      if (encoding !== null) headers['accept-encoding'] = encoding;
      return headers;
    });

  const schema = op.body?.schema;
  const isMultipartRoute = op.body?.media === 'multipart/form-data';
  // Mostly the type the route documents, sometimes any other.
  const usual: ContentKind = isMultipartRoute ? 'multipart' : op.body ? 'json' : 'none';
  const contentArb: fc.Arbitrary<ContentKind> = fc.oneof(
    { weight: 12, arbitrary: fc.constant(usual) },
    {
      weight: 5,
      arbitrary: fc.constantFrom<ContentKind>('none', 'json', 'form', 'multipart', 'text', 'odd'),
    },
  );
  const payloadArb = schema
    ? bodyArb(schema, ids, op.path)
    : fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue(ids));
  const fileNameArb = fc.constantFrom(
    'photo.png',
    'x.jpg',
    'id.pdf',
    '../../etc/passwd',
    'ünïcødé.png',
    'a'.repeat(300),
    'noext',
  );
  const fileTypeArb = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/pdf',
    'text/plain',
    'application/octet-stream',
    '',
  );
  const anyContent = fc.constantFrom(...(Object.keys(FILES) as FileContent[]));
  // Each file field the route documents, mostly present (9 in 10) and mostly holding an accepted type...
  const declaredFiles = fc.tuple(
    ...(op.body?.files ?? []).map((field): fc.Arbitrary<FilePartSpec | null> =>
      fc.option(
        fc.record({
          field: fc.constant(field),
          content: fc.oneof(
            { weight: 12, arbitrary: fc.constantFrom<FileContent>('png', 'jpeg', 'webp') },
            { weight: 1, arbitrary: fc.constant<FileContent>('pdf') },
            { weight: 1, arbitrary: anyContent },
          ),
          name: fileNameArb,
          type: fileTypeArb,
        }),
        { freq: 10 },
      ),
    ),
  );
  // ...and sometimes another file, in a documented field (twice) or an unknown one.
  const strayFile = fc.record({
    field: fc.constantFrom(...(op.body?.files ?? []), 'Image', 'image', 'Other', '', 'Image[]'),
    content: anyContent,
    name: fileNameArb,
    type: fileTypeArb,
  });
  const filesArb = fc
    .tuple(declaredFiles, sometimes(25, strayFile))
    .map(([declared, stray]) => [
      ...declared.filter((file): file is FilePartSpec => file !== null),
      ...(stray === null ? [] : [stray]),
    ]);

  return fc
    .record({
      method: methodArb,
      path: pathArb,
      query: queryArb,
      headers: headerArb,
      content: contentArb,
      typeIndex: fc.nat(),
      body: payloadArb,
      files: filesArb,
      cut: MALFORMED_MULTIPART ? sometimes(10, fc.integer({ min: 1, max: 60 })) : fc.constant(null),
    })
    .map(({ method, path, query, headers, content, typeIndex, body, files, cut }) => {
      const types = content === 'none' || content === 'multipart' ? [''] : CONTENT_TYPES[content];
      return {
        route: op.key,
        method,
        url: path + query,
        headers,
        content,
        contentType: types[typeIndex % types.length] ?? '',
        body,
        files: content === 'multipart' ? files : [],
        cut: content === 'multipart' ? (cut ?? 0) : 0,
      };
    });
}

/** Form fields of a body: text as is, anything else as JSON text. */
function formFields(body: unknown): [string, string][] {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof RawJson) {
    return [['value', serialize(body)]];
  }
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value))
      for (const item of value)
        fields.push([key, typeof item === 'string' ? item : serialize(item)]);
    else
      fields.push([
        key,
        typeof value === 'string' ? value : value === null ? '' : serialize(value),
      ]);
  }
  return fields;
}

export async function payloadOf(
  request: FuzzRequest,
): Promise<{ payload?: string | Buffer; contentType?: string }> {
  switch (request.content) {
    case 'none':
      return {};
    case 'json':
    case 'text':
    case 'odd':
      return { payload: serialize(request.body), contentType: request.contentType };
    case 'form':
      return { payload: encodeQuery(formFields(request.body)), contentType: request.contentType };
    case 'multipart': {
      const fields = Object.create(null) as Record<string, string>;
      for (const [key, value] of formFields(request.body)) fields[key] = value;
      const form = await multipart(
        fields,
        request.files.map((f) => ({
          field: f.field,
          name: f.name,
          type: f.type,
          bytes: FILES[f.content](),
        })),
      );
      const payload =
        request.cut > 0
          ? form.payload.subarray(0, Math.max(0, form.payload.length - request.cut))
          : form.payload;
      return { payload, contentType: form.headers['content-type'] };
    }
  }
}

export function describeRequest(request: FuzzRequest): string {
  const auth =
    'actor' in request.auth
      ? request.auth.actor
      : `authorization: ${request.auth.broken.slice(0, 40)}`;
  const files = request.files
    .map((f) => `${f.field}=${f.content}(${f.name}, ${f.type || 'no type'})`)
    .join(', ');
  return [
    `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url} as ${auth}`,
    `  headers: ${JSON.stringify(request.headers).slice(0, 300)}`,
    request.content === 'none'
      ? '  no body'
      : `  body (${request.content}${request.contentType ? `, ${request.contentType}` : ''}): ${show(request.body)}`,
    ...(files ? [`  files: ${files}${request.cut ? `; cut ${request.cut} bytes` : ''}`] : []),
  ].join('\n');
}
