import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STREETS = '/api/Streets/Community/1';
const ADDRESSES = '/api/Addresses/Community/1';

const admiralty = { id: 7, streetName: 'Admiralty Way', buildings: 12, lga: 'Eti-Osa' };
const bourdillon = { id: 8, streetName: 'Bourdillon Road', buildings: 4, lga: 'Ikoyi' };
const address = {
  id: 3,
  address: '12 Admiralty Way',
  buildings: 2,
  apartments: 6,
  numberOfApartments: 6,
  landlordId: 'LL-001',
  streetId: 7,
  streetName: 'Admiralty Way',
  communityId: 1,
};

function api(streets: object[], extra?: (url: string, init: RequestInit) => Response | undefined) {
  return (url: string, init: RequestInit) =>
    extra?.(url, init) ??
    (url.startsWith(STREETS)
      ? jsonResponse({ records: streets, totalRecordCount: streets.length })
      : url.startsWith(ADDRESSES)
        ? jsonResponse({ records: [address], totalRecordCount: 1 })
        : url.startsWith('/api/Apartments/Community/1')
          ? jsonResponse({ records: [{ id: 1, landlordId: 'LL-002' }], totalRecordCount: 1 })
          : undefined);
}

/** Paste rather than type: one change per field keeps these form tests fast. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

describe('addresses', { timeout: 60_000 }, () => {
  it('lists address, number of apartments, number of buildings and landlord ID', async () => {
    mockFetch(api([admiralty]));
    signIn(adminUser);
    renderDashboard('/dashboard/address');
    expect(await screen.findByText('12 Admiralty Way')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Address',
      'Number of apartments',
      'Number of buildings',
      'Landlord ID',
    ]);
    const row = screen.getByText('12 Admiralty Way').closest('tr')!;
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('LL-001')).toBeInTheDocument();
    expect(screen.getByText('1 - 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Addresses', { selector: 'h1' })).toBeInTheDocument();
  });

  it('a Member gets the permission text on the list and the form', async () => {
    mockFetch();
    signIn(memberUser);
    renderDashboard('/dashboard/address/add-new');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('add-new says a street is needed first, with a link to add one', async () => {
    mockFetch(api([]));
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new');
    expect(await screen.findByText(messages.address.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Street' })).toHaveAttribute(
      'href',
      '/dashboard/streets/add-new',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('a blank form shows the spec message and sends nothing', async () => {
    const fetchMock = mockFetch(api([admiralty]));
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.address.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('a valid address is POSTed with its street and toasted', async () => {
    const fetchMock = mockFetch(
      api([admiralty, bourdillon], (url, init) =>
        url === '/api/Addresses' && init.method === 'POST'
          ? jsonResponse({ ...address, id: 4 }, 201)
          : url === '/api/Streets/8'
            ? jsonResponse(bourdillon)
            : undefined,
      ),
    );
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new');
    await userEvent.click(await screen.findByRole('combobox', { name: /Street/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bourdillon Road' }));
    await fill(screen.getByLabelText(/^Address/), '4 Bourdillon Road');
    await fill(screen.getByLabelText(/Number of buildings/), '1');
    await fill(screen.getByLabelText(/Number of apartments/), '3');
    await fill(screen.getByLabelText(/Landlord ID/), 'LL-009');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.address.added)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Addresses');
    expect(JSON.parse(String(init!.body))).toEqual({
      streetId: 8,
      address: '4 Bourdillon Road',
      buildings: 1,
      apartments: 3,
      landlordId: 'LL-009',
    });
  });

  it('offers the landlord IDs already in use as suggestions', async () => {
    mockFetch(api([admiralty]));
    signIn(adminUser);
    const { container } = renderDashboard('/dashboard/address/add-new');
    const input = await screen.findByLabelText(/Landlord ID/);
    const listId = input.getAttribute('list')!;
    await vi.waitFor(() => {
      const options = [...container.querySelectorAll(`datalist[id="${listId}"] option`)];
      expect(options.map((option) => option.getAttribute('value'))).toEqual(['LL-001', 'LL-002']);
    });
  });
});
