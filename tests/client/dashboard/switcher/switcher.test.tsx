// The last test keeps the real provider: the chosen community in the list's URL is its work.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import {
  adminUser,
  callTo,
  jsonResponse,
  lekkiGardens,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banana = aCommunity({
  id: 2,
  communityName: 'Banana Island',
  communityAddress: '3 Ozumba Mbadiwe, Banana Island',
  email: 'estate@bananaisland.ng',
  referralLink: 'ref-2',
});

/** Lekki Gardens and Banana Island in the fake dataProvider; fetch answers nothing. */
function communitiesFake() {
  forbidFetch();
  return fakeDataProvider({ communities: [aCommunity(), banana] });
}

/** The searches the switcher sent, with the page size it asked for. */
function switcherLists(fake: FakeDataProvider) {
  return fake.callsTo('getList', 'communities').map(({ params }) => {
    const { pagination, filter } = params as { pagination: object; filter: object };
    return { ...pagination, ...filter };
  });
}

/** The Super admin's communities list, and each community's record, over a stubbed fetch. */
function communitiesApi() {
  return mockFetch((url) => {
    if (url.startsWith('/api/Communities?')) {
      return jsonResponse({ records: [banana, lekkiGardens], totalRecordCount: 2 });
    }
    if (url.startsWith('/api/Landlords')) return jsonResponse({ records: [], totalRecordCount: 0 });
    return undefined;
  });
}

describe('community switcher', () => {
  it('is not shown to a community administrator', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/home', communitiesFake());
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Community' })).not.toBeInTheDocument();
  });

  it("lists the Super admin's communities (first 100) with 'All communities' chosen", async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', fake);
    const box = await screen.findByRole('combobox', { name: 'Community' });
    expect(box).toHaveValue('All communities');
    await user.click(box);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Banana Island' })).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'All communities' })).toBeVisible();
    expect(switcherLists(fake)).toContainEqual({ page: 1, perPage: 100 });
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', fake);
    const box = await screen.findByRole('combobox', { name: 'Community' });
    await user.click(box);
    await user.clear(box);
    await user.type(box, 'lekki');
    await waitFor(() =>
      expect(switcherLists(fake)).toContainEqual({ page: 1, perPage: 100, q: 'lekki' }),
    );
    const listbox = screen.getByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).queryByRole('option', { name: 'Banana Island' })).toBeNull(),
    );
    expect(within(listbox).getByRole('option', { name: 'Lekki Gardens' })).toBeVisible();
  });

  it('persists the choice and scopes the overview to it', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Community' }));
    await user.click(await screen.findByRole('option', { name: 'Banana Island' }));

    expect(JSON.parse(window.localStorage.getItem(ACTIVE_COMMUNITY_KEY)!)).toEqual({
      id: 2,
      name: 'Banana Island',
    });
    expect(await screen.findByText('ref-2')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Neighbourly')).not.toBeInTheDocument();
    expect(fake.callsTo('getOne', 'communities').map(({ params }) => params)).toContainEqual(
      expect.objectContaining({ id: 2 }),
    );
  });

  it('restores the choice after a reload and goes back to all communities', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    window.localStorage.setItem(
      ACTIVE_COMMUNITY_KEY,
      JSON.stringify({ id: 2, name: 'Banana Island' }),
    );
    renderDashboard('/dashboard/home', fake);
    const box = await screen.findByRole('combobox', { name: 'Community' });
    expect(box).toHaveValue('Banana Island');
    expect(await screen.findByText('ref-2')).toBeInTheDocument();

    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'All communities' }));
    expect(window.localStorage.getItem(ACTIVE_COMMUNITY_KEY)).toBeNull();
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
  });

  it('the next list call uses the chosen community', async () => {
    const user = userEvent.setup();
    const fetchMock = communitiesApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/landlords');
    await waitFor(() =>
      expect(callTo(fetchMock, '/api/Landlords?PageSize=10&PageNumber=1')).toBeDefined(),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Community' }));
    await user.click(await screen.findByRole('option', { name: 'Lekki Gardens' }));
    await waitFor(() =>
      expect(
        callTo(fetchMock, '/api/Landlords/community/1?PageSize=10&PageNumber=1'),
      ).toBeDefined(),
    );
  });
});
