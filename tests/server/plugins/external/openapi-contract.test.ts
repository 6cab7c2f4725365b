/**
 * The API's outline, pinned: every path, method, status code and field name of the OpenAPI
 * document at /api/docs/json, compared with `__snapshots__/openapi-contract.json`. A rearrangement
 * of the server (issue 13) must leave it unchanged; a change made on purpose shows here as a diff
 * to review, then `npx vitest run -u tests/server/plugins/external/openapi-contract.test.ts` records it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build } from '../../support/helper.js';

type Schema = Record<string, unknown>;

/** The field names a schema holds, nested ones as `parent.child`, array items as `list[]`. */
function fieldNames(schema: unknown, prefix = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const names: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) {
      names.push(...fieldNames(part, prefix));
    }
  }
  if (node.items) names.push(...fieldNames(node.items, `${prefix}[]`));
  const properties = (node.properties ?? {}) as Schema;
  for (const [name, child] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    names.push(path, ...fieldNames(child, path));
  }
  return [...new Set(names)].sort();
}

/** One operation: its parameters, body fields and, per status, the answer's fields. */
function outlineOf(operation: Schema) {
  const parameters = ((operation.parameters as Schema[] | undefined) ?? [])
    .map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`)
    .sort();
  const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Schema;
  const body = Object.fromEntries(
    Object.entries(content).map(([type, media]) => [type, fieldNames((media as Schema).schema)]),
  );
  const responses = Object.fromEntries(
    Object.entries((operation.responses ?? {}) as Schema).map(([status, answer]) => {
      const media = Object.values(((answer as Schema).content ?? {}) as Schema)[0] as
        Schema | undefined;
      return [status, fieldNames(media?.schema)];
    }),
  );
  return { parameters, body, responses };
}

describe('the OpenAPI outline', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  it('keeps every path, method, status code and field name', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Schema>>;
    };
    const byName = <T>(entries: [string, T][]) =>
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const outline = Object.fromEntries(
      byName(Object.entries(document.paths)).map(([path, operations]) => [
        path,
        Object.fromEntries(
          byName(Object.entries(operations)).map(([method, operation]) => [
            method,
            outlineOf(operation),
          ]),
        ),
      ]),
    );
    expect(Object.keys(outline).length).toBeGreaterThan(50);
    await expect(`${JSON.stringify(outline, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi-contract.json',
    );
  });
});
