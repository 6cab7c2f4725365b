/**
 * The real dataProvider against the real API (issue 15, point 8): the other client tests use the
 * fake dataProvider; these check that what the fake answers is what the server answers, for a
 * list, a record and a refused write's field errors.
 */
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import type { Resident } from '../../../../src/shared/contract/residents';
import type { Street } from '../../../../src/shared/contract/streets';
import { community } from '../../../server/support/world/community';
import { signInThroughApi, startRealServer, type RealServer } from './realServer';

let server: RealServer;
let ngoziId: number;
let communityId: number;

beforeAll(async () => {
  server = await startRealServer();
  const estate = await community(server.app);
  communityId = estate.id;
  const refs = await estate.home();
  // Stored directly: the API's resident form is multipart, which jsdom's FormData cannot give
  // Node's fetch (the multipart requests are the API tests' and the providers' own tests').
  ngoziId = (await estate.resident(refs, { fullName: 'Ngozi Obi' })).residentId;
  await estate.resident(refs, { fullName: 'Emeka Nwosu' });
  await signInThroughApi(estate.adminEmail, estate.adminPassword);
}, 60_000);

beforeEach(() => {
  server.restoreCsrfCookie();
});

afterAll(async () => {
  await server?.close();
});

const firstPage = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
};

describe('the real dataProvider against the API', () => {
  it("lists the Admin's community's residents, searched by a typed name", async () => {
    const all = await dataProvider.getList<Resident>('resident', { ...firstPage, filter: {} });
    expect(all.total).toBe(2);
    expect(all.data.map(({ fullName }) => fullName).sort()).toEqual(['Emeka Nwosu', 'Ngozi Obi']);
    const found = await dataProvider.getList<Resident>('resident', {
      ...firstPage,
      filter: { q: 'ngozi' },
    });
    expect(found.data.map(({ id, fullName }) => ({ id, fullName }))).toEqual([
      { id: ngoziId, fullName: 'Ngozi Obi' },
    ]);
    expect(server.requests).toContain(
      `GET /api/Residents/Community/${communityId}?PageSize=25&PageNumber=1&SearchText=ngozi`,
    );
  });

  it('reads one resident by id', async () => {
    const { data } = await dataProvider.getOne<Resident>('resident', { id: ngoziId });
    expect(data).toMatchObject({ id: ngoziId, fullName: 'Ngozi Obi', communityId });
  });

  it("answers a refused create with the server's field errors, in the form's words", async () => {
    const before = await dataProvider.getList<Street>('streets', { ...firstPage, filter: {} });
    const refused = await dataProvider
      .create<Street>('streets', { data: { streetName: '', buildings: 2, lga: 'Eti-Osa' } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const { status, body } = refused as HttpError;
    expect(status).toBe(400);
    // Each field named as the form names it, in the words its label uses.
    expect(body).toMatchObject({
      message: 'Please make sure all inputs are filled',
      errors: { streetName: 'Street name is required', state: 'State is required' },
    });
    const list = await dataProvider.getList<Street>('streets', { ...firstPage, filter: {} });
    expect(list.total).toBe(before.total);
  });
});
