/**
 * Tenant canaries: every text of community A's records carries `CANARY-A`. For every paged list
 * and every search the API offers, neither B's Admin nor a Member of B may ever see that marker,
 * whatever they search for. And a record of A must look to B exactly like a record that does not
 * exist (same status, same body), so B cannot even learn that it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import type { App } from '../../../../../src/server/app.js';
import { addressBody, apartmentBody } from '../../../support/tenant-fixtures.js';
import { build } from '../../../support/helper.js';
import {
  advertRequest,
  placePaidAdverts,
  sectionOf,
} from '../../../support/world/adverts-world.js';
import {
  call,
  landlordRequest,
  authOf,
  buildWorld,
  type World,
} from '../../../support/world/world.js';

const MISSING_ID = 2_147_483_647;
const MISSING_FILE = '0'.repeat(32);

/**
 * The list routes the OpenAPI document offers: GET with a `SearchText` query parameter answering
 * JSON (the CSV exports are checked on their own below).
 */
function searchableLists(app: App): { path: string; communityQuery: boolean }[] {
  type Parameter = { name: string; in: string };
  type Operation = { parameters?: Parameter[]; responses?: Record<string, { content?: object }> };
  const doc = app.swagger() as { paths: Record<string, { get?: Operation }> };
  return Object.entries(doc.paths).flatMap(([path, item]) => {
    const parameters = item.get?.parameters ?? [];
    if (!parameters.some((p) => p.in === 'query' && p.name === 'SearchText')) return [];
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

const leaksA = (body: string) => body.toLowerCase().includes('canary-a');

describe('tenant canaries', () => {
  let app: App;
  let world: World;
  let lists: { path: string; communityQuery: boolean }[];
  let advertOfA: Advert;

  beforeAll(async () => {
    app = await build();
    world = await buildWorld(app);
    advertOfA = await placePaidAdverts(world);
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

  describe('a record of A looks to B like one that does not exist', () => {
    const singles = (w: World) =>
      [
        ['GET', '/api/Streets/', w.a.streetId, MISSING_ID],
        ['GET', '/api/Addresses/', w.a.addressId, MISSING_ID],
        ['GET', '/api/Apartments/', w.a.apartmentId, MISSING_ID],
        ['GET', '/api/Apartments/apartmentTypes/', w.a.apartmentTypeId, MISSING_ID],
        ['GET', '/api/Landlords/', w.a.landlordId, MISSING_ID],
        ['GET', '/api/Communities/', w.a.id, MISSING_ID],
        ['GET', '/api/Files/', w.a.photoFileId, MISSING_FILE],
        ['GET', '/api/Files/', w.a.idDocumentFileId, MISSING_FILE],
        ['DELETE', '/api/Streets/', w.a.streetId, MISSING_ID],
        ['DELETE', '/api/Addresses/', w.a.addressId, MISSING_ID],
        ['DELETE', '/api/Apartments/', w.a.apartmentId, MISSING_ID],
        ['DELETE', '/api/Apartments/apartmentTypes/', w.a.apartmentTypeId, MISSING_ID],
        ['DELETE', '/api/Landlords/', w.a.landlordId, MISSING_ID],
        ['GET', '/api/Residents/', w.a.memberResidentId, MISSING_ID],
        ['DELETE', '/api/Residents/', w.a.excoResidentId, MISSING_ID],
        ['GET', '/api/Projects/', w.a.projectId, MISSING_ID],
        ['DELETE', '/api/Residents/Dependants/', w.a.dependantId, MISSING_ID],
        ['DELETE', '/api/Residents/Excos/', w.a.excoResidentId, MISSING_ID],
        ['GET', `/api/Residents/${w.b.id}/debtors/`, w.a.memberResidentId, MISSING_ID],
      ] as const;

    for (const actor of ['adminB', 'memberB'] as const) {
      it(`by id, as ${actor}`, async () => {
        for (const [method, prefix, id, missing] of singles(world)) {
          const ofA = await call(world, actor, method, `${prefix}${id}`);
          const none = await call(world, actor, method, `${prefix}${missing}`);
          expect(ofA.statusCode, `${method} ${prefix}${id}`).toBeGreaterThanOrEqual(400);
          expect([ofA.statusCode, ofA.body], `${method} ${prefix}${id}`).toEqual([
            none.statusCode,
            none.body,
          ]);
        }
      });
    }

    for (const actor of ['adminB', 'memberB'] as const) {
      it(`in a resident's dependants, as ${actor}`, async () => {
        const ofA = await call(
          world,
          actor,
          'GET',
          `/api/Residents/${world.a.memberResidentId}/Dependants`,
        );
        const none = await call(world, actor, 'GET', `/api/Residents/${MISSING_ID}/Dependants`);
        expect(ofA.statusCode).toBe(404);
        expect([ofA.statusCode, ofA.body]).toEqual([none.statusCode, none.body]);
      });
    }

    it('in people and project references, as adminB', async () => {
      const secretary = (await app.repos.roles.findIdByName('Secretary')) ?? 0;
      const refs = [
        [
          '/api/Residents/Dependants',
          (residentId: number) => ({
            residentId,
            fullName: 'X',
            relationship: 'Son',
            gender: 'Male',
            dob: '2010-01-01',
          }),
          world.a.memberResidentId,
        ],
        [
          '/api/Residents/Excos',
          (residentId: number) => ({ residentId, roleId: secretary }),
          world.a.memberResidentId,
        ],
        [
          '/api/Projects/CreateProject',
          (excoResidentId: number) => ({
            projectName: 'X',
            projectDate: '2026-01-01',
            budget: 1,
            excoResidentId,
          }),
          world.a.excoResidentId,
        ],
      ] as const;
      for (const [url, body, idOfA] of refs) {
        const ofA = await call(world, 'adminB', 'POST', url, body(idOfA));
        const none = await call(world, 'adminB', 'POST', url, body(MISSING_ID));
        expect(ofA.statusCode, url).toBe(400);
        expect(ofA.body, url).toBe(none.body);
      }
    });

    it('in edits, as adminB', async () => {
      const edits = [
        [
          '/api/Streets',
          { id: 0, streetName: 'X', buildings: 1, lga: 'X', state: 'X', country: 'X' },
        ],
        ['/api/Addresses', { id: 0, ...addressBody(world.b.streetId) }],
        ['/api/Apartments', { id: 0, ...apartmentBody(world.b.addressId, world.b.streetId) }],
        [
          '/api/Apartments/UpdateApartmentType',
          { id: 0, type: 'hall', name: 'X', numberOfRoom: 1, feePerPerMonth: 1 },
        ],
      ] as const;
      const ids: Record<string, number> = {
        '/api/Streets': world.a.streetId,
        '/api/Addresses': world.a.addressId,
        '/api/Apartments': world.a.apartmentId,
        '/api/Apartments/UpdateApartmentType': world.a.apartmentTypeId,
      };
      for (const [url, body] of edits) {
        const ofA = await call(world, 'adminB', 'PUT', url, { ...body, id: ids[url] });
        const none = await call(world, 'adminB', 'PUT', url, { ...body, id: MISSING_ID });
        expect(ofA.statusCode, url).toBe(404);
        expect(ofA.body, url).toBe(none.body);
      }
      const landlord = async (id: number) => {
        const form = await landlordRequest(world.b, { Id: id }, false);
        return app.inject({
          method: 'PUT',
          url: '/api/Landlords',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      const ofA = await landlord(world.a.landlordId);
      const none = await landlord(MISSING_ID);
      expect(ofA.statusCode).toBe(404);
      expect(ofA.body).toBe(none.body);
    });

    it('in references, as adminB', async () => {
      const refs = [
        ['/api/Addresses', (id: number) => addressBody(id)],
        ['/api/Apartments', (id: number) => apartmentBody(world.b.addressId, id)],
        ['/api/Apartments', (id: number) => apartmentBody(id, world.b.streetId)],
      ] as const;
      const targets = [world.a.streetId, world.a.streetId, world.a.addressId];
      for (const [index, [url, body]] of refs.entries()) {
        const ofA = await call(world, 'adminB', 'POST', url, body(targets[index] ?? 0));
        const none = await call(world, 'adminB', 'POST', url, body(MISSING_ID));
        expect(ofA.statusCode, url).toBe(400);
        expect(ofA.body, url).toBe(none.body);
      }
      const landlord = async (apartmentId: number) => {
        const form = await landlordRequest({ streetId: world.b.streetId, apartmentId });
        return app.inject({
          method: 'POST',
          url: '/api/Landlords',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      const ofA = await landlord(world.a.apartmentId);
      const none = await landlord(MISSING_ID);
      expect(ofA.statusCode).toBe(400);
      expect(ofA.body).toBe(none.body);
    });

    it('in adverts, as adminB (payment, section edit, images, placing with references)', async () => {
      const sectionOfA = await sectionOf(world, 'a');
      const pairs = [
        ['POST', '/api/Adverts/{id}/Payment', advertOfA.id, { method: 'Cash' }],
        ['PUT', '/api/Adverts/Sections/{id}', sectionOfA.id, { name: 'X', pricePerDay: 1 }],
      ] as const;
      for (const [method, path, idOfA, body] of pairs) {
        const ofA = await call(world, 'adminB', method, path.replace('{id}', String(idOfA)), body);
        const none = await call(
          world,
          'adminB',
          method,
          path.replace('{id}', `${MISSING_ID}`),
          body,
        );
        expect(ofA.statusCode, path).toBe(404);
        expect(ofA.body, path).toBe(none.body);
      }
      for (const actor of ['adminB', 'memberB'] as const) {
        const image = await call(world, actor, 'GET', advertOfA.graphics);
        const none = await call(world, actor, 'GET', `/api/Files/${MISSING_FILE}`);
        expect([image.statusCode, image.body]).toEqual([none.statusCode, none.body]);
      }
      const place = async (fields: Record<string, number>) => {
        const form = await advertRequest(world, 'b', fields);
        return app.inject({
          method: 'POST',
          url: '/api/Adverts/CreateAdvert',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      for (const field of ['SectionId', 'ResidentId'] as const) {
        const idOfA = field === 'SectionId' ? sectionOfA.id : world.a.memberResidentId;
        const ofA = await place({ [field]: idOfA });
        const none = await place({ [field]: MISSING_ID });
        expect(ofA.statusCode, field).toBe(400);
        expect(ofA.body, field).toBe(none.body);
      }
    });
  });

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
 * money lists (issue 5; of the debtors only their own row), the adverts (issue 6).
 */
function isMemberList(path: string): boolean {
  return (
    path.startsWith('/api/Apartments') ||
    path === '/api/Residents/Excos' ||
    MONEY_LISTS.includes(path) ||
    path === '/api/Adverts'
  );
}
