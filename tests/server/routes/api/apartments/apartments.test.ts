import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import { expectFieldsNamed, missingField } from '../../../support/field-errors.js';
import {
  addAddress,
  addApartment,
  addStreet,
  apartmentBody,
  communityWithAdmin,
  createWorld,
  type World,
} from '../../../support/tenant-fixtures.js';

describe('Apartments', () => {
  let app: App;
  let world: World;
  let streetA: { id: number };
  let addressA: { id: number };
  let streetB: { id: number };
  let addressB: { id: number };

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    streetA = await addStreet(world.a.admin, { streetName: 'Adeola Odeku' });
    addressA = await addAddress(world.a.admin, streetA.id, { address: '5 Adeola Odeku' });
    streetB = await addStreet(world.b.admin);
    addressB = await addAddress(world.b.admin, streetB.id);
  });
  afterAll(() => app.close());

  it('adds, reads, updates and lists an apartment', async () => {
    const { a } = world;
    const body = apartmentBody(addressA.id, streetA.id, {
      apartmentName: ' Flat 1 ',
      landlordId: 'LL-9',
      principalId: 'PR-1',
    });
    const created = await a.admin.post('/api/Apartments', body);
    expect(created.statusCode).toBe(201);
    const apartment = created.json();
    expect(apartment).toEqual({
      id: expect.any(Number),
      apartmentName: 'Flat 1',
      addressId: addressA.id,
      address: '5 Adeola Odeku',
      streetId: streetA.id,
      streetName: 'Adeola Odeku',
      landlordId: 'LL-9',
      principalId: 'PR-1',
      principalPhoneNumber: '08031234567',
      landLoardPhoneNumber: '08037654321',
      communityId: a.id,
      createdDate: expect.any(String),
    });
    expect((await a.admin.get(`/api/Apartments/${apartment.id}`)).json()).toEqual(apartment);

    const street = await addStreet(a.admin, { streetName: 'Saka Tinubu' });
    const address = await addAddress(a.admin, street.id, { address: '2 Saka Tinubu' });
    const updated = await a.admin.put('/api/Apartments', {
      ...apartmentBody(address.id, street.id, { landLoardPhoneNumber: '+234 800-000 0000' }),
      id: apartment.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: apartment.id,
      address: '2 Saka Tinubu',
      streetName: 'Saka Tinubu',
      // Stored in the one form (issue 16): 0 and 10 digits.
      landLoardPhoneNumber: '08000000000',
      communityId: a.id,
    });
    for (const url of ['/api/Apartments', `/api/Apartments/Community/${a.id}`]) {
      expect((await a.admin.get(url)).json().records, url).toContainEqual(updated.json());
    }
  });

  it('refuses missing or blank fields: the add and edit forms’ messages', async () => {
    const { a } = world;
    const before = await countRows(app, 'apartments');
    const fields = [
      'apartmentName',
      'addressId',
      'streetId',
      'landlordId',
      'principalId',
      'principalPhoneNumber',
      'landLoardPhoneNumber',
    ];
    for (const field of fields) {
      const body: Record<string, unknown> = apartmentBody(addressA.id, streetA.id);
      delete body[field];
      const response = await a.admin.post('/api/Apartments', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(missingField(messages.apartment.required, field));
    }
    for (const change of [{ principalId: ' ' }, { addressId: null }, { streetId: 0 }]) {
      const response = await a.admin.post(
        '/api/Apartments',
        apartmentBody(addressA.id, streetA.id, change),
      );
      expectFieldsNamed(response.json(), messages.apartment.required, Object.keys(change));
    }
    expect(await countRows(app, 'apartments')).toBe(before);

    const apartment = await addApartment(a.admin, addressA.id, streetA.id);
    const edit = (change: Record<string, unknown>, drop?: string) => {
      const body: Record<string, unknown> = {
        ...apartmentBody(addressA.id, streetA.id, change),
        id: apartment.id,
      };
      if (drop) delete body[drop];
      return a.admin.put('/api/Apartments', body);
    };
    const { editRequired, required } = messages.apartment;
    expect((await edit({}, 'addressId')).json()).toEqual(missingField(editRequired, 'addressId'));
    expect((await edit({}, 'streetId')).json()).toEqual(missingField(editRequired, 'streetId'));
    expectFieldsNamed((await edit({ streetId: null })).json(), editRequired, ['streetId']);
    expectFieldsNamed((await edit({ landlordId: '' })).json(), required, ['landlordId']);
    expect((await edit({}, 'principalPhoneNumber')).json()).toEqual(
      missingField(required, 'principalPhoneNumber'),
    );
  });

  it('refuses an address or street of another community (400) and writes nothing', async () => {
    const { a } = world;
    const before = await countRows(app, 'apartments');
    const wrong = { message: messages.reference.wrongCommunity };
    const pairs: [number, number][] = [
      [addressB.id, streetA.id],
      [addressA.id, streetB.id],
      [999_999, streetA.id],
    ];
    for (const [addressId, streetId] of pairs) {
      const response = await a.admin.post('/api/Apartments', apartmentBody(addressId, streetId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrong);
    }
    expect(await countRows(app, 'apartments')).toBe(before);
    const apartment = await addApartment(a.admin, addressA.id, streetA.id);
    const edit = await a.admin.put('/api/Apartments', {
      ...apartmentBody(addressB.id, streetB.id),
      id: apartment.id,
    });
    expect(edit.json()).toEqual(wrong);
    expect((await a.admin.get(`/api/Apartments/${apartment.id}`)).json().addressId).toBe(
      addressA.id,
    );
  });

  it('pages and searches over name, address, street, principal and landlord ids', async () => {
    const c = await communityWithAdmin(app);
    const street = await addStreet(c.admin, { streetName: 'Ozumba Mbadiwe' });
    const address = await addAddress(c.admin, street.id, { address: '7 Ozumba' });
    for (let index = 1; index <= 11; index += 1) {
      await addApartment(c.admin, address.id, street.id, { apartmentName: `Unit ${index}` });
    }
    const other = await addStreet(c.admin, { streetName: 'Karimu Kotun' });
    const otherAddress = await addAddress(c.admin, other.id, { address: '1 Karimu' });
    await addApartment(c.admin, otherAddress.id, other.id, {
      apartmentName: 'Penthouse',
      principalId: 'PRINCIPAL-Q',
      landlordId: 'OWNER-Z',
    });
    const url = `/api/Apartments/Community/${c.id}`;
    const first = (await c.admin.get(url)).json();
    expect(first.totalRecordCount).toBe(12);
    expect(first.records).toHaveLength(10);
    expect(first.records[0].apartmentName).toBe('Penthouse');
    expect((await c.admin.get(`${url}?PageNumber=2`)).json().records).toHaveLength(2);
    for (const text of ['penthouse', 'KARIMU', 'kotun', 'principal-q', 'owner-z']) {
      expect((await c.admin.get(`${url}?SearchText=${text}`)).json().totalRecordCount, text).toBe(
        1,
      );
    }
    const units = (await c.admin.get(`${url}?SearchText=UNIT&PageSize=5&PageNumber=3`)).json();
    expect(units.totalRecordCount).toBe(11);
    expect(units.records.map((r: { apartmentName: string }) => r.apartmentName)).toEqual([
      'Unit 1',
    ]);
  });

  it('lets Members read their own community’s apartments, never write', async () => {
    const { a, b, member } = world;
    const apartment = await addApartment(a.admin, addressA.id, streetA.id);
    const foreign = await addApartment(b.admin, addressB.id, streetB.id);
    for (const url of ['/api/Apartments', `/api/Apartments/Community/${a.id}`]) {
      const list = await member.get(url);
      expect(list.statusCode, url).toBe(200);
      expect(list.json().records.map((r: { id: number }) => r.id)).toContain(apartment.id);
      expect(
        list.json().records.every((r: { communityId: number }) => r.communityId === a.id),
      ).toBe(true);
    }
    expect((await member.get(`/api/Apartments/${apartment.id}`)).statusCode).toBe(200);
    expect((await member.get(`/api/Apartments/${foreign.id}`)).json()).toEqual({
      message: messages.apartment.loadFailed,
    });
    for (const url of [
      `/api/Apartments/Community/${b.id}`,
      `/api/Apartments?communityId=${b.id}`,
    ]) {
      expect((await member.get(url)).statusCode, url).toBe(403);
    }
    const before = await countRows(app, 'apartments');
    for (const response of [
      await member.post('/api/Apartments', apartmentBody(addressA.id, streetA.id)),
      await member.put('/api/Apartments', {
        ...apartmentBody(addressA.id, streetA.id),
        id: apartment.id,
      }),
      await member.delete(`/api/Apartments/${apartment.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect(await countRows(app, 'apartments')).toBe(before);
  });

  it('hides the principal and landlord phone numbers from Members only', async () => {
    const { a, member } = world;
    const { id } = await addApartment(a.admin, addressA.id, streetA.id);
    const apartment = (await a.admin.get(`/api/Apartments/${id}`)).json();
    expect(apartment.principalPhoneNumber).not.toBe('');
    const asMember = (await member.get(`/api/Apartments/${id}`)).json();
    expect(asMember).toMatchObject({ principalPhoneNumber: '', landLoardPhoneNumber: '' });
    const listed = (await member.get(`/api/Apartments/Community/${a.id}`)).json();
    for (const record of listed.records) {
      expect(record).toMatchObject({ principalPhoneNumber: '', landLoardPhoneNumber: '' });
    }
    expect(apartment.landLoardPhoneNumber).not.toBe('');
  });

  it("keeps another community's apartments out of reach of its Admin", async () => {
    const { a, b } = world;
    const apartment = await addApartment(a.admin, addressA.id, streetA.id, {
      apartmentName: 'Mine',
    });
    const before = await countRows(app, 'apartments');
    for (const response of [
      await b.admin.get(`/api/Apartments/${apartment.id}`),
      await b.admin.put('/api/Apartments', {
        ...apartmentBody(addressB.id, streetB.id),
        id: apartment.id,
      }),
      await b.admin.delete(`/api/Apartments/${apartment.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.apartment.loadFailed });
    }
    expect(await countRows(app, 'apartments')).toBe(before);
    expect((await a.admin.get(`/api/Apartments/${apartment.id}`)).json().apartmentName).toBe(
      'Mine',
    );
  });

  it('ignores communityId from an Admin; the Super admin names one and sees all', async () => {
    const { a, b, root } = world;
    const mass = await a.admin.post('/api/Apartments', {
      ...apartmentBody(addressA.id, streetA.id),
      communityId: b.id,
    });
    expect(mass.statusCode).toBe(201);
    expect(mass.json().communityId).toBe(a.id);
    const unnamed = await root.post('/api/Apartments', apartmentBody(addressB.id, streetB.id));
    expect(unnamed.json()).toEqual({ message: messages.reference.chooseCommunity });
    const crossed = await root.post('/api/Apartments', {
      ...apartmentBody(addressB.id, streetB.id),
      communityId: a.id,
    });
    expect(crossed.json()).toEqual({ message: messages.reference.wrongCommunity });
    const named = await root.post(
      `/api/Apartments?communityId=${b.id}`,
      apartmentBody(addressB.id, streetB.id),
    );
    expect(named.statusCode).toBe(201);
    expect(named.json().communityId).toBe(b.id);
    const all = (await root.get('/api/Apartments?PageSize=100')).json();
    expect(all.totalRecordCount).toBe(await countRows(app, 'apartments'));
    const onlyB = (await root.get(`/api/Apartments/Community/${b.id}?PageSize=100`)).json();
    expect(onlyB.records.every((r: { communityId: number }) => r.communityId === b.id)).toBe(true);
  });

  it('refuses to delete an apartment while a landlord is linked (409), then deletes it', async () => {
    const { a } = world;
    const apartment = await addApartment(a.admin, addressA.id, streetA.id);
    const { id: landlordId } = await app.db
      .insertInto('landlords')
      .values({
        communityId: a.id,
        fullName: 'Bola Landlord',
        title: 'Chief',
        email: 'bola@example.ng',
        mobileNo: '08030000000',
        buildingName: '',
        lga: 'Eti-Osa',
        state: 'Lagos',
        imageFileId: null,
        apartmentId: apartment.id,
        streetId: streetA.id,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await a.admin.delete(`/api/Apartments/${apartment.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.apartment.inUse });
    await app.db.deleteFrom('landlords').where('id', '=', landlordId).execute();
    const deleted = await a.admin.delete(`/api/Apartments/${apartment.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.apartment.deleted });
    expect((await a.admin.get(`/api/Apartments/${apartment.id}`)).statusCode).toBe(404);
  });

  it('does not let /:id capture the apartment type routes', async () => {
    const list = await world.a.admin.get('/api/Apartments/apartmentTypes');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('totalRecordCount');
  });
});
