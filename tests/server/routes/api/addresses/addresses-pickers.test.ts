/**
 * The address pickers' reads (issue 15): a street's addresses, found by the words of the address
 * and its street; the community is still the session's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import {
  addAddress,
  addStreet,
  createWorld,
  type World,
} from '../../../support/tenant-fixtures.js';

interface Listed {
  records: { id: number; address: string; streetName: string }[];
  totalRecordCount: number;
}

describe('Addresses: searched and narrowed for the pickers', () => {
  let app: App;
  let world: World;
  let glover: { id: number };
  let queens: { id: number };
  let fourGlover: { id: number };
  let nineGlover: { id: number };
  let plot: { id: number };

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    const admin = world.a.admin;
    glover = await addStreet(admin, { streetName: 'Glover Road' });
    queens = await addStreet(admin, { streetName: 'Queens Drive' });
    const code = { landlordId: 'LL-XYZ' };
    fourGlover = await addAddress(admin, glover.id, { ...code, address: '4 Glover Road' });
    nineGlover = await addAddress(admin, glover.id, { ...code, address: '9 Glover Road' });
    // An address written without its street: the street's name still finds it.
    plot = await addAddress(admin, queens.id, { ...code, address: 'Plot 4, Block C' });
  });
  afterAll(() => app.close());

  const listed = async (query: string): Promise<Listed> => {
    const response = await world.a.admin.get(`/api/Addresses?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as Listed;
  };
  const idsOf = (list: Listed) => list.records.map((record) => record.id).sort((x, y) => x - y);
  const sorted = (...records: { id: number }[]) =>
    records.map((record) => record.id).sort((x, y) => x - y);

  it('finds an address by the words of its text and its street, in any order', async () => {
    expect(idsOf(await listed('SearchText=glover%204'))).toEqual(sorted(fourGlover));
    expect(idsOf(await listed('SearchText=plot%204%20queens'))).toEqual(sorted(plot));
    expect(idsOf(await listed('SearchText=ROAD'))).toEqual(sorted(fourGlover, nineGlover));
    expect(idsOf(await listed('SearchText=ll-xyz'))).toEqual(sorted(fourGlover, nineGlover, plot));
    expect((await listed('SearchText=9%20queens')).totalRecordCount).toBe(0);
  });

  it('narrows to a street’s addresses, with or without a search, on both list paths', async () => {
    const { a } = world;
    expect(idsOf(await listed(`StreetId=${glover.id}`))).toEqual(sorted(fourGlover, nineGlover));
    expect(idsOf(await listed(`StreetId=${glover.id}&SearchText=9`))).toEqual(sorted(nineGlover));
    const scoped = await a.admin.get(`/api/Addresses/Community/${a.id}?StreetId=${queens.id}`);
    expect(idsOf(scoped.json() as Listed)).toEqual(sorted(plot));
  });

  it('keeps to the caller’s community and refuses a street that is not an id', async () => {
    const { a, b } = world;
    expect((await b.admin.get(`/api/Addresses?StreetId=${glover.id}`)).json()).toEqual({
      records: [],
      totalRecordCount: 0,
    });
    const other = await b.admin.get(`/api/Addresses/Community/${a.id}?StreetId=${glover.id}`);
    expect(other.statusCode).toBe(403);
    const bad = await a.admin.get('/api/Addresses?StreetId=first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Street/);
  });
});
