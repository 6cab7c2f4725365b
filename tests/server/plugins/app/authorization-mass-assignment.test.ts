/**
 * Mass assignment: whatever extra fields an administrator of A puts in a body — B's community id
 * (`communityId`, `comId`, `CommunityId`, also in the query), an `id` on POST (even one of B's
 * records), role fields — the session decides: the record lands in A, its id is generated, B's
 * records are untouched, and the caller's role and community do not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SUPER_ADMIN } from '../../../../src/shared/roles.js';
import type { App } from '../../../../src/server/app.js';
import { bearer, build, countRows, registration, signIn } from '../../support/helper.js';
import {
  addressBody,
  apartmentBody,
  apartmentTypeBody,
  streetBody,
} from '../../support/tenant-fixtures.js';
import {
  authOf,
  buildWorld,
  call,
  fresh,
  landlordRequest,
  type Actor,
  type World,
} from '../../support/world/world.js';

type Table = 'streets' | 'addresses' | 'apartmentTypes' | 'apartments' | 'landlords';

interface Family {
  name: string;
  table: Table;
  url: string;
  /** B's record of this family, whose id the POST body claims. */
  idOfB: (world: World) => number;
  find: (world: World, id: number) => Promise<unknown>;
  /** The JSON body (or, for landlords, multipart fields) for a new record of A. */
  body: (world: World) => Record<string, unknown>;
  /** A fresh record of A to edit. */
  fresh: (world: World) => Promise<{ id: number }>;
  /** The field naming the community in this family's body. */
  communityField: 'communityId' | 'comId' | 'CommunityId';
  idField: 'id' | 'Id';
  multipart?: boolean;
}

const FAMILIES: Family[] = [
  {
    name: 'streets',
    table: 'streets',
    url: '/api/Streets',
    idOfB: (w) => w.b.streetId,
    find: (w, id) => w.app.repos.streets.findById(id, null),
    body: () => streetBody(),
    fresh: (w) => fresh.street(w),
    communityField: 'communityId',
    idField: 'id',
  },
  {
    name: 'addresses',
    table: 'addresses',
    url: '/api/Addresses',
    idOfB: (w) => w.b.addressId,
    find: (w, id) => w.app.repos.addresses.findById(id, null),
    body: (w) => addressBody(w.a.streetId),
    fresh: (w) => fresh.address(w),
    communityField: 'communityId',
    idField: 'id',
  },
  {
    name: 'apartment types',
    table: 'apartmentTypes',
    url: '/api/Apartments/AddApartmentType',
    idOfB: (w) => w.b.apartmentTypeId,
    find: (w, id) => w.app.repos.apartmentTypes.findById(id, null),
    body: () => apartmentTypeBody(),
    fresh: (w) => fresh.apartmentType(w),
    communityField: 'comId',
    idField: 'id',
  },
  {
    name: 'apartments',
    table: 'apartments',
    url: '/api/Apartments',
    idOfB: (w) => w.b.apartmentId,
    find: (w, id) => w.app.repos.apartments.findById(id, null),
    body: (w) => apartmentBody(w.a.addressId, w.a.streetId),
    fresh: (w) => fresh.apartment(w),
    communityField: 'communityId',
    idField: 'id',
  },
  {
    name: 'landlords',
    table: 'landlords',
    url: '/api/Landlords',
    idOfB: (w) => w.b.landlordId,
    find: (w, id) => w.app.repos.landlords.findById(id, null),
    body: () => ({}),
    fresh: (w) => fresh.landlord(w),
    communityField: 'CommunityId',
    idField: 'Id',
    multipart: true,
  },
];

const UPDATE_URL: Record<Table, string> = {
  streets: '/api/Streets',
  addresses: '/api/Addresses',
  apartmentTypes: '/api/Apartments/UpdateApartmentType',
  apartments: '/api/Apartments',
  landlords: '/api/Landlords',
};

describe('mass assignment', () => {
  let app: App;
  let world: World;
  let superAdminRoleId: number;

  beforeAll(async () => {
    app = await build();
    world = await buildWorld(app);
    superAdminRoleId = (await app.repos.roles.findIdByName(SUPER_ADMIN)) ?? 0;
  }, 60_000);
  afterAll(() => app.close());

  /** Role and community fields no body may set. */
  const privileged = (world: World) => ({
    communityId: world.b.id,
    comId: world.b.id,
    CommunityId: world.b.id,
    roleName: SUPER_ADMIN,
    RoleName: SUPER_ADMIN,
    roleId: superAdminRoleId,
    RoleId: superAdminRoleId,
    userId: world.accounts.adminB.id,
    createdBy: world.accounts.adminB.id,
  });

  async function send(
    actor: Actor,
    family: Family,
    method: 'POST' | 'PUT',
    fields: Record<string, unknown>,
    query = '',
  ) {
    const url = `${method === 'POST' ? family.url : UPDATE_URL[family.table]}${query}`;
    if (!family.multipart) return call(world, actor, method, url, fields);
    const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const form = await landlordRequest(world.a, text);
    return app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...authOf(world, actor), ...form.headers },
    });
  }

  async function expectRoleUnchanged(actor: 'adminA' | 'treasurerA', roleName: string) {
    const me = await call(world, actor, 'GET', '/api/AuthUser/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ roleName, communityId: world.a.id });
    const other = await call(world, actor, 'GET', `/api/Communities/${world.b.id}`);
    expect(other.statusCode).toBe(404);
  }

  for (const family of FAMILIES) {
    it(`POST ${family.url}: lands in A with a generated id; B untouched`, async () => {
      const idOfB = family.idOfB(world);
      const recordOfB = await family.find(world, idOfB);
      const usersBefore = await countRows(app, 'users');
      const countBefore = await countRows(app, family.table);

      const response = await send(
        'adminA',
        family,
        'POST',
        {
          ...family.body(world),
          ...privileged(world),
          [family.communityField]: world.b.id,
          [family.idField]: idOfB,
        },
        `?communityId=${world.b.id}`,
      );

      expect(response.statusCode, response.body).toBe(201);
      const saved = response.json<{ id: number; communityId?: number; comId?: number }>();
      expect(saved.communityId ?? saved.comId).toBe(world.a.id);
      expect(saved.id).not.toBe(idOfB);
      expect(saved.id).toBeGreaterThan(idOfB);
      expect(await countRows(app, family.table)).toBe(countBefore + 1);
      expect(await family.find(world, idOfB)).toEqual(recordOfB);
      expect(await countRows(app, 'users')).toBe(usersBefore);
      await expectRoleUnchanged('adminA', ADMIN);
    });

    it(`PUT ${UPDATE_URL[family.table]}: the record stays in A`, async () => {
      const { id } = await family.fresh(world);
      const response = await send('treasurerA', family, 'PUT', {
        ...family.body(world),
        ...privileged(world),
        [family.idField]: id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<{ id: number; communityId?: number; comId?: number }>();
      expect(saved.id).toBe(id);
      expect(saved.communityId ?? saved.comId).toBe(world.a.id);
      expect(await family.find(world, id)).toMatchObject({ communityId: world.a.id });
      await expectRoleUnchanged('treasurerA', 'Treasurer');
    });
  }

  it("a JSON body's roleName on PUT /api/Communities changes nothing (only the Super admin edits)", async () => {
    const before = await app.repos.communities.findById(world.a.id);
    const response = await call(world, 'adminA', 'PUT', '/api/Communities', {
      id: world.a.id,
      communityName: 'Taken Over',
      communityAddress: 'Elsewhere',
      ...privileged(world),
    });
    expect(response.statusCode).toBe(403);
    expect(await app.repos.communities.findById(world.a.id)).toEqual(before);
    await expectRoleUnchanged('adminA', ADMIN);
  });

  it('POST /api/Communities/CreateCommunity: a new community, its account only its Admin', async () => {
    const before = await app.repos.communities.findById(world.a.id);
    const body = { ...registration(), ...privileged(world), id: world.a.id };
    const response = await app.inject({
      method: 'POST',
      url: '/api/Communities/CreateCommunity',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await app.repos.communities.findById(world.a.id)).toEqual(before);
    // An anonymous sign-up's answer names no community (issue 12): the new Admin's session does.
    const token = await signIn(app, body.adminEmail, body.adminPassword);
    const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ roleName: ADMIN });
    expect([world.a.id, world.b.id]).not.toContain(me.json<{ communityId: number }>().communityId);
  });

  it('the role in the database is still Admin after all of the above', async () => {
    const adminRoleId = await app.repos.roles.findIdByName(ADMIN);
    const row = await app.db
      .selectFrom('users')
      .select(['roleId', 'communityId'])
      .where('id', '=', world.accounts.adminA.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roleId: adminRoleId, communityId: world.a.id });
  });
});
