import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import type { Exco } from '../../../../src/shared/contract/excos';
import { messages } from '../../../../src/shared/messages';
import { COMMUNITY_ROLES } from '../../../../src/shared/roles';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ngozi: Exco = {
  id: 12,
  fullName: 'Ngozi Obi',
  address: '12 Admiralty Way',
  principalId: 'NB1-12',
  phone: '08012345678',
  roleName: 'Treasurer',
};

const emeka = {
  id: 15,
  communityId: 1,
  fullName: 'Emeka Nwosu',
  address: '4 Palm Close',
  memberId: 'NB1-15',
  roleName: 'Member',
};

const roles = COMMUNITY_ROLES.map((roleName, index) => ({ id: index + 1, roleName }));
const treasurerId = roles.find((role) => role.roleName === 'Treasurer')!.id;

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

interface Api {
  excos?: Exco[];
  residents?: object[];
  write?: (url: string, init: RequestInit) => Response;
}

function excosApi({ excos = [ngozi], residents = [emeka], write }: Api = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Residents/Excos?')) return page(excos);
    if (url === '/api/Communities/Getroles') return jsonResponse(roles);
    if (url === '/api/Residents/15') return jsonResponse(emeka);
    // The resident search (resourcePaths' `resident`): the community's list, or the global one.
    if (/^\/api\/Residents(\/Community\/1)?\?/.test(url)) return page(residents);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    return undefined;
  });
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

function requested(fetchMock: ReturnType<typeof mockFetch>, part: string) {
  return fetchMock.mock.calls.some(([url]) => String(url).includes(part));
}

describe('excos list', { timeout: 60_000 }, () => {
  it('shows name, address, principal ID, phone and role, with Add New for administrators', async () => {
    const fetchMock = excosApi();
    signIn(adminUser);
    renderDashboard('/dashboard/excos');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 5)).toEqual(['Name', 'Address', 'Principal ID', 'Phone', 'Role']);
    const row = within(table).getByText('Ngozi Obi').closest('tr')!;
    for (const text of ['12 Admiralty Way', 'NB1-12', '08012345678', 'Treasurer']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(requested(fetchMock, '/api/Residents/Excos?PageSize=10&PageNumber=1')).toBe(true);
    expect(
      within(row).getByRole('button', { name: 'Remove exco role of Ngozi Obi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/excos/add-new',
    );
  });

  it('shows the loading text, then the empty text', async () => {
    excosApi({ excos: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/excos');
    expect(await screen.findByText(messages.exco.loading)).toBeInTheDocument();
    expect(await screen.findByText(messages.exco.empty)).toBeInTheDocument();
  });

  it('shows to Members too, without Add New or Remove', async () => {
    excosApi({ excos: [{ ...ngozi, phone: null }] });
    signIn(memberUser);
    renderDashboard('/dashboard/excos');
    expect(await screen.findByText('Ngozi Obi')).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.forbidden)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove exco role/ })).not.toBeInTheDocument();
  });

  it('offers an officer no Remove: only an Admin takes an exco role away (issue 12)', async () => {
    excosApi();
    signIn({ ...adminUser, id: 11, roleName: 'Treasurer' });
    renderDashboard('/dashboard/excos');
    expect(await screen.findByText('Ngozi Obi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove exco role/ })).not.toBeInTheDocument();
  });

  it('asks the Super admin to choose a community, then names it with ?communityId=', async () => {
    const fetchMock = excosApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/excos');
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(requested(fetchMock, '/api/Residents/Excos')).toBe(false);

    act(() => setChosenCommunity({ id: 4, name: 'Banana Island' }));
    expect(await screen.findByText('Ngozi Obi')).toBeInTheDocument();
    expect(
      requested(fetchMock, '/api/Residents/Excos?PageSize=10&PageNumber=1&communityId=4'),
    ).toBe(true);
  });

  it('remove asks first, then DELETEs the exco role and toasts it', async () => {
    const user = userEvent.setup();
    const fetchMock = excosApi({
      write: (url, init) =>
        url === '/api/Residents/Excos/12' && init.method === 'DELETE'
          ? jsonResponse({ message: messages.exco.removed })
          : undefined!,
    });
    signIn(adminUser);
    renderDashboard('/dashboard/excos');
    await user.click(await screen.findByRole('button', { name: 'Remove exco role of Ngozi Obi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ngozi Obi');
    expect(writes(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.exco.removed)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents/Excos/12');
    expect(init!.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the dialog sends nothing; a 409 shows the server text', async () => {
    const user = userEvent.setup();
    const inUse = messages.exco.inCharge;
    const fetchMock = excosApi({ write: () => jsonResponse({ message: inUse }, 409) });
    signIn(adminUser);
    renderDashboard('/dashboard/excos');
    const remove = await screen.findByRole('button', { name: 'Remove exco role of Ngozi Obi' });
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(fetchMock)).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(1);
    expect(screen.getByText('Ngozi Obi')).toBeInTheDocument();
  });
});

describe('exco add-new (assign a role)', { timeout: 60_000 }, () => {
  it('offers only the exco roles', async () => {
    const user = userEvent.setup();
    excosApi();
    signIn(adminUser);
    renderDashboard('/dashboard/excos/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Exco' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Exco role/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Chairman', 'Secretary', 'Treasurer', 'Financial Secretary', 'Exco']);
  });

  it('blank → the message and nothing sent; valid → POST {residentId, roleId} and back', async () => {
    const user = userEvent.setup();
    const fetchMock = excosApi({
      write: () => jsonResponse({ ...ngozi, id: 15, fullName: 'Emeka Nwosu' }),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/excos');
    await user.click(await screen.findByRole('link', { name: 'Add New' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.exco.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    const resident = await screen.findByRole('combobox', { name: /Resident/ });
    await user.type(resident, 'Eme');
    // The search goes to the server (debounced) before the option is picked; once picked, the
    // input shows the choice and no further search need happen.
    await waitFor(() => expect(requested(fetchMock, 'SearchText=Eme')).toBe(true), {
      timeout: 5000,
    });
    await user.click(await screen.findByRole('option', { name: 'Emeka Nwosu · 4 Palm Close' }));
    await user.click(screen.getByRole('combobox', { name: /Exco role/ }));
    await user.click(await screen.findByRole('option', { name: 'Treasurer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.exco.assigned)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents/Excos');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ residentId: 15, roleId: treasurerId });
    expect(await screen.findByRole('heading', { name: 'Excos' })).toBeInTheDocument();
  });

  it('needs a resident first', async () => {
    excosApi({ residents: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/excos/add-new');
    expect(await screen.findByText(messages.exco.prerequisite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const fetchMock = excosApi();
    signIn(memberUser);
    renderDashboard('/dashboard/excos/add-new');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(requested(fetchMock, '/api/Residents')).toBe(false);
  });
});

describe('the excos paths in the dataProvider', () => {
  it("a Super admin's assignment names no community; remove is DELETE .../Excos/{residentId}", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch((url, init) =>
      init.method === 'DELETE'
        ? jsonResponse({ message: messages.exco.removed })
        : jsonResponse(ngozi),
    );
    await dataProvider.create('excos', { data: { residentId: 12, roleId: treasurerId } });
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/Residents/Excos');
    expect(JSON.parse(String(init!.body))).toEqual({ residentId: 12, roleId: treasurerId });

    await dataProvider.delete('excos', { id: 12, previousData: ngozi });
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/Residents/Excos/12');
  });
});
