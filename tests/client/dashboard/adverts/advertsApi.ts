/**
 * A fake adverts API for the tests that are about the real provider's HTTP (contract issue 6):
 * the list (searched and paged like the server), the sections, the residents the administrators'
 * picker searches, the advert images, and `write` for every POST and PUT. The other tests use
 * the fake dataProvider (../fakeDataProvider.ts) with the samples here.
 */
import { vi } from 'vitest';
import type { Advert, AdvertSection } from '../../../../src/shared/contract/adverts';
import { jsonResponse, mockFetch } from '../fixtures';

export const banner: AdvertSection = { id: 1, name: 'Dashboard banner', pricePerDay: 2000 };
export const sidebar: AdvertSection = { id: 2, name: 'Sidebar', pricePerDay: 1000 };
export const noticeBoard: AdvertSection = { id: 3, name: 'Notice board', pricePerDay: 0 };
export const sections = [banner, sidebar, noticeBoard];

export const emeka = { id: 15, fullName: 'Emeka Nwosu', address: '4 Palm Close' };
export const amaka = { id: 16, fullName: 'Amaka Obi', address: '9 Unity Road' };

export function advert(id: number, overrides: Partial<Advert> = {}): Advert {
  return {
    id,
    communityId: 1,
    name: `Advert ${id}`,
    startDate: '2026-03-01',
    endDate: '2026-03-07',
    numberOfDay: 7,
    cost: 14000,
    amount: 14000,
    status: 'Active',
    section: 'Dashboard banner',
    sectionId: 1,
    residentId: 15,
    advertiser: 'Emeka Nwosu',
    graphics: `g${id}`,
    logo: `l${id}`,
    paid: true,
    feeTransactionId: `NBFEE${id}`,
    createdDate: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

type Write = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface AdvertsApiOptions {
  adverts?: Advert[];
  sections?: AdvertSection[];
  write?: Write;
}

function paged<T>(records: T[], query: URLSearchParams, searchable: (record: T) => string) {
  const search = (query.get('SearchText') ?? '').toLowerCase();
  const found = search
    ? records.filter((record) => searchable(record).toLowerCase().includes(search))
    : records;
  const size = Number(query.get('PageSize') ?? 10);
  const page = Number(query.get('PageNumber') ?? 1);
  return jsonResponse({
    records: found.slice((page - 1) * size, page * size),
    totalRecordCount: found.length,
  });
}

export function advertsApi({
  adverts = [],
  sections: sectionList = sections,
  write = () => jsonResponse({}, 201),
}: AdvertsApiOptions = {}) {
  const fetchMock = mockFetch((url) => {
    const [path = '', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    if (path === '/api/Adverts') {
      return paged(adverts, query, (record) => `${record.name} ${record.section}`);
    }
    if (path === '/api/Adverts/1/GetAdvertSections') return jsonResponse(sectionList);
    // The advertiser picker: the community's residents, searched, and the chosen one by id.
    if (path === '/api/Residents/Community/1') {
      return paged([emeka, amaka], query, (record) => record.fullName);
    }
    const resident = [emeka, amaka].find((record) => path === `/api/Residents/${record.id}`);
    if (resident) return jsonResponse(resident);
    if (path === '/api/Communities') return jsonResponse({ records: [], totalRecordCount: 0 });
    if (path.startsWith('/api/Files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return undefined;
  });
  const read = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) =>
    init.method && init.method !== 'GET' ? write(String(input), init) : read(input, init),
  );
  return fetchMock;
}

export function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({ url: String(url), init: init! }));
}

export function fetchedUrls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

/** jsdom has no object URLs: the images (AuthorizedImage) and the file previews (ImageInput). */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:http://localhost/${(next += 1)}`),
      revokeObjectURL: vi.fn(),
    }),
  );
}
