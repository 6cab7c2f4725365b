import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admiralty = { id: 7, streetName: 'Admiralty Way' };
const address = { id: 3, address: '12 Admiralty Way', streetId: 7, landlordId: 'LL-001' };
const flat = {
  id: 5,
  apartmentName: 'Flat 5',
  addressId: 3,
  address: '12 Admiralty Way',
  streetId: 7,
  streetName: 'Admiralty Way',
  landlordId: 'LL-001',
  principalId: 'PR-001',
  principalPhoneNumber: '08030000001',
  landLoardPhoneNumber: '08030000002',
  communityId: 1,
};

type Extra = (url: string, init: RequestInit) => Response | undefined;

function api({
  streets = [admiralty],
  addresses = [address],
  extra,
}: {
  streets?: object[];
  addresses?: object[];
  extra?: Extra;
} = {}) {
  const page = (records: object[]) => jsonResponse({ records, totalRecordCount: records.length });
  return (url: string, init: RequestInit) =>
    extra?.(url, init) ??
    (url.startsWith('/api/Streets/Community/1')
      ? page(streets)
      : url.startsWith('/api/Addresses/Community/1')
        ? page(addresses)
        : url.startsWith('/api/Apartments/Community/1')
          ? page([flat])
          : url === '/api/Streets/7'
            ? jsonResponse(admiralty)
            : url === '/api/Addresses/3'
              ? jsonResponse(address)
              : url === '/api/Apartments/5'
                ? jsonResponse(flat)
                : undefined);
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

describe('apartments', { timeout: 60_000 }, () => {
  it('an administrator opens an apartment by its row', async () => {
    mockFetch(api());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    await userEvent.click(await screen.findByText('Flat 5'));
    expect(await screen.findByRole('heading', { name: 'Apartment details' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Flat 5');
  });

  it('a Member reads the list without Add New, and add-new says no permission', async () => {
    mockFetch(api());
    signIn(memberUser);
    const { unmount } = renderDashboard('/dashboard/apartments');
    expect(await screen.findByText('Flat 5')).toBeInTheDocument();
    expect(screen.getByText('PR-001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Flat 5'));
    expect(screen.queryByRole('heading', { name: 'Apartment details' })).not.toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard/apartments/add-new');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
  });

  it('add-new asks for an address and a street first', async () => {
    mockFetch(api({ streets: [], addresses: [] }));
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new');
    expect(await screen.findByText(messages.apartment.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute(
      'href',
      '/dashboard/address/add-new',
    );
    expect(screen.getByRole('link', { name: 'Add New Street' })).toBeInTheDocument();
  });

  it('a blank add form shows the add message and sends nothing', async () => {
    const fetchMock = mockFetch(api());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('a valid apartment is POSTed (the address fills in its street) and toasted', async () => {
    const fetchMock = mockFetch(
      api({
        extra: (url, init) =>
          url === '/api/Apartments' && init.method === 'POST'
            ? jsonResponse({ ...flat, id: 6 }, 201)
            : undefined,
      }),
    );
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new');
    await fill(await screen.findByLabelText(/^Name/), 'Flat 6');
    await userEvent.click(screen.getByRole('combobox', { name: /^Address/ }));
    await userEvent.click(await screen.findByRole('option', { name: '12 Admiralty Way' }));
    expect(await screen.findByDisplayValue('Admiralty Way')).toBeInTheDocument();
    await fill(screen.getByLabelText(/^Landlord ID/), 'LL-001');
    await fill(screen.getByLabelText(/^Principal ID/), 'PR-006');
    await fill(screen.getByLabelText(/Principal's phone number/), '08030000006');
    await fill(screen.getByLabelText(/Landlord's phone number/), '08030000002');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.added)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Apartments');
    expect(JSON.parse(String(init!.body))).toEqual({
      apartmentName: 'Flat 6',
      addressId: 3,
      streetId: 7,
      landlordId: 'LL-001',
      principalId: 'PR-006',
      principalPhoneNumber: '08030000006',
      landLoardPhoneNumber: '08030000002',
    });
  });

  it('edit without a street says to select a street and address', async () => {
    const fetchMock = mockFetch(api());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/5');
    expect(await screen.findByDisplayValue('Admiralty Way')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: /^Street/ }));
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.editRequired)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('edit PUTs the apartment with its id and toasts the update', async () => {
    const fetchMock = mockFetch(
      api({
        extra: (url, init) =>
          url === '/api/Apartments' && init.method === 'PUT' ? jsonResponse(flat) : undefined,
      }),
    );
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/5');
    const principal = await screen.findByLabelText(/^Principal ID/);
    await userEvent.clear(principal);
    await fill(principal, 'PR-777');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.updated)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Apartments');
    expect(JSON.parse(String(init!.body))).toMatchObject({ id: 5, principalId: 'PR-777' });
  });
});
