import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Street } from '../../../../src/shared/contract/streets';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admiralty: Street = {
  id: 7,
  streetName: 'Admiralty Way',
  buildings: 12,
  lga: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  communityId: 1,
  createdDate: '2026-01-02T10:00:00.000Z',
};

/** Paste rather than type: one change per field keeps these form tests fast. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** An Admin's dashboard over a fake API holding `streets`; fetch answers nothing. */
function streetsOf(streets: Street[], user = adminUser) {
  const fetchMock = forbidFetch();
  signIn(user);
  return Object.assign(fakeDataProvider({ streets }), { fetchMock });
}

const writes = (api: ReturnType<typeof fakeDataProvider>) =>
  api.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

describe('streets', { timeout: 60_000 }, () => {
  it('lists name, number of buildings and LGA with an Edit link to the street', async () => {
    const api = streetsOf([admiralty]);
    renderDashboard('/dashboard/streets', api);
    expect(await screen.findByText('Admiralty Way')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    for (const header of ['Name', 'Number of buildings', 'LGA', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const header of screen.getAllByRole('columnheader')) expect(header).toHaveAccessibleName();
    expect(screen.getByText('Eti-Osa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/streets/7',
    );
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/streets/add-new',
    );
  });

  it('on a phone, lists each street as an item opening it, with no table', async () => {
    screenWidth(390);
    renderDashboard('/dashboard/streets', streetsOf([admiralty]));
    const item = await screen.findByRole('link', { name: /Admiralty Way/ });
    expect(item).toHaveAttribute('href', '/dashboard/streets/7');
    expect(item).toHaveTextContent('Number of buildings: 12 · LGA: Eti-Osa');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('at desktop width, keeps the table', async () => {
    screenWidth(1280);
    renderDashboard('/dashboard/streets', streetsOf([admiralty]));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Admiralty Way')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admiralty Way/ })).toBeNull();
  });

  it('a Member gets the permission text and no request for streets', async () => {
    const api = streetsOf([admiralty], memberUser);
    renderDashboard('/dashboard/streets', api);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(api.calls.filter(({ resource }) => resource === 'streets')).toEqual([]);
  });

  it('submitting a blank form shows the spec message and sends nothing', async () => {
    const api = streetsOf([]);
    renderDashboard('/dashboard/streets/add-new', api);
    expect(await screen.findByRole('heading', { name: 'Add New Street' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Country/)).toHaveValue('Nigeria');
    await fill(screen.getByLabelText(/^Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.required)).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('a valid street is saved trimmed, toasted, and the list shows it', async () => {
    const api = streetsOf([]);
    renderDashboard('/dashboard/streets', api);
    await userEvent.click(await screen.findByRole('link', { name: 'Add New' }));
    await fill(await screen.findByLabelText(/^Name/), ' Admiralty Way ');
    await fill(screen.getByLabelText(/Number of buildings/), '12');
    await fill(screen.getByLabelText(/LGA/), 'Eti-Osa');
    await fill(screen.getByLabelText(/State/), 'Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.added)).toBeInTheDocument();
    expect(api.callsTo('create', 'streets')[0]?.params).toMatchObject({
      data: {
        streetName: 'Admiralty Way',
        buildings: 12,
        lga: 'Eti-Osa',
        state: 'Lagos',
        country: 'Nigeria',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Streets' })).toBeInTheDocument();
    expect(await screen.findByText('Admiralty Way')).toBeInTheDocument();
  });

  it('edit loads the street, saves the change with its id and toasts the update', async () => {
    const api = streetsOf([admiralty]);
    renderDashboard('/dashboard/streets/7', api);
    const buildings = await screen.findByLabelText(/Number of buildings/);
    expect(buildings).toHaveValue(12);
    await userEvent.clear(buildings);
    await fill(buildings, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.updated)).toBeInTheDocument();
    expect(api.callsTo('update', 'streets')[0]?.params).toMatchObject({
      id: 7,
      data: { streetName: 'Admiralty Way', buildings: 14, lga: 'Eti-Osa', state: 'Lagos' },
    });
    expect(api.records.streets[0]?.buildings).toBe(14);
  });

  it('edit shows the load-failure text when the street cannot be read', async () => {
    const api = streetsOf([]);
    api.refuse(
      'getOne',
      { message: messages.street.loadFailed, status: 404 },
      { resource: 'streets' },
    );
    renderDashboard('/dashboard/streets/9', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.street.loadFailed);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('delete asks first, then shows the server 409 text as a toast', async () => {
    const api = streetsOf([admiralty]);
    api.refuse('delete', { message: messages.street.inUse, status: 409 }, { resource: 'streets' });
    renderDashboard('/dashboard/streets/7', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(writes(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.street.inUse)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('delete', 'streets')).toHaveLength(1));
    expect(api.records.streets).toHaveLength(1);
  });
});
