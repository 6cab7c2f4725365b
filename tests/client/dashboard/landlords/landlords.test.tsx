import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import type { Landlord } from '../../../../src/shared/contract/landlords';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { anApartment, aStreet } from '../fakeProvider/samples';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { exeNamedPng, oversizePng, pngFile } from '../files';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

beforeEach(() => {
  // jsdom has no object URLs: the photo (AuthorizedImage) and the file preview (ImageInput).
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:http://localhost/${(next += 1)}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ngozi: Landlord = {
  id: 4,
  fullName: 'Ngozi Obi',
  title: 'Mrs',
  email: 'ngozi@obi.ng',
  mobileNo: '08012345678',
  image: '/api/Files/f1',
  buildingName: 'Palm Court',
  apartmentId: 3,
  apartmentName: 'Flat 3B',
  streetId: 7,
  streetName: 'Admiralty Way',
  lga: 'Eti-Osa',
  state: 'Lagos',
  communityId: 1,
  createdDate: '2026-01-02T10:00:00.000Z',
};
const admiralty = { id: 7, streetName: 'Admiralty Way', communityId: 1 };
const flat3b = { id: 3, apartmentName: 'Flat 3B', streetId: 7, communityId: 1 };

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

interface Api {
  landlords?: Landlord[];
  streets?: object[];
  apartments?: object[];
  write?: (url: string, init: RequestInit) => Response;
}

/** Community 1's landlords, streets and apartments, the photo file, and the given writes. */
function landlordsApi({
  landlords = [ngozi],
  streets = [admiralty],
  apartments = [flat3b],
  write,
}: Api = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Landlords/community/1?') || url.startsWith('/api/Landlords?')) {
      return page(landlords);
    }
    if (url === '/api/Landlords/4') return jsonResponse(ngozi);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    if (url.startsWith('/api/Streets/Community/1')) return page(streets);
    if (url === '/api/Streets/7') return jsonResponse(admiralty);
    if (url.startsWith('/api/Apartments/Community/1')) return page(apartments);
    if (url === '/api/Apartments/3') return jsonResponse(flat3b);
    if (url.startsWith('/api/Files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return undefined;
  });
}

/** The same community in the fake dataProvider, the photo file with it; fetch answers nothing. */
function landlordsFake({ landlords = [ngozi], apartments = [flat3b] } = {}) {
  forbidFetch();
  return fakeDataProvider({
    landlords,
    streets: [aStreet(admiralty)],
    apartments: apartments.map((apartment) => anApartment(apartment)),
    files: { '/api/Files/f1': new Blob(['png'], { type: 'image/png' }) },
  });
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

const photo = () => pngFile('ngozi.png');

async function choose(user: UserEvent, label: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every landlord field but the photo. */
async function fillFields(user: UserEvent) {
  const fields: [RegExp, string][] = [
    [/^Title/, 'Mrs'],
    [/Full name/, 'Ngozi Obi'],
    [/^Email/, 'ngozi@obi.ng'],
    [/Mobile number/, '08012345678'],
    [/Building name/, 'Palm Court'],
    [/^LGA/, 'Eti-Osa'],
    [/^State/, 'Lagos'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await choose(user, /^Street/, 'Admiralty Way');
  // "Flat 3B", or "Flat 3B · 12 Admiralty Way" where the record names its address.
  await choose(user, /^Apartment/, /^Flat 3B/);
}

describe('landlords list', () => {
  it("shows the community's landlords with their photo, and a row opens one", async () => {
    const user = userEvent.setup();
    const fake = landlordsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/landlords', fake);
    const table = await screen.findByRole('table');
    for (const header of ['Photo', 'Name', 'Email', 'Mobile', 'Apartment name', 'Street name']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(fake.callsTo('getList', 'landlords')[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
    });
    const row = within(table).getByText('ngozi@obi.ng').closest('tr')!;
    // The mobile grouped as people read it (issue 16).
    for (const text of ['0801 234 5678', 'Flat 3B', 'Admiralty Way']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // The photo is read through the dataProvider and shown from an object URL.
    await waitFor(() =>
      expect(within(row).getByRole('img', { name: 'Photo of Ngozi Obi' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(fake.callsTo('getFileBlob')[0]?.params).toEqual(['/api/Files/f1', expect.anything()]);

    await user.click(within(row).getByText('ngozi@obi.ng'));
    expect(await screen.findByRole('heading', { name: 'Landlord details' })).toBeInTheDocument();
  }, 60_000);

  it('on a phone, lists each landlord with photo, mobile and street, opening them', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/landlords', landlordsFake());
    const item = await screen.findByRole('link', { name: /Ngozi Obi/ });
    expect(item).toHaveAttribute('href', '/dashboard/landlords/4');
    expect(item).toHaveTextContent('Mobile: 0801 234 5678 · Street name: Admiralty Way');
    expect(within(item).getByRole('img', { name: 'Photo of Ngozi Obi' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is no landlord', async () => {
    const fake = landlordsFake({ landlords: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/landlords', fake);
    expect(await screen.findByText(messages.landlord.empty)).toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const fake = landlordsFake();
    signIn(memberUser);
    renderDashboard('/dashboard/landlords', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(fake.callsTo('getList', 'landlords')).toHaveLength(0);
  });

  // The path is the real provider's (resourcePaths.ts): this one stays on a stubbed fetch.
  it("reads the Super admin's global list until a community is chosen", async () => {
    const fetchMock = landlordsApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/landlords');
    expect(await screen.findByText('ngozi@obi.ng')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/Landlords?PageSize=10&PageNumber=1');
  });
});

describe('landlord add-new', () => {
  it('needs an apartment and a street first', async () => {
    const fake = landlordsFake({ apartments: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/add-new', fake);
    expect(await screen.findByText(messages.landlord.prerequisite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks the Super admin to choose a community first', async () => {
    const fake = landlordsFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/landlords/add-new', fake);
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  // Multipart bodies and the Super admin's CommunityId are the real provider's: a stubbed fetch.
  it('blank → all inputs; no photo → select an image; valid → multipart POST', async () => {
    const user = userEvent.setup();
    const fetchMock = landlordsApi({ write: () => jsonResponse({ ...ngozi, id: 5 }, 201) });
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Landlord' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.required)).toBeInTheDocument();

    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.imageRequired)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    await user.upload(screen.getByLabelText(/^Photo/), photo());
    expect(await screen.findByRole('img', { name: 'ngozi.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.added)).toBeInTheDocument();

    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Landlords');
    expect(init!.method).toBe('POST');
    const form = init!.body as FormData;
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))).toMatchObject({
      Title: 'Mrs',
      FullName: 'Ngozi Obi',
      Email: 'ngozi@obi.ng',
      MobileNo: '08012345678',
      BuildingName: 'Palm Court',
      StreetId: '7',
      ApartmentId: '3',
      Lga: 'Eti-Osa',
      State: 'Lagos',
    });
    expect((form.get('Image') as File).name).toBe('ngozi.png');
    // The session names the community of an Admin's write.
    expect(form.has('CommunityId')).toBe(false);
  });

  it('refuses a photo over 5 MB, or a program named .png, the moment it is chosen', async () => {
    const user = userEvent.setup();
    const fake = landlordsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/add-new', fake);
    await screen.findByRole('button', { name: 'Save' });
    await fillFields(user);
    const input = screen.getByLabelText(/^Photo/);
    await user.upload(input, oversizePng('big.png'));
    expect(await screen.findByText(messages.upload.tooLarge)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.upload.tooLarge));
    await user.upload(input, exeNamedPng('ngozi.png'));
    expect(await screen.findByText(messages.upload.imageType)).toBeInTheDocument();
    // Neither file is kept: no preview, and Save asks for a photo.
    expect(screen.queryByText('ngozi.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'ngozi.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.imageRequired)).toBeInTheDocument();
    expect(fake.callsTo('create')).toHaveLength(0);
  });

  it("sends the Super admin's chosen community as CommunityId", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    const fetchMock = landlordsApi({ write: () => jsonResponse({ ...ngozi, id: 5 }, 201) });
    signIn(superAdminUser);
    renderDashboard('/dashboard/landlords/add-new');
    await screen.findByRole('button', { name: 'Save' });
    await fillFields(user);
    await user.upload(screen.getByLabelText(/^Photo/), photo());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.added)).toBeInTheDocument();
    const form = writes(fetchMock)[0]![1]!.body as FormData;
    expect(form.get('CommunityId')).toBe('1');
  });
});

describe('landlord edit', () => {
  // The PUT's multipart body is the real provider's: a stubbed fetch.
  it('shows the current photo and saves without a new one as multipart', async () => {
    const user = userEvent.setup();
    const fetchMock = landlordsApi({ write: () => jsonResponse({ ...ngozi, state: 'Ogun' }) });
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/4');
    const state = await screen.findByLabelText(/^State/);
    expect(state).toHaveValue('Lagos');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Ngozi Obi' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(screen.getByLabelText(/New photo \(optional\)/)).toBeInTheDocument();
    await user.clear(state);
    await user.type(state, 'Ogun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.landlord.updated)).toBeInTheDocument();

    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Landlords');
    expect(init!.method).toBe('PUT');
    const form = init!.body as FormData;
    expect(form.get('Id')).toBe('4');
    expect(form.get('State')).toBe('Ogun');
    expect(form.get('StreetId')).toBe('7');
    expect(form.has('Image')).toBe(false);
  }, 60_000);

  it('shows the load-failure text when the landlord cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = landlordsFake(); // holds landlord 4 only
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/9', fake);
    expect(await screen.findByText(messages.landlord.loadFailed)).toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = landlordsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/landlords/4', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(fake.callsTo('delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.landlord.deleted)).toBeInTheDocument();
    expect(fake.callsTo('delete', 'landlords')[0]?.params).toMatchObject({ id: 4 });
    expect(fake.records.landlords).toHaveLength(0);
  }, 60_000);
});
