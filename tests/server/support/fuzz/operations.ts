/**
 * The operations the fuzz test aims at, read from the app's OpenAPI document (so a new route joins
 * by itself; /api/docs* aside): each one's method, path, parameters, body schema, and who may call
 * it (public, or the access table's cell the document names as `x-access`).
 */
import type { App } from '../../../../src/server/app.js';
import type { AccessRule } from '../../../../src/shared/permissions.js';
import { binaryFields, type JsonSchema } from './arbitraries.js';

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
  /** Reachable without a session (no `security` in the document). */
  public: boolean;
  /** The access table's cell that decides who may call it; none on public routes. */
  access: AccessRule | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-access'?: AccessRule;
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
        public: op.security === undefined,
        access: op['x-access'] ?? null,
      });
    }
  }
  return operations;
}
