/**
 * The authorization matrix (issues 3 and 7): every /api route × {anonymous, Member of A, each exco
 * role of A (Treasurer, Chairman, Secretary, Financial Secretary, Exco), Admin of A, Admin of B,
 * Super admin} with the expected status, driven against the real app. Rows name the Treasurer's
 * expectation; the other exco roles get the same unless a row says otherwise (withExcoRoles).
 * A route the app registers (in Fastify or in its OpenAPI document) without a row fails.
 *
 * Each cell is one test. A refused write (4xx) must leave the record tables, DATA_DIR/uploads and
 * the state the request aimed at exactly as they were; a 2xx write must land in the right
 * community. GET rows are also run as HEAD (Fastify exposes a HEAD route for every GET), as every
 * actor but the Chairman, Secretary, Financial Secretary and Exco: HEAD shares GET's hooks, which
 * the Treasurer's HEAD cells already cover for administrators, and the matrix stays fast.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import { bearer, build } from '../../support/helper.js';
import { ROWS, type Expected, type Row } from '../../support/authorization-rows/index.js';
import { statusOf, withExcoRoles, type RowActor } from '../../support/authorization-rows/types.js';
import {
  ACTORS,
  OTHER_EXCO_ACTORS,
  authOf,
  buildWorld,
  stateOf,
  type Actor,
  type World,
} from '../../support/world/world.js';

/**
 * Routes as Fastify registers them. buildApp registers every route before it returns, so the
 * onRoute hook has to be on the instance from the start: the test wraps Fastify's factory (this
 * file only) to add the collector to each new instance.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const factory = actual.default as unknown as (options?: object) => App;
  const withRouteCollector = (options?: object) => {
    const app = factory(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method: String(method), url: route.url });
    });
    return app;
  };
  return { ...actual, default: withRouteCollector, fastify: withRouteCollector };
});

/** `/api/Streets/:id/` → `/api/Streets/{id}` */
function normalisePath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/** `METHOD /path` of every API route: Fastify's (onRoute) and the OpenAPI document's. */
function registeredRoutes(app: App): string[] {
  const keys = new Set<string>();
  for (const { method, url } of registered) keys.add(`${method} ${normalisePath(url)}`);
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) {
      keys.add(`${method.toUpperCase()} ${normalisePath(path)}`);
    }
  }
  return [...keys].filter((key) => {
    const path = key.slice(key.indexOf(' ') + 1);
    return path.startsWith('/api') && !isDocs(path);
  });
}

type CellMethod = Row['method'] | 'HEAD';

interface Cell {
  name: string;
  row: Row;
  method: CellMethod;
  actor: Actor;
  expected: Expected;
}

/** GET rows again as HEAD: same hooks, same status, no body. */
const TABLE: { row: Row; method: CellMethod }[] = [
  ...ROWS.map((row) => ({ row, method: row.method as CellMethod })),
  ...ROWS.filter((row) => row.method === 'GET').map((row) => ({ row, method: 'HEAD' as const })),
];

const CELLS: Cell[] = TABLE.flatMap(({ row, method }) => {
  const expectations = withExcoRoles(row.expect);
  const actors =
    method === 'HEAD'
      ? ACTORS.filter((actor) => !(OTHER_EXCO_ACTORS as readonly Actor[]).includes(actor))
      : ACTORS;
  return actors.map((actor) => {
    const expected = expectations[actor];
    const label = row.label ? ` (${row.label})` : '';
    return {
      name: `${method} ${row.route}${label} as ${actor} → ${statusOf(expected)}`,
      row,
      method,
      actor,
      expected,
    };
  });
});

const tableKeys = new Set(TABLE.map(({ row, method }) => `${method} ${row.route}`));

describe('authorization matrix', () => {
  let app: App;
  let world: World;

  let fake: FakePaystack;

  beforeAll(async () => {
    // Online payments call Paystack: the fake one, never the internet (issue 18).
    fake = await startFakePaystack();
    app = await build({ config: { paystackBaseUrl: fake.url } });
    world = await buildWorld(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  describe('coverage', () => {
    it('collects the routes from Fastify and from the OpenAPI document', () => {
      expect(registered.length).toBeGreaterThan(30);
      expect(registered).toContainEqual({ method: 'DELETE', url: '/api/Streets/:id' });
      expect(Object.keys((app.swagger() as { paths: object }).paths).length).toBeGreaterThan(20);
    });

    it('has a row for every /api route the app registered', () => {
      const missing = registeredRoutes(app).filter((key) => !tableKeys.has(key));
      expect(missing, 'routes without a row in tests/server/authorization/rows').toEqual([]);
    });

    it('names only registered routes', () => {
      const routes = new Set(registeredRoutes(app));
      const unknown = [...tableKeys].filter((key) => !routes.has(key));
      expect(unknown, 'rows naming routes the app does not have').toEqual([]);
    });

    it('has a column for every actor in every row (the other exco roles: as the Treasurer)', () => {
      const required: RowActor[] = [
        'anonymous',
        'member',
        'treasurerA',
        'adminA',
        'adminB',
        'superAdmin',
      ];
      for (const row of ROWS) {
        const named = Object.keys(row.expect);
        expect(named, row.route).toEqual(expect.arrayContaining(required));
        expect(ACTORS, row.route).toEqual(expect.arrayContaining(named));
        expect(Object.keys(withExcoRoles(row.expect)).sort(), row.route).toEqual(
          [...ACTORS].sort(),
        );
      }
    });
  });

  // One test per cell, named like 'DELETE /api/Streets/{id} (a fresh street of A) as member → 403'
  // (a loop rather than it.each, whose $name interpolation quotes and shortens long names).
  for (const { name, row, method, actor, expected } of CELLS) {
    it(name, async () => {
      const request = await row.request(world, actor);
      const auth =
        request.token === undefined
          ? authOf(world, actor)
          : request.token === null
            ? {}
            : bearer(request.token);
      const isWrite = method !== 'GET' && method !== 'HEAD';
      const before = isWrite ? await stateOf(app) : null;
      const targetBefore = await request.snapshot?.();

      const response = await app.inject({
        method,
        url: request.url,
        headers: { ...auth, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });

      const status = statusOf(expected);
      expect(response.statusCode, response.body).toBe(status);
      if (method === 'HEAD') return;

      if (status >= 400) {
        // Refusals say `{ message }` and nothing more, but for a refused input the fields at
        // fault (`errors`: field -> text, issue 15), never on a 401 or 403.
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json<Record<string, unknown>>();
        const { errors, ...rest } = body;
        expect(Object.keys(rest)).toEqual(['message']);
        if (errors !== undefined) {
          expect([400, 409]).toContain(status);
          for (const text of Object.values(errors as object)) expect(text).toMatch(/\S/);
        }
        // A 401 asks to sign in, unless the row names its own (the webhook's bad signature).
        if (status === 401 && typeof expected !== 'object') {
          expect(body.message).toBe(messages.auth.signInRequired);
        }
        if (typeof expected === 'object') expect(body.message).toBe(expected.message);
      }

      if (isWrite && status >= 400) {
        expect(await stateOf(app), 'a refused write changed the tables or the uploads').toEqual(
          before,
        );
        expect(await request.snapshot?.(), 'a refused write changed its target').toEqual(
          targetBefore,
        );
      }

      if (isWrite && status < 300 && row.landsIn) {
        const saved = response.json<{ communityId?: number; comId?: number }>();
        expect(saved.communityId ?? saved.comId).toBe(row.landsIn(world, actor));
      }
    });
  }
});
