/**
 * Tenant canaries: every text of community A's records carries `CANARY-A`. For every paged list
 * and every search the API offers, neither B's Admin nor a Member of B may ever see that marker,
 * whatever they search for. That a record of A looks to B like one that does not exist:
 * tenant-canaries-not-found.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { createPass } from '../../../../src/server/services/visitors/passes.js';
import { build } from '../../support/helper.js';
import { placePaidAdverts } from '../../support/world/adverts-world.js';
import { buildWorld, call, type World } from '../../support/world/world.js';

/**
 * The list routes the OpenAPI document offers: GET with a `SearchText` query parameter answering
 * JSON (the CSV exports are checked on their own below). A record's own list (a notice's
 * deliveries, `{id}`) is not one: the record is found in the caller's community first, and another
 * community's is a 404 (tenant-canaries-not-found.test.ts).
 */
function searchableLists(app: App): { path: string; communityQuery: boolean }[] {
  type Parameter = { name: string; in: string };
  type Operation = { parameters?: Parameter[]; responses?: Record<string, { content?: object }> };
  const doc = app.swagger() as { paths: Record<string, { get?: Operation }> };
  return Object.entries(doc.paths).flatMap(([path, item]) => {
    const parameters = item.get?.parameters ?? [];
    if (!parameters.some((p) => p.in === 'query' && p.name === 'SearchText')) return [];
    if (path.includes('{id}')) return [];
    if (!('application/json' in (item.get?.responses?.['200']?.content ?? {}))) return [];
    const communityQuery = parameters.some((p) => p.in === 'query' && p.name === 'communityId');
    return [{ path: path.replace(/\/$/, ''), communityQuery }];
  });
}

/** What B's users search for: nothing, the marker, wildcards, and A's own texts. */
function searches(world: World): (string | undefined)[] {
  return [
    undefined,
    '',
    'canary',
    'CANARY-A',
    'canary-a',
    '%',
    '_',
    '\\',
    "' OR 1=1 --",
    'a',
    'e',
    world.a.communityName,
    String(world.a.id),
    'LL',
    '@example.ng',
  ];
}

function listUrl(path: string, communityId: number, search: string | undefined, query = '') {
  const url = new URLSearchParams({ PageSize: '100' });
  if (search !== undefined) url.set('SearchText', search);
  return `${path.replace('{communityId}', String(communityId))}?${url}${query}`;
}

/** A pass of the side's Member for their visitor, tomorrow, its text marked with the side. */
async function passOfMember(world: World, side: 'a' | 'b') {
  const start = Date.now() + 24 * 60 * 60 * 1000;
  const records = world[side];
  const member = {
    userId: world.accounts[side === 'a' ? 'member' : 'memberB'].id,
    communityId: records.id,
    residentId: records.memberResidentId,
    administers: false,
  };
  await createPass(world.app.repos, member, {
    visitorName: `${records.marker} visitor`,
    validFrom: new Date(start).toISOString(),
    validTo: new Date(start + 60 * 60 * 1000).toISOString(),
    people: 1,
  });
}

/** A walk-in to the side's Member, written down at the gate by the side's Admin, its text marked. */
async function walkInOfMember(world: World, side: 'a' | 'b') {
  const records = world[side];
  const response = await call(
    world,
    side === 'a' ? 'adminA' : 'adminB',
    'POST',
    '/api/Visitors/WalkIns',
    {
      residentId: records.memberResidentId,
      visitorName: `${records.marker} walk-in`,
    },
  );
  expect(response.statusCode).toBe(201);
}

const leaksA = (body: string) => body.toLowerCase().includes('canary-a');

describe('tenant canaries', () => {
  let app: App;
  let world: World;
  let lists: { path: string; communityQuery: boolean }[];

  beforeAll(async () => {
    app = await build();
    world = await buildWorld(app);
    // Paid adverts in A and B, for the advert strips.
    await placePaidAdverts(world);
    // A visitor pass of each side's Member (issue 21).
    await passOfMember(world, 'a');
    await passOfMember(world, 'b');
    // A walk-in to each side's Member, for the entry log (issue 21).
    await walkInOfMember(world, 'a');
    await walkInOfMember(world, 'b');
    lists = searchableLists(app);
  }, 60_000);
  afterAll(() => app.close());

  it('finds every paged list in the OpenAPI document', () => {
    expect(lists.map((list) => list.path).sort()).toEqual(
      [
        '/api/Communities',
        '/api/Streets',
        '/api/Streets/Community/{communityId}',
        '/api/Addresses',
        '/api/Addresses/Community/{communityId}',
        '/api/Apartments',
        '/api/Apartments/Community/{communityId}',
        '/api/Apartments/apartmentTypes',
        '/api/Landlords',
        '/api/Landlords/community/{communityId}',
        '/api/Residents',
        '/api/Residents/Community/{communityId}',
        '/api/Residents/Excos',
        '/api/Projects',
        '/api/Projects/Community/{communityId}',
        '/api/Wallets',
        '/api/Allincomes',
        '/api/AllExpenses',
        '/api/Residents/{communityId}/Transactions',
        '/api/Residents/{communityId}/debtors',
        '/api/Adverts',
        '/api/AuditLogs',
        '/api/Notices',
        '/api/Visitors/Passes',
        '/api/Visitors/Hosts',
        '/api/Visitors/Log',
      ].sort(),
    );
  });

  it("shows A's records to A's Admin (the marker is really there)", async () => {
    for (const { path } of lists) {
      const response = await call(world, 'adminA', 'GET', listUrl(path, world.a.id, 'canary-a'));
      expect(response.statusCode, path).toBe(200);
      expect(response.json<{ totalRecordCount: number }>().totalRecordCount, path).toBeGreaterThan(
        0,
      );
      expect(leaksA(response.body), path).toBe(true);
    }
  });

  for (const actor of ['adminB', 'memberB'] as const) {
    it(`never shows A's records to ${actor}, in any list or search`, async () => {
      const readable = actor === 'adminB' ? lists : lists.filter((l) => isMemberList(l.path));
      for (const { path } of lists) {
        for (const search of searches(world)) {
          const url = listUrl(path, world.b.id, search);
          const response = await call(world, actor, 'GET', url);
          const allowed = readable.some((list) => list.path === path);
          expect(response.statusCode, url).toBe(allowed ? 200 : 403);
          expect(leaksA(response.body), `${url}: ${response.body}`).toBe(false);
        }
        if (readable.some((list) => list.path === path)) {
          // B's own records are there: the lists and the search work, they just hide A.
          const own = await call(world, actor, 'GET', listUrl(path, world.b.id, 'CANARY-B'));
          expect(own.json<{ totalRecordCount: number }>().totalRecordCount, path).toBeGreaterThan(
            0,
          );
        }
      }
    }, 60_000); // Many lists × many searches: more than the default 5 s on a busy PostgreSQL.

    it(`refuses ${actor} A's lists by name (?communityId=A, /Community/{A})`, async () => {
      for (const { path, communityQuery } of lists) {
        const named = path.includes('{communityId}')
          ? listUrl(path, world.a.id, undefined)
          : communityQuery
            ? listUrl(path, world.b.id, undefined, `&communityId=${world.a.id}`)
            : null;
        if (!named) continue;
        for (const search of [undefined, 'canary']) {
          const url = search === undefined ? named : `${named}&SearchText=${search}`;
          const response = await call(world, actor, 'GET', url);
          expect(response.statusCode, url).toBe(403);
          expect(leaksA(response.body), url).toBe(false);
        }
      }
    });
  }

  it("never puts A's residents in B's CSV export, whatever is searched", async () => {
    const own = await call(world, 'adminA', 'GET', '/api/Residents/Export?SearchText=canary-a');
    expect(leaksA(own.body), 'the marker is in A’s own export').toBe(true);
    for (const search of searches(world)) {
      const query = search === undefined ? '' : `?SearchText=${encodeURIComponent(search)}`;
      const response = await call(world, 'adminB', 'GET', `/api/Residents/Export${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(leaksA(response.body), `${query}: ${response.body}`).toBe(false);
    }
    const mine = await call(world, 'adminB', 'GET', '/api/Residents/Export?SearchText=CANARY-B');
    expect(mine.body.toLowerCase()).toContain('canary-b');
    for (const actor of ['adminB', 'memberB'] as const) {
      const named = await call(
        world,
        actor,
        'GET',
        `/api/Residents/Export?communityId=${world.a.id}`,
      );
      expect(named.statusCode).toBe(403);
      expect(leaksA(named.body)).toBe(false);
    }
  }, 30_000);

  it("never puts A's money in B's finance exports, whatever is searched", async () => {
    const exports = (communityId: number) => [
      '/api/Wallets/Export',
      '/api/Allincomes/Export',
      '/api/AllExpenses/Export',
      `/api/Residents/${communityId}/Transactions/Export`,
      `/api/Residents/${communityId}/debtors/Export`,
    ];
    for (const path of exports(world.a.id)) {
      const own = await call(world, 'adminA', 'GET', `${path}?SearchText=canary-a`);
      expect(leaksA(own.body), `the marker is in A's own ${path}`).toBe(true);
    }
    for (const actor of ['adminB', 'memberB'] as const) {
      for (const path of exports(world.b.id)) {
        for (const search of searches(world)) {
          const query = search === undefined ? '' : `?SearchText=${encodeURIComponent(search)}`;
          const response = await call(world, actor, 'GET', `${path}${query}`);
          expect(response.statusCode, `${path}${query}`).toBe(200);
          expect(leaksA(response.body), `${path}${query}: ${response.body}`).toBe(false);
        }
        const mine = await call(world, actor, 'GET', `${path}?SearchText=CANARY-B`);
        expect(mine.body.toLowerCase(), path).toContain('canary-b');
      }
      for (const path of exports(world.a.id)) {
        const named = path.includes(String(world.a.id))
          ? path
          : `${path}?communityId=${world.a.id}`;
        const response = await call(world, actor, 'GET', named);
        expect(response.statusCode, named).toBe(403);
        expect(leaksA(response.body), named).toBe(false);
      }
    }
  }, 60_000);

  for (const actor of ['adminB', 'memberB'] as const) {
    it(`never shows A's adverts or sections to ${actor} (strip and sections)`, async () => {
      for (const path of ['GetCommunityAdverts', 'GetAdvertSections']) {
        const own = await call(world, actor, 'GET', `/api/Adverts/${world.b.id}/${path}`);
        expect(own.statusCode, path).toBe(200);
        expect(leaksA(own.body), path).toBe(false);
        const named = await call(world, actor, 'GET', `/api/Adverts/${world.a.id}/${path}`);
        expect(named.statusCode, path).toBe(403);
        expect(leaksA(named.body), path).toBe(false);
      }
      const strip = await call(
        world,
        actor,
        'GET',
        `/api/Adverts/${world.b.id}/GetCommunityAdverts`,
      );
      expect(strip.body.toLowerCase()).toContain('canary-b');
      const ofA = await call(
        world,
        'adminA',
        'GET',
        `/api/Adverts/${world.a.id}/GetCommunityAdverts`,
      );
      expect(leaksA(ofA.body), 'the marker is in A’s own strip').toBe(true);
    });
  }
});

/** The money lists (issue 5): every signed-in role of the community reads them. */
const MONEY_LISTS = [
  '/api/Wallets',
  '/api/Allincomes',
  '/api/AllExpenses',
  '/api/Residents/{communityId}/Transactions',
  '/api/Residents/{communityId}/debtors',
];

/**
 * Lists a Member may read: apartments and apartment types (issue 3), the exco list (issue 4), the
 * money lists (issue 5; of the debtors only their own row), the adverts (issue 6), the notices
 * (issue 19), their household's visitor passes and entry log (issue 21; the gate's host search is
 * the guards' and administrators').
 */
function isMemberList(path: string): boolean {
  return (
    path.startsWith('/api/Apartments') ||
    path === '/api/Residents/Excos' ||
    MONEY_LISTS.includes(path) ||
    path === '/api/Adverts' ||
    path === '/api/Notices' ||
    path === '/api/Visitors/Passes' ||
    path === '/api/Visitors/Log'
  );
}
