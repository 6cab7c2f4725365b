import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import type { Exco } from '../../../../src/shared/contract/excos';
import { messages } from '../../../../src/shared/messages';
import { COMMUNITY_ROLES } from '../../../../src/shared/roles';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { aResident } from '../fakeProvider/samples';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { screenWidth } from '../phoneScreen';
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

const emeka = aResident({
  id: 15,
  fullName: 'Emeka Nwosu',
  address: '4 Palm Close',
  memberId: 'NB1-15',
  roleName: 'Member',
});

const roles = COMMUNITY_ROLES.map((roleName, index) => ({ id: index + 1, roleName }));
const treasurerId = roles.find((role) => role.roleName === 'Treasurer')!.id;

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

/** The community's excos, roles and residents in the fake dataProvider; fetch answers nothing. */
function excosData({ excos = [ngozi], residents = [emeka] } = {}) {
  forbidFetch();
  return fakeDataProvider({ excos, roles, resident: residents });
}

/** The writes the dashboard asked of the dataProvider. */
function writes(dataProvider: FakeDataProvider) {
  return dataProvider.calls.filter((call) => call.method === 'create' || call.method === 'delete');
}

/** The excos as the real API answers them (the Super admin's scoping test). */
function excosApi() {
  return mockFetch((url) => {
    if (url.startsWith('/api/Residents/Excos?')) return page([ngozi]);
    if (url === '/api/Communities/Getroles') return jsonResponse(roles);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    return undefined;
  });
}

function requested(fetchMock: ReturnType<typeof mockFetch>, part: string) {
  return fetchMock.mock.calls.some(([url]) => String(url).includes(part));
}

describe('excos list', { timeout: 60_000 }, () => {
  it('shows name, address, principal ID, phone and role, with Add New for administrators', async () => {
    const dataProvider = excosData();
    signIn(adminUser);
    renderDashboard('/dashboard/excos', dataProvider);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Address', 'Principal ID', 'Phone', 'Role', 'Actions']);
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAccessibleName();
    }
    const row = within(table).getByText('Ngozi Obi').closest('tr')!;
    // The phone grouped as people read it (issue 16).
    for (const text of ['12 Admiralty Way', 'NB1-12', '0801 234 5678', 'Treasurer']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(dataProvider.callsTo('getList', 'excos')[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
    });
    expect(
      within(row).getByRole('button', { name: 'Remove exco role of Ngozi Obi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/excos/add-new',
    );
  });

  it('on a phone, lists each exco with role and address, and Remove at the end', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/excos', excosData());
    const item = (await screen.findByText('Ngozi Obi')).closest('li')!;
    expect(item).toHaveTextContent('Role: Treasurer · Address: 12 Admiralty Way');
    expect(
      within(item).getByRole('button', { name: 'Remove exco role of Ngozi Obi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading text, then the empty text', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/excos', excosData({ excos: [] }));
    expect(await screen.findByText(messages.exco.loading)).toBeInTheDocument();
    expect(await screen.findByText(messages.exco.empty)).toBeInTheDocument();
  });

  it('shows to Members too, without Add New or Remove', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/excos', excosData({ excos: [{ ...ngozi, phone: null }] }));
    expect(await screen.findByText('Ngozi Obi')).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.forbidden)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove exco role/ })).not.toBeInTheDocument();
  });

  it('offers an officer no Remove: only an Admin takes an exco role away (issue 12)', async () => {
    signIn({ ...adminUser, id: 11, roleName: 'Treasurer' });
    renderDashboard('/dashboard/excos', excosData());
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

  it('remove asks first, then takes the exco role away and toasts it', async () => {
    const user = userEvent.setup();
    const dataProvider = excosData();
    signIn(adminUser);
    renderDashboard('/dashboard/excos', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Remove exco role of Ngozi Obi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ngozi Obi');
    expect(writes(dataProvider)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.exco.removed)).toBeInTheDocument();
    expect(writes(dataProvider)).toEqual([
      expect.objectContaining({
        method: 'delete',
        resource: 'excos',
        params: expect.objectContaining({ id: 12 }),
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the dialog sends nothing; a 409 shows the server text', async () => {
    const user = userEvent.setup();
    const inUse = messages.exco.inCharge;
    const dataProvider = excosData();
    dataProvider.refuse('delete', { message: inUse, status: 409 }, { resource: 'excos' });
    signIn(adminUser);
    renderDashboard('/dashboard/excos', dataProvider);
    const remove = await screen.findByRole('button', { name: 'Remove exco role of Ngozi Obi' });
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(dataProvider)).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(writes(dataProvider)).toHaveLength(1);
    expect(screen.getByText('Ngozi Obi')).toBeInTheDocument();
  });
});

describe('exco add-new (assign a role)', { timeout: 60_000 }, () => {
  it('offers the exco roles and Security (guards, issue 21), never Admin or Member', async () => {
    const user = userEvent.setup();
    signIn(adminUser);
    renderDashboard('/dashboard/excos/add-new', excosData());
    expect(await screen.findByRole('heading', { name: 'Add New Exco' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Exco role/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Chairman',
      'Secretary',
      'Treasurer',
      'Financial Secretary',
      'Exco',
      'Security',
    ]);
  });

  it('blank → the message and nothing sent; valid → saves {residentId, roleId} and back', async () => {
    const user = userEvent.setup();
    const dataProvider = excosData();
    signIn(adminUser);
    renderDashboard('/dashboard/excos', dataProvider);
    await user.click(await screen.findByRole('link', { name: 'Add New' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.exco.required)).toBeInTheDocument();
    expect(writes(dataProvider)).toHaveLength(0);

    const resident = await screen.findByRole('combobox', { name: /Resident/ });
    await user.type(resident, 'Eme');
    // The search goes to the server (debounced) before the option is picked; once picked, the
    // input shows the choice and no further search need happen.
    await waitFor(
      () =>
        expect(
          dataProvider
            .callsTo('getList', 'resident')
            .some((call) => JSON.stringify(call.params).includes('"q":"Eme"')),
        ).toBe(true),
      { timeout: 10_000 },
    );
    await user.click(await screen.findByRole('option', { name: 'Emeka Nwosu · 4 Palm Close' }));
    await user.click(screen.getByRole('combobox', { name: /Exco role/ }));
    await user.click(await screen.findByRole('option', { name: 'Treasurer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.exco.assigned)).toBeInTheDocument();
    const [saved] = writes(dataProvider);
    expect(saved).toMatchObject({ method: 'create', resource: 'excos' });
    expect(saved!.params).toMatchObject({ data: { residentId: 15, roleId: treasurerId } });
    expect(await screen.findByRole('heading', { name: 'Excos' })).toBeInTheDocument();
  });

  it('needs a resident first', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/excos/add-new', excosData({ residents: [] }));
    expect(await screen.findByText(messages.exco.prerequisite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const dataProvider = excosData();
    signIn(memberUser);
    renderDashboard('/dashboard/excos/add-new', dataProvider);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(dataProvider.callsTo('getList', 'resident')).toEqual([]);
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
