import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNaira } from '../../../../src/shared/format';
import { messages } from '../../../../src/shared/messages';
import type { ApartmentType } from '../../../../src/shared/contract/apartments';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const types: ApartmentType[] = Array.from({ length: 12 }, (_, i) => ({
  id: 12 - i,
  type: '2 bedroom',
  name: `Type ${12 - i}`,
  numberOfRoom: 2,
  feePerPerMonth: 15000.5,
  comId: 1,
  createdDate: '2026-01-02T10:00:00.000Z',
}));

/** The community's apartment types; fetch answers nothing. */
function api(records: ApartmentType[] = types) {
  forbidFetch();
  return fakeDataProvider({ 'apartment-types': records });
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const writes = (fake: ReturnType<typeof fakeDataProvider>) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

describe('apartment types', { timeout: 60_000 }, () => {
  it('lists every type on one page with the fee in naira', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types', api());
    expect(await screen.findByText('Type 12')).toBeInTheDocument();
    expect(screen.getByText('Type 1')).toBeInTheDocument();
    expect(screen.getByText('1 - 12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    for (const header of ['Type', 'Name', 'Number of rooms', 'Fee', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const header of screen.getAllByRole('columnheader')) expect(header).toHaveAccessibleName();
    const row = screen.getByText('Type 12').closest('tr')!;
    expect(within(row).getByText(formatNaira(15000.5))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View/Edit' })).toHaveAttribute(
      'href',
      '/dashboard/apartment-types/12',
    );
  });

  it('on a phone, lists each type with its fee, opening it for an Admin only', async () => {
    screenWidth(390);
    signIn(adminUser);
    const { unmount } = renderDashboard('/dashboard/apartment-types', api());
    const item = await screen.findByRole('link', { name: /Type 12/ });
    expect(item).toHaveAttribute('href', '/dashboard/apartment-types/12');
    expect(item).toHaveTextContent(`Type: 2 bedroom · Fee: ${formatNaira(15000.5)}`);
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    signIn(memberUser);
    renderDashboard('/dashboard/apartment-types', api());
    expect(await screen.findByText('Type 12')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Type 12/ })).toBeNull();
  });

  it('a Member reads the list without Add New or View/Edit, and cannot open add-new', async () => {
    const fake = api();
    signIn(memberUser);
    const { unmount } = renderDashboard('/dashboard/apartment-types', fake);
    expect(await screen.findByText('Type 12')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View/Edit' })).not.toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard/apartment-types/add-new', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types', api([]));
    expect(await screen.findByText(messages.apartmentType.empty)).toBeInTheDocument();
  });

  it('a blank form shows the spec message and sends nothing', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.required)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('a fee with more than two decimals is refused with its own message', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new', fake);
    await userEvent.click(await screen.findByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'shop' }));
    await fill(screen.getByLabelText(/^Name/), 'Corner shop');
    await fill(screen.getByLabelText(/Number of rooms/), '1');
    await fill(screen.getByLabelText(/^Fee/), '100.555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.invalidFee)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('a valid type is saved and toasted', async () => {
    const fake = api();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-new', fake);
    await userEvent.click(await screen.findByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3 bedroom' }));
    await fill(screen.getByLabelText(/^Name/), 'Family flat');
    await fill(screen.getByLabelText(/Number of rooms/), '3');
    await fill(screen.getByLabelText(/^Fee/), '250000.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.added)).toBeInTheDocument();
    expect(writes(fake).map(({ method, resource }) => `${method} ${resource}`)).toEqual([
      'create apartment-types',
    ]);
    expect((fake.callsTo('create')[0]?.params as { data: unknown }).data).toEqual({
      type: '3 bedroom',
      name: 'Family flat',
      numberOfRoom: 3,
      feePerPerMonth: 250000.75,
    });
  });

  it('a load failure shows its text; edit saves the renamed type', async () => {
    const fake = api();
    fake.refuse(
      'getOne',
      { message: messages.apartmentType.loadFailed, status: 404 },
      { resource: 'apartment-types' },
    );
    signIn(adminUser);
    const { unmount } = renderDashboard('/dashboard/apartment-types/99', fake);
    expect(await screen.findByText(messages.apartmentType.loadFailed)).toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard/apartment-types/12', fake);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Type 12');
    await userEvent.clear(name);
    await fill(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.apartmentType.updated)).toBeInTheDocument();
    expect(fake.callsTo('update')[0]?.params).toMatchObject({ id: 12 });
    expect((fake.callsTo('update')[0]?.params as { data: unknown }).data).toEqual({
      type: '2 bedroom',
      name: 'Renamed',
      numberOfRoom: 2,
      feePerPerMonth: 15000.5,
    });
  });
});
