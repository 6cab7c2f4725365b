/**
 * The notices' calls of the real dataProvider (issue 19), on a stubbed fetch because their point
 * is the HTTP: the list and its unread filter, the summary, marking read and the deliveries
 * reach their routes with their query, a notice without a file is JSON and one with an
 * attachment multipart (the fields as the server reads them), and the Super admin's chosen
 * community is named.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import type { NoticeMethods } from '../../../../src/client/dashboard/providers/methods/notices';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import {
  CSRF_TOKEN,
  adminUser,
  jsonResponse,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setChosenCommunity(null);
});

const provider = dataProvider as typeof dataProvider & NoticeMethods;
const page = { records: [], totalRecordCount: 0, unreadCount: 0 };

function sent(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body,
    csrf: new Headers(init?.headers).get('X-CSRF-Token'),
  };
}

describe('the notices of the dataProvider', () => {
  it('lists notices with the unread filter, paged', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse(page));
    await provider.getList('notices', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { unread: true },
    });
    expect(sent(fetchMock).url).toBe('/api/Notices?PageSize=10&PageNumber=2&unread=true');
  });

  it('reads the summary, for the Super admin in the chosen community', async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Palm Estate' });
    const fetchMock = mockFetch(() => jsonResponse({ ...page, unreadCount: 2 }));
    await expect(provider.getNoticeSummary(3)).resolves.toMatchObject({ unreadCount: 2 });
    expect(sent(fetchMock).url).toBe('/api/Notices?PageSize=3&PageNumber=1&communityId=4');
  });

  it('marks a notice read with a POST and the CSRF header', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Marked as read' }));
    await provider.markNoticeRead(7);
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/Notices/7/Read',
      method: 'POST',
      csrf: CSRF_TOKEN,
    });
  });

  it('reads a page of deliveries by status', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() =>
      jsonResponse({ records: [], totalRecordCount: 0, counts: {} }),
    );
    await provider.getNoticeDeliveries(7, { page: 1, perPage: 10, status: 'skipped' });
    expect(sent(fetchMock).url).toBe(
      '/api/Notices/7/Deliveries?PageSize=10&PageNumber=1&status=skipped',
    );
  });

  it('posts JSON without a file, multipart with an attachment', async () => {
    signIn(adminUser);
    const notice = {
      title: 'Water',
      body: 'Off',
      audience: 'streets',
      streetIds: [3, 4],
      channels: ['sms'],
    };
    let fetchMock = mockFetch(() => jsonResponse({ id: 9 }, 201));
    await provider.create('notices', { data: notice });
    expect(sent(fetchMock).url).toBe('/api/Notices');
    expect(JSON.parse(sent(fetchMock).body as string)).toEqual(notice);

    fetchMock = mockFetch(() => jsonResponse({ id: 10 }, 201));
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'plan.pdf', {
      type: 'application/pdf',
    });
    await provider.create('notices', { data: { ...notice, attachment: { rawFile: file } } });
    const form = sent(fetchMock).body as FormData;
    expect(form.get('Title')).toBe('Water');
    expect(form.getAll('StreetIds')).toEqual(['3', '4']);
    expect(form.getAll('Channels')).toEqual(['sms']);
    expect((form.get('Attachment') as File).name).toBe('plan.pdf');
  });
});
