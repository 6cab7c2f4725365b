import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import { brokenFields, expectFieldsNamed } from '../../../support/field-errors.js';
import {
  createResident,
  residentCaller,
  residentRefs,
  type ResidentRefs,
  type TestResident,
} from '../../../support/people-fixtures.js';
import { caller, createWorld, type Caller, type World } from '../../../support/tenant-fixtures.js';

const ADD = '/api/Residents/Dependants';
const listOf = (residentId: number) => `/api/Residents/${residentId}/Dependants`;
const MISSING_ID = 2_147_483_647;

function dependantBody(residentId: number, overrides: Record<string, unknown> = {}) {
  return {
    residentId,
    fullName: 'Chiamaka Okafor',
    relationship: 'Daughter',
    phone: '08031234567',
    gender: 'Female',
    dob: '2012-03-04',
    ...overrides,
  };
}

describe('Dependants', () => {
  let app: App;
  let world: World;
  let refsA: ResidentRefs;
  let refsB: ResidentRefs;
  /** A Member of A with a resident record, signed in. */
  let memberResident: TestResident;
  let member: Caller;
  /** Another resident of A. */
  let neighbour: TestResident;
  let residentB: TestResident;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    refsA = await residentRefs(world.a.admin);
    refsB = await residentRefs(world.b.admin);
    memberResident = await createResident(app, world.a.id, refsA, { password: 'member password' });
    member = await residentCaller(app, memberResident);
    neighbour = await createResident(app, world.a.id, refsA);
    residentB = await createResident(app, world.b.id, refsB);
  }, 30_000);
  afterAll(() => app.close());

  const storedCommunity = async (id: number) =>
    (
      await app.db
        .selectFrom('dependants')
        .select('communityId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).communityId;

  it('adds, lists (newest first) and removes a dependant as the community’s Admin', async () => {
    const resident = await createResident(app, world.a.id, refsA);
    const created = await world.a.admin.post(
      ADD,
      dependantBody(resident.residentId, {
        fullName: '  Chiamaka Okafor ',
        relationship: ' Daughter ',
        gender: 'female',
        phone: '+234 803 123 4567',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dependant = created.json();
    expect(dependant).toEqual({
      id: expect.any(Number),
      residentId: resident.residentId,
      fullName: 'Chiamaka Okafor',
      relationship: 'Daughter',
      phone: '08031234567',
      gender: 'Female',
      dob: '2012-03-04',
      createdDate: expect.any(String),
    });
    expect(new Date(dependant.createdDate).toISOString()).toBe(dependant.createdDate);
    expect(await storedCommunity(dependant.id)).toBe(world.a.id);

    const second = await world.a.admin.post(
      ADD,
      dependantBody(resident.residentId, { fullName: 'Emeka Okafor', gender: 'Male', phone: '' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().phone).toBe('');

    const list = await world.a.admin.get(listOf(resident.residentId));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ records: [second.json(), dependant], totalRecordCount: 2 });

    const removed = await world.a.admin.delete(`/api/Residents/Dependants/${dependant.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: messages.dependant.deleted });
    expect((await world.a.admin.get(listOf(resident.residentId))).json()).toEqual({
      records: [second.json()],
      totalRecordCount: 1,
    });
    const again = await world.a.admin.delete(`/api/Residents/Dependants/${dependant.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.dependant.loadFailed });
  });

  it('answers an empty list for a resident without dependants', async () => {
    const response = await world.a.admin.get(listOf(neighbour.residentId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  it('lets exco roles (community administrators) manage dependants too', async () => {
    const treasurer = await createResident(app, world.a.id, refsA, {
      roleName: 'Treasurer',
      password: 'treasurer password',
    });
    const as = await residentCaller(app, treasurer);
    const created = await as.post(ADD, dependantBody(neighbour.residentId));
    expect(created.statusCode).toBe(201);
    expect((await as.get(listOf(neighbour.residentId))).statusCode).toBe(200);
    const removed = await as.delete(`/api/Residents/Dependants/${created.json().id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('lets a Member manage the dependants of their own resident record only', async () => {
    const own = await member.post(ADD, dependantBody(memberResident.residentId));
    expect(own.statusCode, own.body).toBe(201);
    const list = await member.get(listOf(memberResident.residentId));
    expect(list.statusCode).toBe(200);
    expect(list.json().records).toContainEqual(own.json());

    // A neighbour's record in the same community: 403, nothing written or removed.
    const byAdmin = await world.a.admin.post(ADD, dependantBody(neighbour.residentId));
    const before = await countRows(app, 'dependants');
    const refusals = [
      await member.get(listOf(neighbour.residentId)),
      await member.post(ADD, dependantBody(neighbour.residentId)),
      await member.delete(`/api/Residents/Dependants/${byAdmin.json().id}`),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: messages.resident.viewPermission });
    }
    expect(await countRows(app, 'dependants')).toBe(before);

    const removed = await member.delete(`/api/Residents/Dependants/${own.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: messages.dependant.deleted });
  });

  it('refuses a Member without a resident record, and anonymous callers', async () => {
    const response = await world.member.get(listOf(memberResident.residentId));
    expect(response.statusCode).toBe(403);
    const post = await world.member.post(ADD, dependantBody(memberResident.residentId));
    expect(post.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: listOf(neighbour.residentId) });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await app.inject({
      method: 'POST',
      url: ADD,
      payload: dependantBody(neighbour.residentId),
    });
    expect(anonymousPost.statusCode).toBe(401);
  });

  it('refuses missing, blank or malformed fields with the spec’s message', async () => {
    const before = await countRows(app, 'dependants');
    const id = neighbour.residentId;
    const bodies: Record<string, unknown>[] = [];
    for (const field of ['residentId', 'fullName', 'relationship', 'gender', 'dob']) {
      const body: Record<string, unknown> = dependantBody(id);
      delete body[field];
      bodies.push(body);
    }
    for (const field of ['fullName', 'relationship', 'gender', 'dob']) {
      bodies.push(dependantBody(id, { [field]: '   ' }));
    }
    bodies.push(
      dependantBody(id, { gender: 'Other' }),
      dependantBody(id, { dob: '2012-02-30' }),
      dependantBody(id, { dob: '04/03/2012' }),
      dependantBody(id, { dob: '2999-01-01' }),
      dependantBody(id, { residentId: 0 }),
      dependantBody(id, { residentId: null }),
      dependantBody(id, { residentId: 'abc' }),
      dependantBody(id, { fullName: 42 }),
    );
    for (const body of bodies) {
      const response = await world.a.admin.post(ADD, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const broken = brokenFields(body, dependantBody(id));
      expectFieldsNamed(response.json(), messages.dependant.required, broken);
    }
    expect(await countRows(app, 'dependants')).toBe(before);

    // A phone is a Nigerian number (issue 16), refused on its field with its own message.
    for (const phone of ['call me', '123', '0803 CALL ME1', '+44 7911 123456']) {
      const response = await world.a.admin.post(ADD, dependantBody(id, { phone }));
      expect(response.statusCode, phone).toBe(400);
      expect(response.json(), phone).toEqual({
        message: 'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits',
        errors: { phone: 'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits' },
      });
    }
    expect(await countRows(app, 'dependants')).toBe(before);

    for (const phone of [undefined, null, '']) {
      const body: Record<string, unknown> = dependantBody(id, { phone });
      if (phone === undefined) delete body.phone;
      const response = await world.a.admin.post(ADD, body);
      expect(response.statusCode, String(phone)).toBe(201);
      expect(response.json().phone).toBe('');
    }
    for (const url of [listOf(0), listOf(Number.NaN), '/api/Residents/Dependants/0']) {
      const method = url.includes('/Dependants/') ? 'DELETE' : 'GET';
      const response = await world.a.admin[method === 'GET' ? 'get' : 'delete'](url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('hides another community’s residents and dependants exactly like missing ones', async () => {
    const ofA = await world.a.admin.post(ADD, dependantBody(neighbour.residentId));
    const dependantOfA = ofA.json().id as number;
    const b = world.b.admin;

    const list = await b.get(listOf(neighbour.residentId));
    const listMissing = await b.get(listOf(MISSING_ID));
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: messages.resident.loadFailed });
    expect(list.body).toBe(listMissing.body);

    const before = await countRows(app, 'dependants');
    const post = await b.post(ADD, dependantBody(neighbour.residentId));
    const postMissing = await b.post(ADD, dependantBody(MISSING_ID));
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ message: messages.reference.wrongCommunity });
    expect(post.body).toBe(postMissing.body);
    expect(await countRows(app, 'dependants')).toBe(before);

    const removal = await b.delete(`/api/Residents/Dependants/${dependantOfA}`);
    const removalMissing = await b.delete(`/api/Residents/Dependants/${MISSING_ID}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ message: messages.dependant.loadFailed });
    expect(removal.body).toBe(removalMissing.body);
    expect(await countRows(app, 'dependants')).toBe(before);

    // A Member of B is told the same.
    const memberB = await createResident(app, world.b.id, refsB, { password: 'member b pass' });
    const asMemberB = await residentCaller(app, memberB);
    expect((await asMemberB.get(listOf(neighbour.residentId))).body).toBe(listMissing.body);
    expect((await asMemberB.delete(`/api/Residents/Dependants/${dependantOfA}`)).body).toBe(
      removalMissing.body,
    );
  });

  it('puts the dependant in the resident’s community whatever community the body names', async () => {
    const response = await world.b.admin.post(
      ADD,
      dependantBody(residentB.residentId, { communityId: world.a.id, comId: world.a.id, id: 1 }),
    );
    expect(response.statusCode).toBe(201);
    expect(await storedCommunity(response.json().id)).toBe(world.b.id);
  });

  it('lets the Super admin manage the dependants of any community’s residents', async () => {
    const root = world.root;
    for (const resident of [neighbour, residentB]) {
      const created = await root.post(ADD, dependantBody(resident.residentId));
      expect(created.statusCode).toBe(201);
      const communityId = resident === residentB ? world.b.id : world.a.id;
      expect(await storedCommunity(created.json().id)).toBe(communityId);
      expect((await root.get(listOf(resident.residentId))).json().records).toContainEqual(
        created.json(),
      );
      expect((await root.delete(`/api/Residents/Dependants/${created.json().id}`)).statusCode).toBe(
        200,
      );
    }
  });

  it('removes the dependants with their resident (database cascade)', async () => {
    const resident = await createResident(app, world.a.id, refsA);
    await world.a.admin.post(ADD, dependantBody(resident.residentId));
    await app.db.deleteFrom('residents').where('id', '=', resident.residentId).execute();
    const left = await app.db
      .selectFrom('dependants')
      .select('id')
      .where('residentId', '=', resident.residentId)
      .execute();
    expect(left).toEqual([]);
    const gone = await caller(app, world.a.admin.token).get(listOf(resident.residentId));
    expect(gone.statusCode).toBe(404);
  });
});
