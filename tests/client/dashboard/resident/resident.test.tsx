/**
 * The residents list (columns, CSV export, errors) and the add-new form. A resident's details,
 * officers' limits and a Member's own profile are in resident-details.test.tsx.
 * The real provider keeps the CSV export, the list's failure text and the add-new's multipart POST.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { adminUser, jsonResponse, mockFetch, signIn, superAdminUser } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import {
  amaka,
  choose,
  fillRequired,
  fillText,
  formEntries,
  residentsApi,
  residentsFake,
  setUpResidentTests,
  writes,
} from './residentsApi';

setUpResidentTests();

describe('residents list', () => {
  it("shows the community's residents in the spec's columns, and a row opens one", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/resident', fake);
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
    expect(fake.callsTo('getList', 'resident')[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
    });
    const row = within(table).getByText('amaka@nwosu.ng').closest('tr')!;
    // The phone grouped as people read it (issue 16).
    for (const text of ['0803 123 4567', 'Member', 'Flat', '12 Admiralty Way']) {
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

  it('on a phone, lists each resident as an item with role and address, opening them', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/resident', residentsFake());
    const item = await screen.findByRole('link', { name: /Amaka Nwosu/ });
    expect(item).toHaveAttribute('href', '/dashboard/resident/5');
    expect(item).toHaveTextContent('Role name: Member · Address: 12 Admiralty Way');
    expect(screen.queryByRole('table')).toBeNull();
  }, 60_000);

  it('says so when there is no resident, and has nothing to export', async () => {
    const user = userEvent.setup({ delay: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fake = residentsFake({ residents: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident', fake);
    expect(await screen.findByText(messages.resident.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.resident.noExport)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  // The export is a download from the list's URL (the real provider's exportUrl): a stubbed fetch.
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

  // The spec text for a bodiless failure is the real provider's (resourcePaths' listFailed).
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
    const fake = residentsFake({ apartments: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new', fake);
    expect(await screen.findByText(messages.resident.prerequisite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  // The multipart body is the real provider's: a stubbed fetch.
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
    const fake = residentsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new', fake);
    await screen.findByRole('button', { name: 'Save' });
    await choose(user, /^Address/, '4 Bourdillon Road');
    await user.click(screen.getByRole('combobox', { name: /^Apartment\W*$/ }));
    expect(await screen.findByRole('option', { name: 'Flat 8A' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Flat 3B' })).not.toBeInTheDocument();
  }, 60_000);
});
