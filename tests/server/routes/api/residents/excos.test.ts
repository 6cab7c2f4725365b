import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exco } from '../../../../../src/shared/contract/excos.js';
import { messages } from '../../../../../src/shared/messages.js';
import { ADMIN, EXCO_ROLES, MEMBER, SUPER_ADMIN } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';
import {
  createResident,
  residentCaller,
  residentRefs,
  roleIdOf,
  roleOfResident,
  type ResidentRefs,
  type TestResident,
} from '../../../support/people-fixtures.js';
import {
  addAddress,
  addStreet,
  communityWithAdmin,
  createWorld,
  type Caller,
  type World,
} from '../../../support/tenant-fixtures.js';

const LIST = '/api/Residents/Excos';
const MISSING_ID = 2_147_483_647;

describe('Excos', () => {
  let app: App;
  let world: World;
  let refsA: ResidentRefs;
  let refsB: ResidentRefs;
  let addressA: string;
  let roles: Record<string, number>;
  let member: Caller;
  let memberResident: TestResident;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    const street = await addStreet(world.a.admin);
    const address = await addAddress(world.a.admin, street.id, { address: '7 Bourdillon Road' });
    addressA = address.address;
    const base = await residentRefs(world.a.admin);
    refsA = { ...base, addressId: address.id };
    refsB = await residentRefs(world.b.admin);
    roles = {};
    for (const name of [SUPER_ADMIN, ADMIN, ...EXCO_ROLES, MEMBER]) {
      roles[name] = await roleIdOf(app, name);
    }
    memberResident = await createResident(app, world.a.id, refsA, { password: 'member password' });
    member = await residentCaller(app, memberResident);
  }, 30_000);
  afterAll(() => app.close());

  const assign = (as: Caller, residentId: number, roleName: string) =>
    as.post(LIST, { residentId, roleId: roles[roleName] });

  it('lists the residents holding an exco role, never Admins or Members', async () => {
    const c = await communityWithAdmin(app);
    const refs = await residentRefs(c.admin);
    const excos: TestResident[] = [];
    for (const roleName of EXCO_ROLES) {
      excos.push(await createResident(app, c.id, refs, { roleName, fullName: `${roleName} One` }));
    }
    await createResident(app, c.id, refs, { roleName: ADMIN, fullName: 'Admin Resident' });
    await createResident(app, c.id, refs, { roleName: MEMBER, fullName: 'Member Resident' });

    const response = await c.admin.get(LIST);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ records: Exco[]; totalRecordCount: number }>();
    expect(list.totalRecordCount).toBe(EXCO_ROLES.length);
    expect(list.records.map((exco) => exco.roleName)).toEqual([...EXCO_ROLES].reverse());
    const chairman = excos[0] as TestResident;
    const address = (
      await app.db
        .selectFrom('addresses')
        .select('address')
        .where('id', '=', refs.addressId)
        .executeTakeFirstOrThrow()
    ).address;
    expect(list.records.at(-1)).toEqual({
      id: chairman.residentId,
      fullName: 'Chairman One',
      address,
      principalId: chairman.memberId,
      phone: chairman.mobileNumber,
      roleName: 'Chairman',
    });
  });

  it('shows the list to Members without phone numbers (and does not search them)', async () => {
    const exco = await createResident(app, world.a.id, refsA, {
      roleName: 'Secretary',
      fullName: 'Ngozi Secretary',
      mobileNumber: '08098765432',
    });
    const asAdmin = (await world.a.admin.get(LIST)).json<{ records: Exco[] }>();
    expect(asAdmin.records.find((e) => e.id === exco.residentId)?.phone).toBe('08098765432');

    const asMember = await member.get(LIST);
    expect(asMember.statusCode).toBe(200);
    const records = asMember.json<{ records: Exco[] }>().records;
    expect(records.find((e) => e.id === exco.residentId)).toMatchObject({
      fullName: 'Ngozi Secretary',
      phone: null,
    });
    expect(records.every((e) => e.phone === null)).toBe(true);
    expect(asMember.body).not.toContain('08098765432');

    const byPhone = `${LIST}?SearchText=98765432`;
    expect((await world.a.admin.get(byPhone)).json().totalRecordCount).toBe(1);
    expect((await member.get(byPhone)).json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  it('pages and searches (name, address, principal ID, role) before paging', async () => {
    const c = await communityWithAdmin(app);
    const refs = await residentRefs(c.admin);
    const street = await addStreet(c.admin);
    const special = await addAddress(c.admin, street.id, { address: '5 Awolowo Road' });
    for (let index = 1; index <= 12; index += 1) {
      await createResident(app, c.id, refs, {
        roleName: 'Exco',
        fullName: `Exco ${String(index).padStart(2, '0')}`,
        memberId: `PRN-${index}`,
      });
    }
    await createResident(
      app,
      c.id,
      { ...refs, addressId: special.id },
      {
        roleName: 'Treasurer',
        fullName: 'Bola 100%_Treasurer',
        memberId: 'SPECIAL-1',
      },
    );
    const page = (query: string) => c.admin.get(`${LIST}?${query}`);

    const first = (await page('')).json();
    expect(first.totalRecordCount).toBe(13);
    expect(first.records).toHaveLength(10);
    expect(first.records[0].fullName).toBe('Bola 100%_Treasurer');
    const second = (await page('PageNumber=2&SearchText=exco')).json();
    expect(second.totalRecordCount).toBe(12);
    expect(second.records.map((e: Exco) => e.fullName)).toEqual(['Exco 02', 'Exco 01']);
    expect((await page('PageSize=3&PageNumber=6')).json()).toEqual({
      records: [],
      totalRecordCount: 13,
    });
    expect((await page('SearchText=AWOLOWO')).json().totalRecordCount).toBe(1);
    expect((await page('SearchText=special-1')).json().totalRecordCount).toBe(1);
    expect((await page('SearchText=treasurer')).json().totalRecordCount).toBe(1);
    expect((await page('SearchText=prn-1')).json().totalRecordCount).toBe(4);
    expect((await page(`SearchText=${encodeURIComponent('%_')}`)).json().totalRecordCount).toBe(1);
    expect((await page('SearchText=0_T')).json().totalRecordCount).toBe(0);
    for (const query of ['PageSize=0', 'PageSize=101', 'PageNumber=0', 'PageSize=x']) {
      expect((await page(query)).statusCode, query).toBe(400);
    }
  });

  it('scopes the list: own community; Super admin all or ?communityId', async () => {
    const excoB = await createResident(app, world.b.id, refsB, { roleName: 'Chairman' });
    const excoA = await createResident(app, world.a.id, refsA, { roleName: 'Chairman' });
    const ids = (body: { records: Exco[] }) => body.records.map((e) => e.id);

    const asB = (await world.b.admin.get(`${LIST}?PageSize=100`)).json();
    expect(ids(asB)).toContain(excoB.residentId);
    expect(ids(asB)).not.toContain(excoA.residentId);
    expect((await world.b.admin.get(`${LIST}?communityId=${world.b.id}`)).statusCode).toBe(200);
    const refused = await world.b.admin.get(`${LIST}?communityId=${world.a.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    expect((await member.get(`${LIST}?communityId=${world.b.id}`)).statusCode).toBe(403);

    const all = (await world.root.get(`${LIST}?PageSize=100`)).json();
    expect(ids(all)).toEqual(expect.arrayContaining([excoA.residentId, excoB.residentId]));
    const onlyA = (await world.root.get(`${LIST}?PageSize=100&communityId=${world.a.id}`)).json();
    expect(ids(onlyA)).toContain(excoA.residentId);
    expect(ids(onlyA)).not.toContain(excoB.residentId);
    expect((await world.root.get(`${LIST}?communityId=${MISSING_ID}`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('assigns an exco role to a resident; the account has it on its next request', async () => {
    const resident = await createResident(app, world.a.id, refsA, {
      fullName: 'Tunde Bakare',
      password: 'tunde password',
    });
    const asResident = await residentCaller(app, resident);
    expect((await asResident.get('/api/Projects')).statusCode).toBe(403);

    const response = await assign(world.a.admin, resident.residentId, 'Financial Secretary');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: resident.residentId,
      fullName: 'Tunde Bakare',
      address: addressA,
      principalId: resident.memberId,
      phone: resident.mobileNumber,
      roleName: 'Financial Secretary',
    });
    expect(await roleOfResident(app, resident.residentId)).toBe('Financial Secretary');
    expect((await world.a.admin.get(`${LIST}?SearchText=Tunde`)).json().records).toEqual([
      response.json(),
    ]);
    // The session looks the role up on every request.
    expect((await asResident.get('/api/Projects')).statusCode).toBe(200);

    // Another exco role replaces it; assigning the same role again changes nothing.
    const moved = await assign(world.a.admin, resident.residentId, 'Chairman');
    expect(moved.json().roleName).toBe('Chairman');
    const same = await assign(world.a.admin, resident.residentId, 'Chairman');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(moved.json());

    // An exco role holder (an administrator) may assign too.
    const other = await createResident(app, world.a.id, refsA);
    const byExco = await assign(asResident, other.residentId, 'Exco');
    expect(byExco.statusCode).toBe(200);
    expect(await roleOfResident(app, other.residentId)).toBe('Exco');
  });

  it('only assigns exco roles (400 exco.invalidRole), and never touches an Admin', async () => {
    const resident = await createResident(app, world.a.id, refsA);
    for (const roleId of [
      roles[ADMIN],
      roles[MEMBER],
      roles[SUPER_ADMIN],
      MISSING_ID,
      0,
      'Chairman',
      null,
      1.5,
    ]) {
      const response = await world.a.admin.post(LIST, { residentId: resident.residentId, roleId });
      expect(response.statusCode, String(roleId)).toBe(400);
      expect(response.json(), String(roleId)).toEqual({
        message: messages.exco.invalidRole,
        errors: { roleId: messages.exco.invalidRole },
      });
    }
    expect(await roleOfResident(app, resident.residentId)).toBe(MEMBER);

    const missing: [Record<string, number | undefined>, string[]][] = [
      [{ roleId: roles.Chairman }, ['residentId']],
      [{ residentId: resident.residentId }, ['roleId']],
      [{}, ['residentId', 'roleId']],
    ];
    for (const [body, fields] of missing) {
      const response = await world.a.admin.post(LIST, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectFieldsNamed(response.json(), messages.exco.required, fields);
    }
    const noResident = await world.a.admin.post(LIST, { residentId: 0, roleId: roles.Chairman });
    expectFieldsNamed(noResident.json(), messages.exco.required, ['residentId']);

    const admin = await createResident(app, world.a.id, refsA, { roleName: ADMIN });
    const refused = await assign(world.a.admin, admin.residentId, 'Chairman');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.exco.isAdmin });
    expect(await roleOfResident(app, admin.residentId)).toBe(ADMIN);
    const removal = await world.a.admin.delete(`${LIST}/${admin.residentId}`);
    expect(removal.statusCode).toBe(404);
    expect(await roleOfResident(app, admin.residentId)).toBe(ADMIN);
  });

  it('refuses Members and anonymous callers', async () => {
    const exco = await createResident(app, world.a.id, refsA, { roleName: 'Exco' });
    const other = await createResident(app, world.a.id, refsA);
    for (const response of [
      await assign(member, other.residentId, 'Chairman'),
      await assign(member, memberResident.residentId, 'Chairman'),
      await member.delete(`${LIST}/${exco.residentId}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect(await roleOfResident(app, other.residentId)).toBe(MEMBER);
    expect(await roleOfResident(app, memberResident.residentId)).toBe(MEMBER);
    expect(await roleOfResident(app, exco.residentId)).toBe('Exco');
    const anonymous = await app.inject({
      method: 'POST',
      url: LIST,
      payload: { residentId: other.residentId, roleId: roles.Chairman },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `${LIST}/${exco.residentId}` })).statusCode,
    ).toBe(401);
  });

  it('removes an exco role: the resident becomes a Member again', async () => {
    const exco = await createResident(app, world.a.id, refsA, { roleName: 'Treasurer' });
    const response = await world.a.admin.delete(`${LIST}/${exco.residentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.exco.removed });
    expect(await roleOfResident(app, exco.residentId)).toBe(MEMBER);
    const list = (await world.a.admin.get(`${LIST}?PageSize=100`)).json<{ records: Exco[] }>();
    expect(list.records.map((e) => e.id)).not.toContain(exco.residentId);

    const again = await world.a.admin.delete(`${LIST}/${exco.residentId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.exco.loadFailed });
    expect((await world.a.admin.delete(`${LIST}/0`)).statusCode).toBe(400);
  });

  it('refuses to remove an exco while a project names them exco in charge', async () => {
    const exco = await createResident(app, world.a.id, refsA, { roleName: 'Chairman' });
    const project = await world.a.admin.post('/api/Projects/CreateProject', {
      projectName: 'Borehole',
      projectDate: '2026-01-15',
      budget: 250000,
      excoResidentId: exco.residentId,
    });
    expect(project.statusCode, project.body).toBe(201);
    const refused = await world.a.admin.delete(`${LIST}/${exco.residentId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.exco.inCharge });
    expect(await roleOfResident(app, exco.residentId)).toBe('Chairman');
    // Moving them to another exco role keeps them an exco: allowed.
    const moved = await assign(world.a.admin, exco.residentId, 'Secretary');
    expect(moved.statusCode).toBe(200);
    expect((await world.root.delete(`${LIST}/${exco.residentId}`)).statusCode).toBe(409);
  });

  it('never leaves a project with a Member in charge when removal and creation race', async () => {
    for (let round = 0; round < 8; round += 1) {
      const exco = await createResident(app, world.a.id, refsA, { roleName: 'Exco' });
      const [removal, project] = await Promise.all([
        world.a.admin.delete(`${LIST}/${exco.residentId}`),
        world.a.admin.post('/api/Projects/CreateProject', {
          projectName: `Race ${round}`,
          projectDate: '2026-02-01',
          budget: 10,
          excoResidentId: exco.residentId,
        }),
      ]);
      const outcome = [removal.statusCode, project.statusCode];
      expect([
        [200, 400],
        [409, 201],
      ]).toContainEqual(outcome);
      const role = await roleOfResident(app, exco.residentId);
      expect(role).toBe(project.statusCode === 201 ? 'Exco' : MEMBER);
    }
  });

  it('hides another community’s residents exactly like missing ones', async () => {
    const excoA = await createResident(app, world.a.id, refsA, { roleName: 'Exco' });
    const memberA = await createResident(app, world.a.id, refsA);

    const removal = await world.b.admin.delete(`${LIST}/${excoA.residentId}`);
    const removalMissing = await world.b.admin.delete(`${LIST}/${MISSING_ID}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ message: messages.exco.loadFailed });
    expect(removal.body).toBe(removalMissing.body);
    expect(await roleOfResident(app, excoA.residentId)).toBe('Exco');

    const post = await assign(world.b.admin, memberA.residentId, 'Chairman');
    const postMissing = await assign(world.b.admin, MISSING_ID, 'Chairman');
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ message: messages.reference.wrongCommunity });
    expect(post.body).toBe(postMissing.body);
    expect(await roleOfResident(app, memberA.residentId)).toBe(MEMBER);
  });

  it('lets the Super admin assign and remove exco roles in any community', async () => {
    const resident = await createResident(app, world.b.id, refsB);
    const assigned = await assign(world.root, resident.residentId, 'Exco');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().roleName).toBe('Exco');
    const removed = await world.root.delete(`${LIST}/${resident.residentId}`);
    expect(removed.statusCode).toBe(200);
    expect(await roleOfResident(app, resident.residentId)).toBe(MEMBER);
  });
});
