import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents';
import { messages } from '../../../../src/shared/messages';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { renderDashboard } from '../renderDashboard';

beforeEach(() => {
  // jsdom has no object URLs: the photos (AuthorizedImage), file previews and the CSV download.
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

const amaka: Resident = {
  id: 5,
  communityId: 1,
  title: 'Mrs',
  fullName: 'Amaka Nwosu',
  email: 'amaka@nwosu.ng',
  dob: '1990-04-12',
  gender: 'Female',
  maritalStatus: 'Married',
  mobileNumber: '08031234567',
  nationality: 'Nigerian',
  occupation: 'Engineer',
  state: 'Lagos',
  status: 'Tenant',
  imagePath: '/api/Files/p5',
  memberId: 'NB1-5',
  idNumber: '12345678901',
  idNumberType: 'NIN',
  idNumberFile: '/api/Files/id5',
  expiryDate: '',
  outStandingBalance: 0,
  selectedAddressId: 2,
  selectedApartmentId: 3,
  selectedApartmentTypeId: 4,
  selectedRoleId: 7,
  roleName: 'Member',
  address: '12 Admiralty Way',
  apartmentName: 'Flat 3B',
  apartmentType: 'Flat',
  referralId: '',
  createdDate: '2026-01-02T10:00:00.000Z',
};

const addresses = [
  { id: 2, address: '12 Admiralty Way', streetId: 7, communityId: 1 },
  { id: 9, address: '4 Bourdillon Road', streetId: 8, communityId: 1 },
];
const apartments = [
  { id: 3, apartmentName: 'Flat 3B', addressId: 2, communityId: 1 },
  { id: 8, apartmentName: 'Flat 8A', addressId: 9, communityId: 1 },
];
const apartmentTypes = [{ id: 4, name: 'Flat', type: '2 bedroom', numberOfRoom: 2, comId: 1 }];
const roles = [
  { id: 1, roleName: 'Admin' },
  { id: 7, roleName: 'Member' },
];

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

interface Api {
  residents?: Resident[];
  apartments?: object[];
  write?: (url: string, init: RequestInit) => Response;
  exportCsv?: () => Response;
}

/** Community 1's residents and the records a resident needs, the files, and the given writes. */
function residentsApi({
  residents = [amaka],
  apartments: flats = apartments,
  write,
  exportCsv,
}: Api = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Residents/Export')) return exportCsv?.();
    if (url.startsWith('/api/Residents/Community/1?')) return page(residents);
    if (url === '/api/Residents/5') return jsonResponse(residents[0] ?? amaka);
    if (url === '/api/Residents/5/Dependants') return page([]);
    if (url.startsWith('/api/Addresses/Community/1?')) return page(addresses);
    if (url.startsWith('/api/Apartments/Community/1?')) return page(flats);
    if (url === '/api/Apartments/apartmentTypes') return page(apartmentTypes);
    if (url === '/api/Communities/Getroles') return jsonResponse(roles);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    if (url.startsWith('/api/Files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return undefined;
  });
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

function formEntries(form: FormData) {
  return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillText(user: UserEvent, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** Every required field of the add-new form but the ID type, number and document. */
async function fillRequired(user: UserEvent) {
  await user.upload(
    screen.getByLabelText(/^Photo/),
    new File(['png'], 'amaka.png', { type: 'image/png' }),
  );
  const fields: [RegExp, string][] = [
    [/^Title/, 'Mrs'],
    [/^Full name/, 'Amaka Nwosu'],
    [/^Occupation/, 'Engineer'],
    [/^State/, 'Lagos'],
    [/^Email/, 'amaka@nwosu.ng'],
    [/^Mobile number/, '08031234567'],
  ];
  for (const [label, value] of fields) await fillText(user, label, value);
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1990-04-12' } });
  await choose(user, /^Gender/, 'Female');
  await choose(user, /^Marital status/, 'Married');
  await choose(user, /^Address/, '12 Admiralty Way');
  await choose(user, /^Apartment\W*$/, 'Flat 3B');
  await choose(user, /^Apartment type/, 'Flat (2 bedroom)');
  await choose(user, /^Role/, 'Member');
}

describe('residents list', () => {
  it("shows the community's residents in the spec's columns, and a row opens one", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/resident');
    const table = await screen.findByRole('table');
    for (const header of [
      'Photo',
      'Full name',
      'Email',
      'Mobile number',
      'Role name',
      'Apartment type',
      'Address',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/Residents/Community/1?PageSize=10&PageNumber=1');
    const row = within(table).getByText('amaka@nwosu.ng').closest('tr')!;
    for (const text of ['08031234567', 'Member', 'Flat', '12 Admiralty Way']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'Amaka Nwosu' })).toHaveAttribute(
      'href',
      '/dashboard/resident/5',
    );
    await waitFor(() =>
      expect(within(row).getByRole('img', { name: 'Photo of Amaka Nwosu' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/resident/add-new',
    );

    await user.click(within(row).getByText('amaka@nwosu.ng'));
    expect(await screen.findByRole('heading', { name: 'Resident details' })).toBeInTheDocument();
  }, 60_000);

  it('says so when there is no resident, and has nothing to export', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({ residents: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident');
    expect(await screen.findByText(messages.resident.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.resident.noExport)).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('/Export'))).toBe(false);
  });

  it('exports the searched residents as Neighbourly_resident-List.csv with the session cookie', async () => {
    const user = userEvent.setup({ delay: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = residentsApi({
      exportCsv: () =>
        new Response('Full name\nAmaka Nwosu\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/resident');
    await screen.findByText('amaka@nwosu.ng');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Amaka{Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/Residents/Community/1?PageSize=10&PageNumber=1&SearchText=Amaka',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Export'))!;
    expect(call[0]).toBe('/api/Residents/Export?SearchText=Amaka');
    // The session cookie goes by itself (same origin); no token is ever read by scripts.
    expect(new Headers(call[1]?.headers).get('Authorization')).toBeNull();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Neighbourly_resident-List.csv');
    expect(link.href).toMatch(/^blob:/);
  });

  it("exports the Super admin's chosen community", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    const fetchMock = residentsApi({ exportCsv: () => new Response('Full name\n') });
    signIn(superAdminUser);
    renderDashboard('/dashboard/resident');
    await screen.findByText('amaka@nwosu.ng');
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/Residents/Export?communityId=1',
      ),
    );
  });

  it('shows the spec text when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((url) =>
      url.startsWith('/api/Residents/Community/1?') ? new Response('', { status: 500 }) : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/resident');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resident.loadFailed);
  });
});

describe('resident add-new', () => {
  it('needs roles, apartment types, addresses and apartments first', async () => {
    residentsApi({ apartments: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new');
    expect(await screen.findByText(messages.resident.prerequisite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('blank → all inputs; no ID → the ID message; valid → multipart POST and back', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({ write: () => jsonResponse({ ...amaka, id: 6 }, 201) });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Resident' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nationality/)).toHaveValue('Nigerian');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.required)).toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.idRequired)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    await choose(user, /^ID type/, 'NIN');
    await fillText(user, /^ID number/, '12345678901');
    await user.upload(
      screen.getByLabelText(/^ID document/),
      new File(['%PDF-1.4'], 'nin.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('nin.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.created)).toBeInTheDocument();

    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents');
    expect(init!.method).toBe('POST');
    const form = init!.body as FormData;
    expect(formEntries(form)).toMatchObject({
      Title: 'Mrs',
      FullName: 'Amaka Nwosu',
      Gender: 'Female',
      Dob: '1990-04-12',
      MaritalStatus: 'Married',
      Email: 'amaka@nwosu.ng',
      MobileNumber: '08031234567',
      Occupation: 'Engineer',
      Nationality: 'Nigerian',
      State: 'Lagos',
      SelectedAddressId: '2',
      SelectedApartmentId: '3',
      SelectApartmentTypeId: '4',
      SelectedRoleId: '7',
      IdNumberType: 'NIN',
      IdNumber: '12345678901',
    });
    expect((form.get('Image') as File).name).toBe('amaka.png');
    expect((form.get('IdNumberFile') as File).name).toBe('nin.pdf');
    // Blank optional fields are left to the server (a generated member ID, no expiry).
    expect(form.has('MemberId')).toBe(false);
    expect(form.has('ExpiryDate')).toBe(false);
    expect(form.has('CommunityId')).toBe(false);
    // Opened directly: back means the list.
    expect(await screen.findByRole('heading', { name: 'Residents' })).toBeInTheDocument();
  }, 90_000);

  it("offers only the chosen address's apartments", async () => {
    const user = userEvent.setup({ delay: null });
    residentsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new');
    await screen.findByRole('button', { name: 'Save' });
    await choose(user, /^Address/, '4 Bourdillon Road');
    await user.click(screen.getByRole('combobox', { name: /^Apartment\W*$/ }));
    expect(await screen.findByRole('option', { name: 'Flat 8A' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Flat 3B' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('resident details', () => {
  it('an administrator edits every field, sees the ID document and the dependants', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({ write: () => jsonResponse({ ...amaka, state: 'Ogun' }) });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5');
    const state = await screen.findByLabelText(/^State/);
    expect(state).toHaveValue('Lagos');
    expect(screen.getByLabelText(/^ID number/)).toHaveValue('12345678901');
    expect(screen.getByRole('button', { name: 'View ID document' })).toBeInTheDocument();
    expect(screen.getByLabelText(/New ID document \(optional\)/)).toBeInTheDocument();
    expect(await screen.findByText(messages.dependant.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add dependant' })).toHaveAttribute(
      'href',
      '/dashboard/apartment-types/add-dependant?residentId=5',
    );

    await fillText(user, /^State/, 'Ogun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents');
    expect(init!.method).toBe('PUT');
    const form = init!.body as FormData;
    expect(formEntries(form)).toMatchObject({
      Id: '5',
      State: 'Ogun',
      SelectedRoleId: '7',
      SelectApartmentTypeId: '4',
      IdNumber: '12345678901',
    });
    expect(form.has('Image')).toBe(false);
    expect(form.has('IdNumberFile')).toBe(false);
  }, 30_000);

  it('an administrator deletes a resident after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({
      write: () => jsonResponse({ message: messages.resident.deleted }),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.resident.deleted)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents/5');
    expect(init!.method).toBe('DELETE');
  }, 60_000);
});

describe('who may change whom (issue 12)', () => {
  const chairman = { ...adminUser, id: 11, roleName: 'Chairman', residentId: 6 };
  const amakaTheAdmin: Resident = { ...amaka, roleName: 'Admin', selectedRoleId: 1 };

  it("an officer sees an administrator's identity and role read-only, and no Delete", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({
      residents: [amakaTheAdmin],
      write: () => jsonResponse({ ...amakaTheAdmin, state: 'Ogun' }),
    });
    signIn(chairman);
    renderDashboard('/dashboard/resident/5');
    const state = await screen.findByLabelText(/^State/);
    for (const label of [/^Title/, /^Full name/, /^Email/, /^Mobile number/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(state).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await fillText(user, /^State/, 'Ogun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    const [, init] = writes(fetchMock)[0]!;
    // The identity goes back as it was, so the server's rule lets the edit through.
    expect(formEntries(init!.body as FormData)).toMatchObject({
      State: 'Ogun',
      Email: 'amaka@nwosu.ng',
      SelectedRoleId: '1',
    });
  }, 30_000);

  it("an officer edits a Member's identity and may delete them", async () => {
    residentsApi();
    signIn(chairman);
    renderDashboard('/dashboard/resident/5');
    expect(await screen.findByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  }, 30_000);
});

describe('residents for a Member', () => {
  const member = { ...memberUser, residentId: 5 };

  it('the list, add-new and another resident say the permission is missing', async () => {
    const fetchMock = residentsApi();
    signIn(member);
    const list = renderDashboard('/dashboard/resident');
    expect(await screen.findByText(messages.resident.viewPermission)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My resident profile' })).toHaveAttribute(
      'href',
      '/dashboard/resident/5',
    );
    list.unmount();

    const create = renderDashboard('/dashboard/resident/add-new');
    expect(await screen.findByText(messages.resident.createPermission)).toBeInTheDocument();
    create.unmount();

    renderDashboard('/dashboard/resident/9');
    expect(await screen.findByText(messages.resident.viewPermission)).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.startsWith('/api/Residents'))).toBe(false);
  });

  it('reaches their own profile from the overview and saves the profile fields only', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({
      write: () => jsonResponse({ ...amaka, occupation: 'Nurse' }),
    });
    signIn(member);
    renderDashboard('/dashboard/home');
    await user.click(await screen.findByRole('link', { name: 'My resident profile' }));
    expect(await screen.findByRole('heading', { name: 'My resident profile' })).toBeInTheDocument();
    const occupation = await screen.findByLabelText(/^Occupation/);
    expect(screen.queryByLabelText(/^ID number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Flat 3B')).toBeInTheDocument();

    await user.clear(occupation);
    await user.type(occupation, 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    const form = writes(fetchMock)[0]![1]!.body as FormData;
    expect([...form.keys()].sort()).toEqual(
      [
        'Id',
        'Title',
        'FullName',
        'Gender',
        'MaritalStatus',
        'Dob',
        'MobileNumber',
        'Email',
        'Occupation',
        'Nationality',
        'State',
      ].sort(),
    );
    expect(form.get('Occupation')).toBe('Nurse');
    // Back where the Member came from.
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  }, 30_000);
});
