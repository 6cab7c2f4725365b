// All on the real provider: the Super admin's community in URLs and bodies is its own work.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import {
  activeCommunityId,
  setChosenCommunity,
} from '../../../../src/client/dashboard/switcher/activeCommunity';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn, superAdminUser } from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const firstPage = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

function lastRequest(fetchMock: ReturnType<typeof mockFetch>) {
  const [input, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), init };
}

const emptyList = () => jsonResponse({ records: [], totalRecordCount: 0 });

describe('the active community in the dataProvider', () => {
  it("is always a community user's own, whatever is stored", async () => {
    signIn(adminUser);
    setChosenCommunity({ id: 9, name: 'Elsewhere' });
    expect(activeCommunityId()).toBe(1);
    const fetchMock = mockFetch(emptyList);
    await dataProvider.getList('landlords', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Landlords/community/1?PageSize=10&PageNumber=1');
    await dataProvider.getList('apartment-types', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Apartments/apartmentTypes');
  });

  it('gives the Super admin the global list until a community is chosen', async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch(emptyList);
    await dataProvider.getList('streets', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Streets?PageSize=10&PageNumber=1');

    setChosenCommunity({ id: 4, name: 'Banana Island' });
    await dataProvider.getList('streets', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Streets/Community/4?PageSize=10&PageNumber=1');
    await dataProvider.getList('landlords', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Landlords/community/4?PageSize=10&PageNumber=1');
  });

  it('names the chosen community with ?communityId= on lists without it in the path', async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(emptyList);
    await dataProvider.getList('apartment-types', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Apartments/apartmentTypes?communityId=4');
    // The communities list is not scoped: the switcher and the list read every community.
    await dataProvider.getList('communities', firstPage);
    expect(lastRequest(fetchMock).url).toBe('/api/Communities?PageSize=10&PageNumber=1');
  });

  it('asks the Super admin to choose a community where no global list exists', async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch(emptyList);
    await expect(dataProvider.getList('excos', firstPage)).rejects.toMatchObject({
      message: messages.reference.chooseCommunity,
      status: 400,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds communityId to a Super admin's create body", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ id: 7, streetName: 'Bourdillon' }, 201));
    await dataProvider.create('streets', { data: { streetName: 'Bourdillon' } });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/Streets');
    expect(JSON.parse(String(init.body))).toEqual({ streetName: 'Bourdillon', communityId: 4 });

    await dataProvider.create('apartment-types', { data: { name: 'Duplex' } });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      name: 'Duplex',
      comId: 4,
    });
  });

  it('adds CommunityId to a multipart create', async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ id: 3 }, 201));
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await dataProvider.create('landlords', {
      data: { fullName: 'Ngozi', image: { rawFile: photo, src: 'blob:x' } },
    });
    const form = lastRequest(fetchMock).init.body as FormData;
    expect(form.get('CommunityId')).toBe('4');
    expect(form.get('FullName')).toBe('Ngozi');
  });

  it("keeps the record's own community on a Super admin's update", async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 7 }));
    await dataProvider.update('streets', {
      id: 7,
      data: { streetName: 'Bourdillon', communityId: 3 },
      previousData: { id: 7, communityId: 3 },
    });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      streetName: 'Bourdillon',
      communityId: 3,
      id: 7,
    });
  });

  it("leaves a Super admin's update without any community to the server", async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 9 }));
    await dataProvider.update('projects', {
      id: 9,
      data: { projectName: 'Borehole' },
      previousData: { id: 9 },
    });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      projectName: 'Borehole',
      id: 9,
    });
  });

  it('refuses a Super admin create with no community, without calling the server', async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch();
    await expect(
      dataProvider.create('streets', { data: { streetName: 'Bourdillon' } }),
    ).rejects.toMatchObject({ message: messages.reference.chooseCommunity });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends other roles' writes as they are (the session decides)", async () => {
    signIn(adminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ id: 7 }, 201));
    await dataProvider.create('streets', { data: { streetName: 'Bourdillon' } });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      streetName: 'Bourdillon',
    });
  });

  it('does not add a community to community records themselves', async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ id: 2 }));
    await dataProvider.update('communities', {
      id: 2,
      data: { communityName: 'Banana Island' },
      previousData: { id: 2 },
    });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      communityName: 'Banana Island',
      id: 2,
    });
  });
});
