import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNaira } from '../../../../src/shared/format';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/Apartments/apartmentTypes';

const types = Array.from({ length: 12 }, (_, i) => ({
  id: 12 - i,
  type: '2 bedroom',
  name: `Type ${12 - i}`,
  numberOfRoom: 2,
  feePerPerMonth: 15000.5,
  comId: 1,
}));

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

describe('apartment types', { timeout: 60_000 }, () => {
  it('lists every type on one page (no paging requested) with the fee in naira', async () => {
    const fetchMock = mockFetch((url) =>
      url === LIST ? jsonResponse({ records: types, totalRecordCount: 12 }) : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types');
    expect(await screen.findByText('Type 12')).toBeInTheDocument();
    expect(screen.getByText('Type 1')).toBeInTheDocument();
    expect(screen.getByText('1 - 12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(LIST);
    for (const header of ['Type', 'Name', 'Number of rooms', 'Fee']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('Type 12').closest('tr')!;
    expect(within(row).getByText(formatNaira(15000.5))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View/Edit' })).toHaveAttribute(
      'href',
      '/dashboard/apartment-types/12',
    );
  });

  it('a Member reads the list without Add New or View/Edit, and cannot open add-new', async () => {
    mockFetch((url) =>
      url === LIST ? jsonResponse({ records: types, totalRecordCount: 12 }) : undefined,
    );
    signIn(memberUser);
    const { unmount } = renderDashboard('/dashboard/apartment-types');
    expect(await screen.findByText('Type 12')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View/Edit' })).not.toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard/apartment-types/add-new');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockFetch((url) =>
      url === LIST ? jsonResponse({ records: [], totalRecordCount: 0 }) : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types');
    expect(await screen.findByText(messages.apartmentType.empty)).toBeInTheDocument();
  });

  it('a blank form shows the spec message and sends nothing', async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('a fee with more than two decimals is refused with its own message', async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new');
    await userEvent.click(await screen.findByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'shop' }));
    await fill(screen.getByLabelText(/^Name/), 'Corner shop');
    await fill(screen.getByLabelText(/Number of rooms/), '1');
    await fill(screen.getByLabelText(/^Fee/), '100.555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.invalidFee)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('a valid type is POSTed to AddApartmentType and toasted', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/Apartments/AddApartmentType' && init.method === 'POST'
        ? jsonResponse({ ...types[0], id: 13 }, 201)
        : url === LIST
          ? jsonResponse({ records: types, totalRecordCount: 12 })
          : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new');
    await userEvent.click(await screen.findByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3 bedroom' }));
    await fill(screen.getByLabelText(/^Name/), 'Family flat');
    await fill(screen.getByLabelText(/Number of rooms/), '3');
    await fill(screen.getByLabelText(/^Fee/), '250000.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.added)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Apartments/AddApartmentType');
    expect(JSON.parse(String(init!.body))).toEqual({
      type: '3 bedroom',
      name: 'Family flat',
      numberOfRoom: 3,
      feePerPerMonth: 250000.75,
    });
  });

  it('edit PUTs to UpdateApartmentType; a load failure shows its text', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === `${LIST}/12`
        ? jsonResponse(types[0])
        : url === '/api/Apartments/UpdateApartmentType' && init.method === 'PUT'
          ? jsonResponse({ ...types[0], name: 'Renamed' })
          : url === `${LIST}/99`
            ? jsonResponse({ message: messages.apartmentType.loadFailed }, 404)
            : undefined,
    );
    signIn(adminUser);
    const { unmount } = renderDashboard('/dashboard/apartment-types/12');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Type 12');
    await userEvent.clear(name);
    await fill(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.updated)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Apartments/UpdateApartmentType');
    expect(JSON.parse(String(init!.body))).toEqual({
      id: 12,
      type: '2 bedroom',
      name: 'Renamed',
      numberOfRoom: 2,
      feePerPerMonth: 15000.5,
    });
    unmount();
    renderDashboard('/dashboard/apartment-types/99');
    expect(await screen.findByText(messages.apartmentType.loadFailed)).toBeInTheDocument();
  });
});
