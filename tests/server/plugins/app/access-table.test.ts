/**
 * The one access table (issue 15, point 7; src/shared/permissions.ts) against the server and the
 * dashboard. Every cell an API route names is walked for every role: the route guard lets the
 * request through exactly where the table allows the role (otherwise 403 with the cell's text),
 * and the dashboard's `authProvider.canAccess` gives the same answer. Every non-public /api route
 * names a cell, every cell is named by a route or is the dashboard's own, and a route that names
 * no cell is refused to every role (deny by default).
 *
 * "Let through" is seen, not guessed: a hook of the root instance runs after every onRequest hook
 * (the guard among them) and marks the request. The requests carry no body and ids that do not
 * exist, so what a handler then answers (400, 404, a finer 403) does not matter here.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { messages } from '../../../../src/shared/messages.js';
import {
  ALL_ROLES,
  canAccess,
  everyRule,
  refusalOf,
  type AccessRule,
} from '../../../../src/shared/permissions.js';
import { SUPER_ADMIN, type RoleName } from '../../../../src/shared/roles.js';
import { bearer, build, registerCommunity, signIn } from '../../support/helper.js';
import { signedInAccount, signedInSuperAdmin, type Person } from '../../support/world/people.js';

/** Registered under /api by this file only: a route that names no cell of the table. */
const UNNAMED = '/api/Test/unnamed-cell';

interface SeenRoute {
  method: string;
  url: string;
  access?: AccessRule;
  public?: boolean;
}

/** The routes as registered, and how many requests the guard has let through so far. */
const seen = vi.hoisted(() => ({ routes: [] as SeenRoute[], passes: 0 }));

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const factory = actual.default as unknown as (options?: object) => App;
  const withProbe = (options?: object) => {
    const app = factory(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const { access, public: open } = route.config ?? {};
      for (const method of methods)
        seen.routes.push({ method, url: route.url, access, public: open });
    });
    // Root hooks run before the /api scope's hooks of the same kind, and every onRequest hook
    // runs before any preValidation hook: reaching this one means the guard let the request by.
    app.addHook('preValidation', async () => {
      seen.passes += 1;
    });
    return app;
  };
  return { ...actual, default: withProbe, fastify: withProbe };
});

vi.mock('../../../../src/server/routes/api/health.js', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../../src/server/routes/api/health.js')>();
  return {
    default: async (app: App) => {
      await actual.default(app, {});
      app.get(UNNAMED.slice('/api'.length), async () => ({ reached: true }));
    },
  };
});

/** The dashboard's provider reads the signed-in user from localStorage: a store of its own. */
const stored = new Map<string, string>();
vi.stubGlobal('window', {
  // react-admin's hotkeys listen on the window when loaded.
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
});
const { authProvider } = await import('../../../../src/client/dashboard/providers/authProvider.js');
const { setUser } = await import('../../../../src/client/common/session-store.js');

/**
 * Cells no API route names: the dashboard's alone (sign-up adds communities, publicly), and a
 * field the server leaves out of an answer (the community's referral link).
 */
const DASHBOARD_ONLY = ['communities create', 'referral show'];

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const guarded = () =>
  seen.routes.filter((route) => isApi(route.url) && route.method !== 'HEAD' && !route.public);
const named = () => guarded().filter((route) => route.access !== undefined);
const cellName = (rule: AccessRule) => `${rule.resource} ${rule.action}`;

/** A path of the route with every parameter a record that does not exist. */
const pathOf = (url: string) => url.replace(/:\w+/g, '987654321');

describe('the access table', () => {
  let app: App;
  const people = new Map<RoleName, Person>();

  beforeAll(async () => {
    app = await build();
    const { community } = await registerCommunity(app);
    for (const role of ALL_ROLES) {
      people.set(
        role,
        role === SUPER_ADMIN
          ? await signedInSuperAdmin(app)
          : await signedInAccount(app, community.id, role),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    vi.unstubAllGlobals();
  });

  /** Calls the route as the role: was it let through the guard, and what was answered. */
  async function callAs(role: RoleName, route: SeenRoute) {
    const person = people.get(role)!;
    // Signing out ends the session the other cells use: sign out of a session of its own.
    const token =
      route.url === '/api/AuthUser/logout'
        ? await signIn(app, person.email, person.password)
        : person.token;
    const before = seen.passes;
    const response = await app.inject({
      method: route.method as 'GET',
      url: pathOf(route.url),
      headers: bearer(token),
    });
    // One request at a time: the probe counted this one or none.
    return { response, passed: seen.passes > before };
  }

  /** The dashboard's answer for the role: the provider reading that role's stored user. */
  async function dashboardAnswer(role: RoleName, rule: AccessRule): Promise<boolean> {
    setUser({ id: people.get(role)!.id, roleName: role } as Parameters<typeof setUser>[0]);
    return authProvider.canAccess!({ resource: rule.resource, action: rule.action });
  }

  it('names a cell for every non-public /api route', () => {
    expect(seen.routes.length).toBeGreaterThan(50);
    const unnamed = guarded()
      .filter((route) => route.access === undefined && route.url !== UNNAMED)
      .map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
  });

  it('has no cell that neither a route nor the dashboard alone names', () => {
    const routed = new Set(named().map((route) => cellName(route.access!)));
    const stale = everyRule()
      .map(cellName)
      .filter((cell) => !routed.has(cell) && !DASHBOARD_ONLY.includes(cell));
    expect(stale).toEqual([]);
  });

  it('refuses a route that names no cell to every role, the Super admin too', async () => {
    for (const role of ALL_ROLES) {
      const { response, passed } = await callAs(role, { method: 'GET', url: UNNAMED });
      expect({ role, status: response.statusCode, passed }).toEqual({
        role,
        status: 403,
        passed: false,
      });
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
  });

  it('walks every routed cell: the server and the dashboard answer as the table', async () => {
    const routes = named();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const rule = route.access!;
      const table: Record<string, boolean> = {};
      const server: Record<string, boolean> = {};
      const dashboard: Record<string, boolean> = {};
      for (const role of ALL_ROLES) {
        table[role] = canAccess(role, rule.resource, rule.action);
        const { response, passed } = await callAs(role, route);
        server[role] = passed;
        if (!passed) {
          expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
          expect(response.json()).toEqual({ message: refusalOf(rule.resource, rule.action) });
        }
        dashboard[role] = await dashboardAnswer(role, rule);
      }
      const where = `${route.method} ${route.url} (${cellName(rule)})`;
      expect(server, `${where}: the server`).toEqual(table);
      expect(dashboard, `${where}: the dashboard`).toEqual(server);
    }
  }, 180_000);
});
