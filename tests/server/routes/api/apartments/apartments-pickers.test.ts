/**
 * The apartment pickers' reads (issue 15): an apartment is found by the words a person knows it by
 * (its name and its address or street, "flat 1 adeola"), and narrowed to a street's or an
 * address's apartments; the community is still the session's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import {
  addAddress,
  addApartment,
  addStreet,
  createWorld,
  type World,
} from '../../../support/tenant-fixtures.js';

interface Listed {
  records: { id: number; apartmentName: string; address: string; streetName: string }[];
  totalRecordCount: number;
}

describe('Apartments: searched and narrowed for the pickers', () => {
  let app: App;
  let world: World;
  const ids: Record<string, number> = {};
  let adeola: { id: number };
  let saka: { id: number };
  let twelveAdeola: { id: number };
  let threeAdeola: { id: number };

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    const admin = world.a.admin;
    adeola = await addStreet(admin, { streetName: 'Adeola Street' });
    saka = await addStreet(admin, { streetName: 'Saka Tinubu' });
    twelveAdeola = await addAddress(admin, adeola.id, { address: '40 Adeola Street' });
    threeAdeola = await addAddress(admin, adeola.id, { address: '3 Adeola Street' });
    const sakaAddress = await addAddress(admin, saka.id, { address: '7 Saka Tinubu' });
    // Three "Flat 1"s: only the address tells them apart (the landlord form's complaint).
    for (const [key, address, street, name] of [
      ['flat1At12', twelveAdeola, adeola, 'Flat 1'],
      ['flat2At12', twelveAdeola, adeola, 'Flat 2'],
      ['flat1At3', threeAdeola, adeola, 'Flat 1'],
      ['flat1AtSaka', sakaAddress, saka, 'Flat 1'],
    ] as const) {
      const codes = { landlordId: 'LL-ABC', principalId: `PR-${key}` };
      ids[key] = (
        await addApartment(admin, address.id, street.id, { ...codes, apartmentName: name })
      ).id;
    }
    const foreignStreet = await addStreet(world.b.admin, { streetName: 'Adeola Street' });
    const foreignAddress = await addAddress(world.b.admin, foreignStreet.id, {
      address: '40 Adeola Street',
    });
    await addApartment(world.b.admin, foreignAddress.id, foreignStreet.id, {
      apartmentName: 'Flat 1',
    });
  });
  afterAll(() => app.close());

  const listed = async (query: string): Promise<Listed> => {
    const response = await world.a.admin.get(`/api/Apartments?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as Listed;
  };
  const idsOf = (list: Listed) => list.records.map((record) => record.id).sort((x, y) => x - y);
  const sorted = (...keys: string[]) => keys.map((key) => ids[key]!).sort((x, y) => x - y);

  it('finds an apartment by its name and its address together, in any order and case', async () => {
    for (const text of ['flat 1 40 adeola', 'Flat 1 · 40 Adeola Street', '40 ADEOLA flat 1']) {
      const found = await listed(`SearchText=${encodeURIComponent(text)}`);
      expect(idsOf(found), text).toEqual(sorted('flat1At12'));
      expect(found.totalRecordCount, text).toBe(1);
      // What the option says: the name and the address it is at.
      expect(found.records[0], text).toMatchObject({
        apartmentName: 'Flat 1',
        address: '40 Adeola Street',
        streetName: 'Adeola Street',
      });
    }
  });

  it('finds apartments by part of their address or street alone, and by a whole code', async () => {
    expect(idsOf(await listed('SearchText=40%20adeola'))).toEqual(sorted('flat1At12', 'flat2At12'));
    expect(idsOf(await listed('SearchText=saka'))).toEqual(sorted('flat1AtSaka'));
    expect((await listed('SearchText=flat%201%20nowhere')).totalRecordCount).toBe(0);
    // A principal ID is looked for whole: its parts are no words of a name.
    expect(idsOf(await listed('SearchText=pr-flat1at3'))).toEqual(sorted('flat1At3'));
    expect((await listed('SearchText=flat1at3%20adeola')).totalRecordCount).toBe(0);
  });

  it('narrows to a street’s or an address’s apartments, with or without a search', async () => {
    expect(idsOf(await listed(`StreetId=${adeola.id}`))).toEqual(
      sorted('flat1At12', 'flat2At12', 'flat1At3'),
    );
    expect(idsOf(await listed(`AddressId=${twelveAdeola.id}`))).toEqual(
      sorted('flat1At12', 'flat2At12'),
    );
    expect(idsOf(await listed(`StreetId=${adeola.id}&SearchText=flat%201`))).toEqual(
      sorted('flat1At12', 'flat1At3'),
    );
    expect(idsOf(await listed(`StreetId=${saka.id}&AddressId=${twelveAdeola.id}`))).toEqual([]);
    const page = await listed(`StreetId=${adeola.id}&PageSize=2&PageNumber=2`);
    expect(page.totalRecordCount).toBe(3);
    expect(idsOf(page)).toEqual(sorted('flat1At12'));
  });

  it('keeps to the caller’s community: on the scoped path too, another’s street finds nothing', async () => {
    const { a, b, member } = world;
    const scoped = await a.admin.get(
      `/api/Apartments/Community/${a.id}?AddressId=${threeAdeola.id}`,
    );
    expect(idsOf(scoped.json() as Listed)).toEqual(sorted('flat1At3'));
    const read = await member.get(`/api/Apartments?StreetId=${saka.id}`);
    expect(idsOf(read.json() as Listed)).toEqual(sorted('flat1AtSaka'));
    const foreign = await b.admin.get(`/api/Apartments?StreetId=${adeola.id}`);
    expect((foreign.json() as Listed).totalRecordCount).toBe(0);
    expect(
      (await b.admin.get(`/api/Apartments/Community/${a.id}?StreetId=${adeola.id}`)).statusCode,
    ).toBe(403);
  });

  it('refuses a filter that is not an id, naming it as the form does', async () => {
    const cases = [
      ['StreetId=abc', /^Street/],
      ['AddressId=0', /^Address/],
      ['StreetId=1.5', /^Street/],
    ] as const;
    for (const [query, field] of cases) {
      const response = await world.a.admin.get(`/api/Apartments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(field);
    }
  });
});
