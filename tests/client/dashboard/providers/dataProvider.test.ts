import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn, superAdminUser } from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page2 = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: { q: 'Admiralty' },
};

function lastRequest(fetchMock: ReturnType<typeof mockFetch>) {
  const [input, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), init, headers: new Headers(init.headers) };
}

describe('dataProvider', () => {
  it('getList sends PageSize, PageNumber and SearchText and maps records to data/total', async () => {
    signIn(adminUser);
    const records = [{ id: 11, streetName: 'Admiralty Way' }];
    const fetchMock = mockFetch(() => jsonResponse({ records, totalRecordCount: 14 }));
    const result = await dataProvider.getList('streets', page2);
    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Streets/Community/1?PageSize=10&PageNumber=2&SearchText=Admiralty');
    expect(headers.get('Authorization')).toBeNull();
    expect(result).toEqual({ data: records, total: 14 });
  });

  it('the Super admin reads the global list', async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch(() => jsonResponse({ records: [], totalRecordCount: 0 }));
    await dataProvider.getList('projects', { ...page2, filter: {} });
    expect(lastRequest(fetchMock).url).toBe('/api/Projects?PageSize=10&PageNumber=2');
  });

  it('the apartment types list requests no paging and is paged in the browser', async () => {
    signIn(adminUser);
    const records = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Type ${i + 1}` }));
    const fetchMock = mockFetch(() => jsonResponse({ records, totalRecordCount: 12 }));
    const result = await dataProvider.getList('apartment-types', { ...page2, filter: {} });
    expect(lastRequest(fetchMock).url).toBe('/api/Apartments/apartmentTypes');
    expect(result.data.map((r) => r.id)).toEqual([11, 12]);
    expect(result.total).toBe(12);
  });

  it('getOne reads /api/<Family>/{id} with the session cookie, no bearer', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 5, streetName: 'Bourdillon' }));
    const { data } = await dataProvider.getOne('streets', { id: 5 });
    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Streets/5');
    expect(headers.get('Authorization')).toBeNull();
    expect(data).toEqual({ id: 5, streetName: 'Bourdillon' });
  });

  it('create sends JSON to the resource create path', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 3, name: 'Duplex' }));
    const { data } = await dataProvider.create('apartment-types', { data: { name: 'Duplex' } });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Apartments/AddApartmentType');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Duplex' });
    expect(data).toEqual({ id: 3, name: 'Duplex' });
  });

  it("update PUTs JSON to the resource's own update path, the id in the body", async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 12, name: 'Renamed' }));
    await dataProvider.update('apartment-types', {
      id: 12,
      data: { name: 'Renamed' },
      previousData: { id: 12 },
    });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/Apartments/UpdateApartmentType');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ id: 12, name: 'Renamed' });
  });

  it('update sends multipart with PascalCase keys when the data holds a file', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Community successfully updated' }));
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await dataProvider.update('communities', {
      id: 1,
      data: { communityName: 'Lekki Gardens', image: { rawFile: logo, src: 'blob:x' } },
      previousData: { id: 1 },
    });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Communities');
    expect(init.method).toBe('PUT');
    expect(headers.get('Content-Type')).toBeNull();
    const form = init.body as FormData;
    expect(form.get('Id')).toBe('1');
    expect(form.get('CommunityName')).toBe('Lekki Gardens');
    expect((form.get('Image') as File).name).toBe('logo.png');
  });

  it("reads a resident's dependants under them, writes JSON to /api/Residents/Dependants", async () => {
    signIn(adminUser);
    const chioma = { id: 11, residentId: 5, fullName: 'Chioma Nwosu' };
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(chioma, 201)
        : jsonResponse({ records: [chioma], totalRecordCount: 1 }),
    );
    await dataProvider.getManyReference('dependants', {
      target: 'residentId',
      id: 5,
      ...page2,
      filter: {},
    });
    expect(lastRequest(fetchMock).url).toBe('/api/Residents/5/Dependants');

    await dataProvider.create('dependants', { data: { residentId: 5, fullName: 'Chioma Nwosu' } });
    const created = lastRequest(fetchMock);
    expect(created.url).toBe('/api/Residents/Dependants');
    expect(created.init.method).toBe('POST');
    expect(JSON.parse(String(created.init.body))).toEqual({
      residentId: 5,
      fullName: 'Chioma Nwosu',
    });

    await dataProvider.delete('dependants', { id: 11, previousData: chioma });
    const deleted = lastRequest(fetchMock);
    expect(deleted.url).toBe('/api/Residents/Dependants/11');
    expect(deleted.init.method).toBe('DELETE');
  });

  it("a failed call carries the server's message and status", async () => {
    signIn(adminUser);
    mockFetch(() =>
      jsonResponse({ message: 'You do not have permission to access this page' }, 403),
    );
    await expect(dataProvider.getOne('streets', { id: 5 })).rejects.toMatchObject({
      message: 'You do not have permission to access this page',
      status: 403,
    });
  });

  it('without a server message the spec fallback is used', async () => {
    signIn(adminUser);
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(dataProvider.getList('streets', page2)).rejects.toMatchObject({
      message: messages.generic.failure,
      status: 502,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(dataProvider.getOne('streets', { id: 1 })).rejects.toThrow(
      messages.generic.failure,
    );
  });
});

describe('dataProvider.getFileBlob', () => {
  it('reads a protected file with the session and answers its blob', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch((url) =>
      url === '/api/Files/abc'
        ? new Response(new Blob(['png'], { type: 'image/png' }), {
            headers: { 'Content-Type': 'image/png' },
          })
        : undefined,
    );
    const blob = (await dataProvider.getFileBlob('/api/Files/abc')) as Blob;
    expect(blob.type).toBe('image/png');
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Files/abc');
    expect(init.method ?? 'GET').toBe('GET');
    expect(headers.get('Authorization')).toBeNull();
  });

  it("a refused file rejects with react-admin's HttpError and the server's message", async () => {
    signIn(adminUser);
    mockFetch(() => jsonResponse({ message: messages.upload.notFound }, 404));
    const error: unknown = await dataProvider
      .getFileBlob('/api/Files/gone')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: messages.upload.notFound });
  });

  it("getCommunityAdverts reads the first page of the community's active adverts", async () => {
    signIn(adminUser);
    const active = [{ id: 6, name: 'Ade Tailoring' }];
    const fetchMock = mockFetch(() => jsonResponse({ records: active, totalRecordCount: 1 }));
    expect(await dataProvider.getCommunityAdverts(10)).toEqual(active);
    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/Adverts/1/GetCommunityAdverts?PageSize=10&PageNumber=1');
    expect(headers.get('Authorization')).toBeNull();
  });
});
