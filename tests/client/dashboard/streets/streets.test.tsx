import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admiralty = {
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

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

describe('streets', { timeout: 60_000 }, () => {
  it('lists name, number of buildings and LGA with an Edit link to the street', async () => {
    mockFetch((url) =>
      url.startsWith('/api/Streets/Community/1')
        ? jsonResponse({ records: [admiralty], totalRecordCount: 1 })
        : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/streets');
    expect(await screen.findByText('Admiralty Way')).toBeInTheDocument();
    for (const header of ['Name', 'Number of buildings', 'LGA']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
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

  it('a Member gets the permission text and no request for streets', async () => {
    const fetchMock = mockFetch();
    signIn(memberUser);
    renderDashboard('/dashboard/streets');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/Streets'))).toBe(false);
  });

  it('submitting a blank form shows the spec message and sends nothing', async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/streets/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Street' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Country/)).toHaveValue('Nigeria');
    await fill(screen.getByLabelText(/^Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('a valid street is POSTed as JSON, toasted, and the list shows again', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/Streets' && init.method === 'POST') {
        return jsonResponse({ ...admiralty, id: 8 }, 201);
      }
      if (url.startsWith('/api/Streets/Community/1')) {
        return jsonResponse({ records: [admiralty], totalRecordCount: 1 });
      }
      return undefined;
    });
    signIn(adminUser);
    renderDashboard('/dashboard/streets');
    await userEvent.click(await screen.findByRole('link', { name: 'Add New' }));
    await fill(await screen.findByLabelText(/^Name/), ' Admiralty Way ');
    await fill(screen.getByLabelText(/Number of buildings/), '12');
    await fill(screen.getByLabelText(/LGA/), 'Eti-Osa');
    await fill(screen.getByLabelText(/State/), 'Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.added)).toBeInTheDocument();
    const post = writes(fetchMock)[0]!;
    expect(post[0]).toBe('/api/Streets');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      streetName: 'Admiralty Way',
      buildings: 12,
      lga: 'Eti-Osa',
      state: 'Lagos',
      country: 'Nigeria',
    });
    expect(await screen.findByRole('heading', { name: 'Streets' })).toBeInTheDocument();
  });

  it('edit loads the street, PUTs the change with its id and toasts the update', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/Streets/7') return jsonResponse(admiralty);
      if (url === '/api/Streets' && init.method === 'PUT') {
        return jsonResponse({ ...admiralty, buildings: 14 });
      }
      return undefined;
    });
    signIn(adminUser);
    renderDashboard('/dashboard/streets/7');
    const buildings = await screen.findByLabelText(/Number of buildings/);
    expect(buildings).toHaveValue(12);
    await userEvent.clear(buildings);
    await fill(buildings, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.street.updated)).toBeInTheDocument();
    const put = writes(fetchMock)[0]!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      id: 7,
      streetName: 'Admiralty Way',
      buildings: 14,
      lga: 'Eti-Osa',
      state: 'Lagos',
      country: 'Nigeria',
    });
  });

  it('edit shows the load-failure text when the street cannot be read', async () => {
    mockFetch((url) =>
      url === '/api/Streets/9'
        ? jsonResponse({ message: messages.street.loadFailed }, 404)
        : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/streets/9');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.street.loadFailed);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('delete asks first, then shows the server 409 text as a toast', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/Streets/7' && init.method === 'DELETE') {
        return jsonResponse({ message: messages.street.inUse }, 409);
      }
      if (url === '/api/Streets/7') return jsonResponse(admiralty);
      return undefined;
    });
    signIn(adminUser);
    renderDashboard('/dashboard/streets/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(writes(fetchMock)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.street.inUse)).toBeInTheDocument();
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    // No text/plain (the API refuses it with 415): a DELETE carries no body.
    const [, init] = writes(fetchMock)[0]!;
    expect(new Headers(init!.headers).get('Content-Type')).toBeNull();
  });
});
