import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
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

const banana = { ...lekkiGardens, id: 2, communityName: 'Banana Island', referralLink: 'ref-2' };

/** The Super admin's communities list, and each community's record. */
function communitiesApi() {
  return mockFetch((url) => {
    if (url.startsWith('/api/Communities?')) {
      const search = new URL(url, 'http://x').searchParams.get('SearchText');
      const records = [banana, lekkiGardens].filter(
        (c) => !search || c.communityName.toLowerCase().includes(search.toLowerCase()),
      );
      return jsonResponse({ records, totalRecordCount: records.length });
    }
    if (url === '/api/Communities/2') return jsonResponse(banana);
    if (url.startsWith('/api/Landlords')) return jsonResponse({ records: [], totalRecordCount: 0 });
    return undefined;
  });
}

describe('community switcher', () => {
  it('is not shown to a community administrator', async () => {
    mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Community' })).not.toBeInTheDocument();
  });

  it("lists the Super admin's communities (first 100) with 'All communities' chosen", async () => {
    const user = userEvent.setup();
    const fetchMock = communitiesApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    const box = await screen.findByRole('combobox', { name: 'Community' });
    expect(box).toHaveValue('All communities');
    await user.click(box);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Banana Island' })).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'All communities' })).toBeVisible();
    expect(callTo(fetchMock, '/api/Communities?PageSize=100&PageNumber=1')).toBeDefined();
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = communitiesApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    const box = await screen.findByRole('combobox', { name: 'Community' });
    await user.click(box);
    await user.clear(box);
    await user.type(box, 'lekki');
    await waitFor(() =>
      expect(
        callTo(fetchMock, '/api/Communities?PageSize=100&PageNumber=1&SearchText=lekki'),
      ).toBeDefined(),
    );
    const listbox = screen.getByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).queryByRole('option', { name: 'Banana Island' })).toBeNull(),
    );
    expect(within(listbox).getByRole('option', { name: 'Lekki Gardens' })).toBeVisible();
  });

  it('persists the choice and scopes the overview to it', async () => {
    const user = userEvent.setup();
    const fetchMock = communitiesApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Community' }));
    await user.click(await screen.findByRole('option', { name: 'Banana Island' }));

    expect(JSON.parse(window.localStorage.getItem(ACTIVE_COMMUNITY_KEY)!)).toEqual({
      id: 2,
      name: 'Banana Island',
    });
    expect(await screen.findByText('ref-2')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Neighbourly')).not.toBeInTheDocument();
    expect(callTo(fetchMock, '/api/Communities/2')).toBeDefined();
  });

  it('restores the choice after a reload and goes back to all communities', async () => {
    const user = userEvent.setup();
    communitiesApi();
    signIn(superAdminUser);
    window.localStorage.setItem(
      ACTIVE_COMMUNITY_KEY,
      JSON.stringify({ id: 2, name: 'Banana Island' }),
    );
    renderDashboard('/dashboard/home');
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
