import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../../src/shared/contract/addresses';
import type { Apartment } from '../../../../src/shared/contract/apartments';
import type { Street } from '../../../../src/shared/contract/streets';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATED = '2026-01-02T10:00:00.000Z';
const street = (id: number, streetName: string, buildings: number, lga: string): Street => ({
  id,
  streetName,
  buildings,
  lga,
  state: 'Lagos',
  country: 'Nigeria',
  communityId: 1,
  createdDate: CREATED,
});
const admiralty = street(7, 'Admiralty Way', 12, 'Eti-Osa');
const bourdillon = street(8, 'Bourdillon Road', 4, 'Ikoyi');
const address: Address = {
  id: 3,
  address: '12 Admiralty Way',
  buildings: 2,
  apartments: 6,
  numberOfApartments: 6,
  landlordId: 'LL-001',
  streetId: 7,
  streetName: 'Admiralty Way',
  communityId: 1,
  createdDate: CREATED,
};
const flat: Apartment = {
  id: 1,
  apartmentName: 'Flat 1',
  addressId: 3,
  address: '12 Admiralty Way',
  streetId: 7,
  streetName: 'Admiralty Way',
  landlordId: 'LL-002',
  principalId: 'PR-1',
  principalPhoneNumber: '08030000001',
  landLoardPhoneNumber: '08030000002',
  communityId: 1,
  createdDate: CREATED,
};

/** A community with these streets, the one address and one apartment; fetch answers nothing. */
function api(streets: Street[]) {
  forbidFetch();
  return fakeDataProvider({ streets, address: [address], apartments: [flat] });
}

/** Paste rather than type: one change per field keeps these form tests fast. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const writes = (fake: ReturnType<typeof fakeDataProvider>) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

describe('addresses', { timeout: 60_000 }, () => {
  it('lists address, number of apartments, number of buildings and landlord ID', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/address', api([admiralty]));
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

  it('opens an address from the link in its first column, with the keyboard (issue 16)', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/address', api([admiralty]));
    const link = await screen.findByRole('link', { name: '12 Admiralty Way' });
    expect(link).toHaveAttribute('href', '/dashboard/address/3');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText(/^Address/)).toHaveValue('12 Admiralty Way');
  });

  it('on a phone, lists each address as an item opening it, with no table', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/address', api([admiralty]));
    const item = await screen.findByRole('link', { name: /12 Admiralty Way/ });
    expect(item).toHaveAttribute('href', '/dashboard/address/3');
    expect(item).toHaveTextContent('Number of apartments: 6 · Number of buildings: 2');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a Member gets the permission text on the list and the form', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/address/add-new', api([admiralty]));
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('add-new says a street is needed first, with a link to add one', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new', api([]));
    expect(await screen.findByText(messages.address.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Street' })).toHaveAttribute(
      'href',
      '/dashboard/streets/add-new',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('a blank form shows the spec message and sends nothing', async () => {
    const fake = api([admiralty]);
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.address.required)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('a valid address is saved with its street and toasted', async () => {
    const fake = api([admiralty, bourdillon]);
    signIn(adminUser);
    renderDashboard('/dashboard/address/add-new', fake);
    await userEvent.click(await screen.findByRole('combobox', { name: /Street/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bourdillon Road' }));
    await fill(screen.getByLabelText(/^Address/), '4 Bourdillon Road');
    await fill(screen.getByLabelText(/Number of buildings/), '1');
    await fill(screen.getByLabelText(/Number of apartments/), '3');
    await fill(screen.getByLabelText(/Landlord ID/), 'LL-009');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.address.added)).toBeInTheDocument();
    expect(writes(fake).map(({ method, resource }) => `${method} ${resource}`)).toEqual([
      'create address',
    ]);
    expect(fake.callsTo('create')[0]?.params).toEqual({
      data: {
        streetId: 8,
        address: '4 Bourdillon Road',
        buildings: 1,
        apartments: 3,
        landlordId: 'LL-009',
      },
    });
  });

  it('offers the landlord IDs already in use as suggestions', async () => {
    signIn(adminUser);
    const { container } = renderDashboard('/dashboard/address/add-new', api([admiralty]));
    const input = await screen.findByLabelText(/Landlord ID/);
    const listId = input.getAttribute('list')!;
    await vi.waitFor(() => {
      const options = [...container.querySelectorAll(`datalist[id="${listId}"] option`)];
      expect(options.map((option) => option.getAttribute('value'))).toEqual(['LL-001', 'LL-002']);
    });
  });
});
