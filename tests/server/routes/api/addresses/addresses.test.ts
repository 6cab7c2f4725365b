import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import {
  addAddress,
  addApartment,
  addStreet,
  addressBody,
  communityWithAdmin,
  createWorld,
  type World,
} from '../../../support/tenant-fixtures.js';

describe('Addresses', () => {
  let app: App;
  let world: World;
  let streetA: { id: number };
  let streetB: { id: number };

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    streetA = await addStreet(world.a.admin, { streetName: 'Glover Road' });
    streetB = await addStreet(world.b.admin, { streetName: 'Queens Drive' });
  });
  afterAll(() => app.close());

  it('adds, reads, updates and lists an address on a street of the community', async () => {
    const { a } = world;
    const body = addressBody(streetA.id, { address: ' 4 Glover Road ', landlordId: 'LL-7' });
    const created = await a.admin.post('/api/Addresses', body);
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toEqual({
      id: expect.any(Number),
      address: '4 Glover Road',
      buildings: 2,
      apartments: 6,
      numberOfApartments: 6,
      landlordId: 'LL-7',
      streetId: streetA.id,
      streetName: 'Glover Road',
      communityId: a.id,
      createdDate: expect.any(String),
    });
    expect((await a.admin.get(`/api/Addresses/${address.id}`)).json()).toEqual(address);

    const other = await addStreet(a.admin, { streetName: 'Alexander Avenue' });
    const edit = { ...addressBody(other.id, { address: '9 Alexander', apartments: 3 }) };
    const updated = await a.admin.put('/api/Addresses', { ...edit, id: address.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: address.id,
      address: '9 Alexander',
      apartments: 3,
      numberOfApartments: 3,
      streetId: other.id,
      streetName: 'Alexander Avenue',
      communityId: a.id,
    });
    for (const url of ['/api/Addresses', `/api/Addresses/Community/${a.id}`]) {
      const list = (await a.admin.get(url)).json();
      expect(list.records, url).toContainEqual(updated.json());
    }
  });

  it('refuses missing or blank fields with the spec’s message', async () => {
    const { a } = world;
    const before = await countRows(app, 'addresses');
    const required = { message: messages.address.required };
    for (const field of ['streetId', 'buildings', 'address', 'apartments', 'landlordId']) {
      const body: Record<string, unknown> = addressBody(streetA.id);
      delete body[field];
      const response = await a.admin.post('/api/Addresses', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({
        ...required,
        errors: { [field]: `${fieldLabel(field)} is required` },
      });
    }
    for (const change of [
      { address: ' ' },
      { landlordId: '' },
      { streetId: null },
      { streetId: 0 },
    ]) {
      const response = await a.admin.post('/api/Addresses', addressBody(streetA.id, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject(required);
      // The field at fault is marked, and only it.
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(change));
    }
    const negative = await a.admin.post(
      '/api/Addresses',
      addressBody(streetA.id, { apartments: -2 }),
    );
    expect(negative.json().message).toBe('Number of apartments must be at least 0');
    expect(await countRows(app, 'addresses')).toBe(before);
  });

  it('refuses a street of another community (400) and writes nothing', async () => {
    const { a, root } = world;
    const before = await countRows(app, 'addresses');
    const wrong = { message: messages.reference.wrongCommunity };
    const foreign = await a.admin.post('/api/Addresses', addressBody(streetB.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(wrong);
    const unknown = await a.admin.post('/api/Addresses', addressBody(999_999));
    expect(unknown.json()).toEqual(wrong);
    const asRoot = await root.post('/api/Addresses', {
      ...addressBody(streetB.id),
      communityId: a.id,
    });
    expect(asRoot.statusCode).toBe(400);
    expect(asRoot.json()).toEqual(wrong);
    expect(await countRows(app, 'addresses')).toBe(before);

    const address = await addAddress(a.admin, streetA.id);
    const edit = await a.admin.put('/api/Addresses', {
      ...addressBody(streetB.id),
      id: address.id,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual(wrong);
    expect((await a.admin.get(`/api/Addresses/${address.id}`)).json().streetId).toBe(streetA.id);
  });

  it('pages and searches over address, street name and landlord id', async () => {
    const c = await communityWithAdmin(app);
    const street = await addStreet(c.admin, { streetName: 'Kofo Abayomi' });
    const other = await addStreet(c.admin, { streetName: 'Ahmadu Bello Way' });
    for (let index = 1; index <= 12; index += 1) {
      await addAddress(c.admin, street.id, { address: `${index} Kofo`, landlordId: `K-${index}` });
    }
    await addAddress(c.admin, other.id, { address: '1 Bello', landlordId: 'LANDLORD-XYZ' });
    const url = `/api/Addresses/Community/${c.id}`;
    const first = (await c.admin.get(url)).json();
    expect(first.totalRecordCount).toBe(13);
    expect(first.records).toHaveLength(10);
    expect(first.records[0].address).toBe('1 Bello');
    expect((await c.admin.get(`${url}?PageNumber=2`)).json().records).toHaveLength(3);
    const byStreet = (await c.admin.get(`${url}?SearchText=ahmadu`)).json();
    expect(byStreet.totalRecordCount).toBe(1);
    expect((await c.admin.get(`${url}?SearchText=landlord-x`)).json().totalRecordCount).toBe(1);
    const byText = (await c.admin.get(`${url}?SearchText=KOFO&PageSize=5&PageNumber=3`)).json();
    expect(byText.totalRecordCount).toBe(12);
    expect(byText.records.map((r: { address: string }) => r.address)).toEqual(['2 Kofo', '1 Kofo']);
  });

  it('refuses Members and keeps other communities out', async () => {
    const { a, b, member } = world;
    const address = await addAddress(a.admin, streetA.id);
    const before = await countRows(app, 'addresses');
    for (const response of [
      await member.get('/api/Addresses'),
      await member.get(`/api/Addresses/Community/${a.id}`),
      await member.get(`/api/Addresses/${address.id}`),
      await member.post('/api/Addresses', addressBody(streetA.id)),
      await member.put('/api/Addresses', { ...addressBody(streetA.id), id: address.id }),
      await member.delete(`/api/Addresses/${address.id}`),
      await b.admin.get(`/api/Addresses/Community/${a.id}`),
      await b.admin.get(`/api/Addresses?communityId=${a.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    const notFound = { message: messages.address.loadFailed };
    for (const response of [
      await b.admin.get(`/api/Addresses/${address.id}`),
      await b.admin.put('/api/Addresses', { ...addressBody(streetB.id), id: address.id }),
      await b.admin.delete(`/api/Addresses/${address.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await countRows(app, 'addresses')).toBe(before);
    expect((await a.admin.get(`/api/Addresses/${address.id}`)).json()).toMatchObject({
      streetId: streetA.id,
      address: address.address,
    });
  });

  it('lands in the session’s community whatever the body says; the Super admin names one', async () => {
    const { a, b, root } = world;
    const mass = await a.admin.post('/api/Addresses', {
      ...addressBody(streetA.id),
      communityId: b.id,
      id: 424_242,
    });
    expect(mass.statusCode).toBe(201);
    expect(mass.json().communityId).toBe(a.id);
    expect(mass.json().id).not.toBe(424_242);

    const unnamed = await root.post('/api/Addresses', addressBody(streetB.id));
    expect(unnamed.json()).toEqual({ message: messages.reference.chooseCommunity });
    const named = await root.post('/api/Addresses', {
      ...addressBody(streetB.id),
      communityId: b.id,
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().communityId).toBe(b.id);

    const all = (await root.get('/api/Addresses?PageSize=100')).json();
    expect(all.totalRecordCount).toBe(await countRows(app, 'addresses'));
    const onlyB = (await root.get(`/api/Addresses?communityId=${b.id}&PageSize=100`)).json();
    expect(onlyB.records.length).toBeGreaterThan(0);
    expect(onlyB.records.every((r: { communityId: number }) => r.communityId === b.id)).toBe(true);
  });

  it('refuses to delete an address while an apartment is at it (409), then deletes it', async () => {
    const { a } = world;
    const address = await addAddress(a.admin, streetA.id);
    const apartment = await addApartment(a.admin, address.id, streetA.id);
    const refused = await a.admin.delete(`/api/Addresses/${address.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.address.inUse });
    expect((await a.admin.delete(`/api/Apartments/${apartment.id}`)).statusCode).toBe(200);
    const deleted = await a.admin.delete(`/api/Addresses/${address.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.address.deleted });
    expect((await a.admin.get(`/api/Addresses/${address.id}`)).statusCode).toBe(404);
  });
});
