import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APARTMENT_TYPE_CHOICES } from '../../../../../src/shared/choices.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import { expectFieldsNamed, missingField } from '../../../support/field-errors.js';
import {
  addApartmentType,
  apartmentTypeBody,
  communityWithAdmin,
  createWorld,
  type World,
} from '../../../support/tenant-fixtures.js';

const LIST = '/api/Apartments/apartmentTypes';
const ADD = '/api/Apartments/AddApartmentType';
const UPDATE = '/api/Apartments/UpdateApartmentType';

describe('Apartment types', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  const storedKobo = async (id: number) =>
    Number(
      (
        await app.db
          .selectFrom('apartmentTypes')
          .select('feePerMonthKobo')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).feePerMonthKobo,
    );

  it('adds, reads and updates a type; the fee is naira outside and kobo inside', async () => {
    const { a } = world;
    const created = await a.admin.post(
      ADD,
      apartmentTypeBody({
        name: ' Deluxe ',
        type: '3 bedroom',
        numberOfRoom: 3,
        feePerPerMonth: 1234.56,
      }),
    );
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toEqual({
      id: expect.any(Number),
      type: '3 bedroom',
      name: 'Deluxe',
      numberOfRoom: 3,
      feePerPerMonth: 1234.56,
      comId: a.id,
      createdDate: expect.any(String),
    });
    expect(await storedKobo(type.id)).toBe(123456);
    expect((await a.admin.get(`${LIST}/${type.id}`)).json()).toEqual(type);

    const updated = await a.admin.put(UPDATE, {
      ...apartmentTypeBody({
        type: 'shop',
        name: 'Shop front',
        numberOfRoom: 0,
        feePerPerMonth: 0.1,
      }),
      id: type.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ...type,
      type: 'shop',
      name: 'Shop front',
      numberOfRoom: 0,
      feePerPerMonth: 0.1,
    });
    expect(await storedKobo(type.id)).toBe(10);
    for (const fee of [0, 25000, 999999.99]) {
      const response = await a.admin.put(UPDATE, {
        ...apartmentTypeBody({ feePerPerMonth: fee }),
        id: type.id,
      });
      expect(response.json().feePerPerMonth, String(fee)).toBe(fee);
    }
    expect(await storedKobo(type.id)).toBe(99999999);
  });

  it('refuses fees with more than two decimals, negative or not numbers', async () => {
    const { a } = world;
    const before = await countRows(app, 'apartmentTypes');
    const existing = await addApartmentType(a.admin);
    // Above the cap has its own message (money-caps.test.ts).
    for (const fee of [1.005, 0.001, -1, 'abc', '12', null]) {
      const invalidFee = {
        message: messages.apartmentType.invalidFee,
        errors: { feePerPerMonth: messages.apartmentType.invalidFee },
      };
      const added = await a.admin.post(ADD, apartmentTypeBody({ feePerPerMonth: fee }));
      expect(added.statusCode, String(fee)).toBe(400);
      expect(added.json(), String(fee)).toEqual(invalidFee);
      const edited = await a.admin.put(UPDATE, {
        ...apartmentTypeBody({ feePerPerMonth: fee }),
        id: existing.id,
      });
      expect(edited.json(), String(fee)).toEqual(invalidFee);
    }
    expect(await countRows(app, 'apartmentTypes')).toBe(before + 1);
    expect(await storedKobo(existing.id)).toBe(2500000);
  });

  it('refuses missing or blank fields with the spec’s message, and unknown types', async () => {
    const { a } = world;
    const before = await countRows(app, 'apartmentTypes');
    for (const field of ['type', 'name', 'numberOfRoom', 'feePerPerMonth']) {
      const body: Record<string, unknown> = apartmentTypeBody();
      delete body[field];
      const response = await a.admin.post(ADD, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(missingField(messages.apartmentType.required, field));
    }
    for (const change of [{ type: '' }, { name: '  ' }]) {
      const response = await a.admin.post(ADD, apartmentTypeBody(change));
      expectFieldsNamed(response.json(), messages.apartmentType.required, Object.keys(change));
    }
    const unknown = await a.admin.post(ADD, apartmentTypeBody({ type: 'mansion' }));
    expect(unknown.statusCode).toBe(400);
    const notAType = `Type must be one of: ${APARTMENT_TYPE_CHOICES.join(', ')}`;
    expect(unknown.json()).toEqual({ message: notAType, errors: { type: notAType } });
    const rooms = await a.admin.post(ADD, apartmentTypeBody({ numberOfRoom: -1 }));
    expect(rooms.json().message).toBe('Number of rooms must be at least 0');
    expect(await countRows(app, 'apartmentTypes')).toBe(before);
  });

  it('lists every type without paging, pages when asked, and searches', async () => {
    const c = await communityWithAdmin(app);
    for (let index = 1; index <= 12; index += 1) {
      await addApartmentType(c.admin, { name: `Block ${index}`, type: '1 room apartment' });
    }
    await addApartmentType(c.admin, { name: 'Corner SHOP', type: 'shop' });
    const all = (await c.admin.get(LIST)).json();
    expect(all.totalRecordCount).toBe(13);
    expect(all.records).toHaveLength(13);
    expect(all.records[0].name).toBe('Corner SHOP');
    const paged = (await c.admin.get(`${LIST}?PageSize=5&PageNumber=3`)).json();
    expect(paged).toMatchObject({ totalRecordCount: 13 });
    expect(paged.records).toHaveLength(3);
    expect((await c.admin.get(`${LIST}?PageNumber=2`)).json().records).toHaveLength(3);
    const search = (await c.admin.get(`${LIST}?SearchText=sHoP`)).json();
    expect(search.totalRecordCount).toBe(1);
    expect((await c.admin.get(`${LIST}?SearchText=1 ROOM`)).json().totalRecordCount).toBe(12);
  });

  it('lets Members read their own community’s types, never write', async () => {
    const { a, b, member } = world;
    const type = await addApartmentType(a.admin);
    const foreign = await addApartmentType(b.admin);
    const list = await member.get(LIST);
    expect(list.statusCode).toBe(200);
    expect(list.json().records.map((t: { id: number }) => t.id)).toContain(type.id);
    expect(list.json().records.every((t: { comId: number }) => t.comId === a.id)).toBe(true);
    expect((await member.get(`${LIST}/${type.id}`)).json()).toEqual(type);
    expect((await member.get(`${LIST}/${foreign.id}`)).statusCode).toBe(404);
    expect((await member.get(`${LIST}?communityId=${b.id}`)).statusCode).toBe(403);

    const before = await countRows(app, 'apartmentTypes');
    for (const response of [
      await member.post(ADD, apartmentTypeBody()),
      await member.put(UPDATE, { ...apartmentTypeBody(), id: type.id }),
      await member.delete(`${LIST}/${type.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect(await countRows(app, 'apartmentTypes')).toBe(before);
  });

  it("keeps another community's types out of reach of its Admin", async () => {
    const { a, b } = world;
    const type = await addApartmentType(a.admin, { name: 'A only' });
    const notFound = { message: messages.apartmentType.loadFailed };
    const before = await countRows(app, 'apartmentTypes');
    for (const response of [
      await b.admin.get(`${LIST}/${type.id}`),
      await b.admin.put(UPDATE, { ...apartmentTypeBody(), id: type.id }),
      await b.admin.delete(`${LIST}/${type.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await countRows(app, 'apartmentTypes')).toBe(before);
    expect((await a.admin.get(`${LIST}/${type.id}`)).json().name).toBe('A only');
    const listed = (await b.admin.get(`${LIST}?SearchText=A only`)).json();
    expect(listed.totalRecordCount).toBe(0);
  });

  it('takes comId from the Super admin only', async () => {
    const { a, b, root } = world;
    const mass = await a.admin.post(ADD, apartmentTypeBody({ comId: b.id, id: 77_777 }));
    expect(mass.statusCode).toBe(201);
    expect(mass.json().comId).toBe(a.id);
    const unnamed = await root.post(ADD, apartmentTypeBody());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ message: messages.reference.chooseCommunity });
    const named = await root.post(ADD, apartmentTypeBody({ comId: b.id }));
    expect(named.json().comId).toBe(b.id);
    const all = (await root.get(LIST)).json();
    expect(all.totalRecordCount).toBe(await countRows(app, 'apartmentTypes'));
    const onlyB = (await root.get(`${LIST}?communityId=${b.id}`)).json();
    expect(onlyB.records.every((t: { comId: number }) => t.comId === b.id)).toBe(true);
    expect(onlyB.records.map((t: { id: number }) => t.id)).toContain(named.json().id);
  });

  it('deletes a type', async () => {
    const { a } = world;
    const type = await addApartmentType(a.admin);
    const deleted = await a.admin.delete(`${LIST}/${type.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.apartmentType.deleted });
    expect((await a.admin.get(`${LIST}/${type.id}`)).statusCode).toBe(404);
    expect((await a.admin.delete(`${LIST}/${type.id}`)).statusCode).toBe(404);
  });
});
