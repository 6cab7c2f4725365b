import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import { missingField } from '../../../support/field-errors.js';
import {
  addAddress,
  addStreet,
  communityWithAdmin,
  createWorld,
  streetBody,
  type World,
} from '../../../support/tenant-fixtures.js';

describe('Streets', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  it('adds, reads, updates and lists a street of the Admin’s community', async () => {
    const { a } = world;
    const created = await a.admin.post(
      '/api/Streets',
      streetBody({ streetName: '  Bourdillon  ' }),
    );
    expect(created.statusCode).toBe(201);
    const street = created.json();
    expect(street).toEqual({
      id: expect.any(Number),
      streetName: 'Bourdillon',
      buildings: 12,
      lga: 'Eti-Osa',
      state: 'Lagos',
      country: 'Nigeria',
      communityId: a.id,
      createdDate: expect.any(String),
    });
    expect(new Date(street.createdDate).toISOString()).toBe(street.createdDate);

    const read = await a.admin.get(`/api/Streets/${street.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(street);

    const updated = await a.admin.put('/api/Streets', {
      ...streetBody({ streetName: 'Bourdillon Road', buildings: 0 }),
      id: street.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...street, streetName: 'Bourdillon Road', buildings: 0 });

    for (const url of ['/api/Streets', `/api/Streets/Community/${a.id}`]) {
      const list = await a.admin.get(url);
      expect(list.statusCode, url).toBe(200);
      expect(list.json().records, url).toContainEqual(updated.json());
      expect(
        list.json().records.every((s: { communityId: number }) => s.communityId === a.id),
      ).toBe(true);
    }
  });

  it('refuses missing or blank fields with the spec’s message, other mistakes readably', async () => {
    const { a } = world;
    const before = await countRows(app, 'streets');
    for (const field of ['streetName', 'buildings', 'lga', 'state', 'country']) {
      const body: Record<string, unknown> = streetBody();
      delete body[field];
      const response = await a.admin.post('/api/Streets', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(missingField(messages.street.required, field));
    }
    for (const field of ['streetName', 'lga', 'state', 'country']) {
      const response = await a.admin.post('/api/Streets', streetBody({ [field]: '   ' }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(missingField(messages.street.required, field));
    }
    const negative = await a.admin.post('/api/Streets', streetBody({ buildings: -1 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Number of buildings must be at least 0');
    const fraction = await a.admin.post('/api/Streets', streetBody({ buildings: 1.5 }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toEqual({
      message: 'Number of buildings must be a whole number',
      errors: { buildings: 'Number of buildings must be a whole number' },
    });
    const street = await addStreet(a.admin);
    const blankEdit = await a.admin.put('/api/Streets', {
      ...streetBody({ lga: '' }),
      id: street.id,
    });
    expect(blankEdit.json()).toEqual(missingField(messages.street.required, 'lga'));
    const noId = await a.admin.put('/api/Streets', streetBody());
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual(missingField(messages.street.required, 'id'));
    expect(await countRows(app, 'streets')).toBe(before + 1);
  });

  it('pages and searches before paging, newest first', async () => {
    const c = await communityWithAdmin(app);
    for (let index = 1; index <= 25; index += 1) {
      await addStreet(c.admin, { streetName: `Street ${String(index).padStart(2, '0')}` });
    }
    await addStreet(c.admin, { streetName: 'Awolowo Road' });
    await addStreet(c.admin, { streetName: 'Old AWOLOWO way' });
    await addStreet(c.admin, { streetName: '100% Road_1' });
    const url = `/api/Streets/Community/${c.id}`;

    const first = (await c.admin.get(url)).json();
    expect(first.totalRecordCount).toBe(28);
    expect(first.records).toHaveLength(10);
    expect(first.records[0].streetName).toBe('100% Road_1');

    const page3 = (await c.admin.get(`${url}?SearchText=street&PageSize=10&PageNumber=3`)).json();
    expect(page3.totalRecordCount).toBe(25);
    expect(page3.records.map((s: { streetName: string }) => s.streetName)).toEqual([
      'Street 05',
      'Street 04',
      'Street 03',
      'Street 02',
      'Street 01',
    ]);
    const big = (await c.admin.get(`${url}?PageSize=25&PageNumber=1`)).json();
    expect(big.records).toHaveLength(25);
    const beyond = (await c.admin.get(`${url}?PageNumber=9`)).json();
    expect(beyond).toEqual({ records: [], totalRecordCount: 28 });

    const search = (await c.admin.get(`${url}?SearchText=aWoLoWo`)).json();
    expect(search.totalRecordCount).toBe(2);
    expect(search.records.map((s: { streetName: string }) => s.streetName)).toEqual([
      'Old AWOLOWO way',
      'Awolowo Road',
    ]);
    const byLga = (await c.admin.get(`${url}?SearchText=ETI-osa&PageSize=5`)).json();
    expect(byLga).toMatchObject({ totalRecordCount: 28 });
    expect(byLga.records).toHaveLength(5);
    // LIKE wildcards in the text match themselves only.
    expect(
      (await c.admin.get(`${url}?SearchText=${encodeURIComponent('%')}`)).json(),
    ).toMatchObject({
      totalRecordCount: 1,
    });
    expect((await c.admin.get(`${url}?SearchText=d_1`)).json().totalRecordCount).toBe(1);
    expect((await c.admin.get(`${url}?SearchText=t_0`)).json().totalRecordCount).toBe(0);

    for (const query of ['PageSize=0', 'PageSize=101', 'PageNumber=0', 'PageSize=abc']) {
      const response = await c.admin.get(`${url}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('refuses Members everywhere with 403', async () => {
    const { a, member } = world;
    const street = await addStreet(a.admin);
    const before = await countRows(app, 'streets');
    const responses = [
      await member.get('/api/Streets'),
      await member.get(`/api/Streets/Community/${a.id}`),
      await member.get(`/api/Streets/${street.id}`),
      await member.post('/api/Streets', streetBody()),
      await member.put('/api/Streets', { ...streetBody(), id: street.id }),
      await member.delete(`/api/Streets/${street.id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect(await countRows(app, 'streets')).toBe(before);
  });

  it("keeps another community's streets out of reach", async () => {
    const { a, b } = world;
    const street = await addStreet(a.admin, { streetName: 'Only in A' });
    const notFound = { message: messages.street.loadFailed };

    const read = await b.admin.get(`/api/Streets/${street.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(notFound);
    const edit = await b.admin.put('/api/Streets', { ...streetBody(), id: street.id });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual(notFound);
    const before = await countRows(app, 'streets');
    const remove = await b.admin.delete(`/api/Streets/${street.id}`);
    expect(remove.statusCode).toBe(404);
    expect(await countRows(app, 'streets')).toBe(before);
    expect((await a.admin.get(`/api/Streets/${street.id}`)).json().streetName).toBe('Only in A');

    for (const url of [`/api/Streets/Community/${a.id}`, `/api/Streets?communityId=${a.id}`]) {
      const response = await b.admin.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    const own = await b.admin.get(`/api/Streets?communityId=${b.id}&SearchText=Only in A`);
    expect(own.json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  it('ignores a communityId or id in the body of an Admin: the session decides', async () => {
    const { a, b } = world;
    const response = await a.admin.post(
      `/api/Streets?communityId=${b.id}`,
      streetBody({ communityId: b.id, id: 999_999, roleName: 'Super admin' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().communityId).toBe(a.id);
    expect(response.json().id).not.toBe(999_999);
  });

  it('lets the Super admin see all, scope by ?communityId and write to a named community', async () => {
    const { a, b, root } = world;
    const inA = await addStreet(a.admin);
    const inB = await addStreet(b.admin);
    const all = (await root.get('/api/Streets?PageSize=100')).json();
    const ids = all.records.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([inA.id, inB.id]));
    expect(all.totalRecordCount).toBe(await countRows(app, 'streets'));

    for (const url of [`/api/Streets?communityId=${b.id}`, `/api/Streets/Community/${b.id}`]) {
      const scoped = (await root.get(`${url}${url.includes('?') ? '&' : '?'}PageSize=100`)).json();
      expect(scoped.records.every((s: { communityId: number }) => s.communityId === b.id)).toBe(
        true,
      );
      expect(scoped.records.map((s: { id: number }) => s.id)).toContain(inB.id);
    }
    expect((await root.get(`/api/Streets/${inA.id}`)).statusCode).toBe(200);
    for (const url of ['/api/Streets?communityId=999999', '/api/Streets/Community/999999']) {
      expect((await root.get(url)).statusCode, url).toBe(403);
    }

    const before = await countRows(app, 'streets');
    const unnamed = await root.post('/api/Streets', streetBody());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ message: messages.reference.chooseCommunity });
    const unknown = await root.post('/api/Streets', streetBody({ communityId: 999_999 }));
    expect(unknown.statusCode).toBe(403);
    expect(await countRows(app, 'streets')).toBe(before);

    const named = await root.post('/api/Streets', streetBody({ communityId: b.id }));
    expect(named.statusCode).toBe(201);
    expect(named.json().communityId).toBe(b.id);
    const byQuery = await root.post(`/api/Streets?communityId=${a.id}`, streetBody());
    expect(byQuery.json().communityId).toBe(a.id);
    const edited = await root.put('/api/Streets', {
      ...streetBody({ communityId: a.id }),
      id: inB.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().communityId).toBe(b.id);
  });

  it('refuses to delete a street while an address is on it (409), then deletes it', async () => {
    const { a } = world;
    const street = await addStreet(a.admin);
    const address = await addAddress(a.admin, street.id);
    const refused = await a.admin.delete(`/api/Streets/${street.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.street.inUse });
    expect((await a.admin.get(`/api/Streets/${street.id}`)).statusCode).toBe(200);

    expect((await a.admin.delete(`/api/Addresses/${address.id}`)).statusCode).toBe(200);
    const deleted = await a.admin.delete(`/api/Streets/${street.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.street.deleted });
    expect((await a.admin.get(`/api/Streets/${street.id}`)).statusCode).toBe(404);
    expect((await a.admin.delete(`/api/Streets/${street.id}`)).statusCode).toBe(404);
  });

  it('requires a session and refuses bad ids', async () => {
    expect((await app.inject({ url: '/api/Streets' })).statusCode).toBe(401);
    for (const id of ['abc', '0', '1.5']) {
      expect((await world.a.admin.get(`/api/Streets/${id}`)).statusCode, id).toBe(400);
    }
  });
});
