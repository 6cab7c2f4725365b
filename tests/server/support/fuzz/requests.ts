/**
 * The fuzz test's requests: the operations of the app's OpenAPI document, pools of ids to aim
 * them at, and a fast-check arbitrary of whole requests per operation (route, actor, path
 * parameters, query, headers, content type, body and files), turned into `app.inject` options.
 */
import fc from 'fast-check';
import { ACTORS, type Actor } from '../world/world.js';
import {
  sometimes,
  bodyArb,
  conforming,
  hostileParam,
  hostileValue,
  type IdSource,
} from './arbitraries.js';
import type { Operation, Param } from './operations.js';
import type { Pools } from './pools.js';
import {
  BROKEN_TOKENS,
  CONTENT_TYPES,
  FILES,
  MALFORMED_MULTIPART,
  ODD_HEADER_VALUES,
  RAW_PATH_VALUES,
  encodeQuery,
  type Auth,
  type ContentKind,
  type FileContent,
  type FilePartSpec,
  type FuzzRequest,
} from './request-kinds.js';

export { operationsOf, type Operation, type Param } from './operations.js';
export { Pools } from './pools.js';
export {
  MALFORMED_MULTIPART,
  NUL_TEXT,
  containsNul,
  type Auth,
  type ContentKind,
  type FilePartSpec,
  type FuzzRequest,
} from './request-kinds.js';
export { describeRequest, payloadOf } from './payload.js';

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
