import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aStreet, anAddress, anApartment } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admiralty = aStreet({ id: 7, streetName: 'Admiralty Way' });
const address = anAddress({
  id: 3,
  address: '12 Admiralty Way',
  streetId: 7,
  landlordId: 'LL-001',
});
const flat = anApartment({
  id: 5,
  apartmentName: 'Flat 5',
  addressId: 3,
  address: '12 Admiralty Way',
  streetId: 7,
  streetName: 'Admiralty Way',
  landlordId: 'LL-001',
  principalId: 'PR-001',
});

/** A community with these streets and addresses and the one flat; fetch answers nothing. */
function api({ streets = [admiralty], addresses = [address] } = {}) {
  forbidFetch();
  return fakeDataProvider({ streets, address: addresses, apartments: [flat] });
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const writes = (fake: ReturnType<typeof fakeDataProvider>) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

describe('apartments', { timeout: 60_000 }, () => {
  it('an administrator opens an apartment by its row', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', api());
    await userEvent.click(await screen.findByText('Flat 5'));
    expect(await screen.findByRole('heading', { name: 'Apartment details' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Flat 5');
  });

  it("an administrator's keyboard opens an apartment from the link on its name (issue 16)", async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', api());
    const link = await screen.findByRole('link', { name: 'Flat 5' });
    expect(link).toHaveAttribute('href', '/dashboard/apartments/5');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Flat 5');
  });

  it('on a phone, lists each apartment by name and address; a Member gets no link', async () => {
    screenWidth(390);
    signIn(adminUser);
    const { unmount } = renderDashboard('/dashboard/apartments', api());
    const item = await screen.findByRole('link', { name: /Flat 5 · 12 Admiralty Way/ });
    expect(item).toHaveAttribute('href', '/dashboard/apartments/5');
    expect(item).toHaveTextContent('Principal ID: PR-001');
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    signIn(memberUser);
    renderDashboard('/dashboard/apartments', api());
    expect(await screen.findByText('Flat 5 · 12 Admiralty Way')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Flat 5/ })).toBeNull();
  });

  it('a Member reads the list without Add New, and add-new says no permission', async () => {
    const fake = api();
    signIn(memberUser);
    const { unmount } = renderDashboard('/dashboard/apartments', fake);
    expect(await screen.findByText('Flat 5')).toBeInTheDocument();
    expect(screen.getByText('PR-001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Flat 5' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Flat 5'));
    expect(screen.queryByRole('heading', { name: 'Apartment details' })).not.toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard/apartments/add-new', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
  });

  it('add-new asks for an address and a street first', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new', api({ streets: [], addresses: [] }));
    expect(await screen.findByText(messages.apartment.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute(
      'href',
      '/dashboard/address/add-new',
    );
    expect(screen.getByRole('link', { name: 'Add New Street' })).toBeInTheDocument();
  });

  it('a blank add form shows the add message and sends nothing', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.required)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('a valid apartment is saved (the address fills in its street) and toasted', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/add-new', fake);
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
    expect(writes(fake).map(({ method, resource }) => `${method} ${resource}`)).toEqual([
      'create apartments',
    ]);
    expect((fake.callsTo('create')[0]?.params as { data: unknown }).data).toEqual({
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
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/5', fake);
    expect(await screen.findByDisplayValue('Admiralty Way')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: /^Street/ }));
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.editRequired)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('edit saves the apartment with its id and toasts the update', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments/5', fake);
    const principal = await screen.findByLabelText(/^Principal ID/);
    await userEvent.clear(principal);
    await fill(principal, 'PR-777');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartment.updated)).toBeInTheDocument();
    expect(fake.callsTo('update', 'apartments')[0]?.params).toMatchObject({
      id: 5,
      data: { principalId: 'PR-777' },
    });
    expect(fake.records.apartments[0]?.principalId).toBe('PR-777');
  });
});
