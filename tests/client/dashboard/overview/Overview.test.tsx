import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, lekkiGardens, memberUser, signIn, superAdminUser } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lekki Gardens (community 1) in the fake dataProvider; fetch answers nothing. */
function overviewData() {
  forbidFetch();
  return fakeDataProvider({ communities: [aCommunity()] });
}

describe('overview', () => {
  it("shows the community's referral link and bank details from its record", async () => {
    const dataProvider = overviewData();
    signIn(adminUser);
    renderDashboard('/dashboard/home', dataProvider);
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Bank')).toBeInTheDocument();
    expect(screen.getByText('1012345678')).toBeInTheDocument();
    // The signed-in user's own community's record.
    expect(dataProvider.callsTo('getOne', 'communities')[0]?.params).toMatchObject({ id: 1 });
  });

  it('offers an administrator the link that invites another community, saying so', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/home', overviewData());
    const card = await screen.findByRole('region', {
      name: 'Invite another community to Neighbourly',
    });
    expect(card).toHaveTextContent(lekkiGardens.referralLink);
    expect(card).toHaveTextContent(/registers their community/);
  });

  it('shows a Member no referral link, only the bank details', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/home', overviewData());
    expect(await screen.findByText('Zenith Bank')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Invite another community to Neighbourly' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(lekkiGardens.referralLink)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Copy the invitation link' }),
    ).not.toBeInTheDocument();
  });

  it('is also the page at /dashboard, with Home active', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard', overviewData());
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it("copies the link and shows 'Copied' for 2 seconds", async () => {
    const user = userEvent.setup();
    signIn(adminUser);
    renderDashboard('/dashboard/home', overviewData());
    const copy = await screen.findByRole('button', { name: 'Copy the invitation link' });
    expect(copy).toHaveTextContent('Copy');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(lekkiGardens.referralLink);
    expect(copy).toHaveTextContent('Copied');
    const copiedAt = Date.now();
    await waitFor(() => expect(copy).not.toHaveTextContent('Copied'), {
      timeout: 10_000,
    });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900);
  });

  it('says so when the community cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs failed calls
    const dataProvider = overviewData();
    // A 500 is read once more before the page gives up (queryClient.ts): both fail.
    dataProvider.refuse(
      'getOne',
      { message: 'Boom', status: 500 },
      { resource: 'communities', times: 2 },
    );
    signIn(adminUser);
    renderDashboard('/dashboard/home', dataProvider);
    expect(await screen.findByText('We Could not get community details')).toBeInTheDocument();
  });

  it('welcomes the Super admin without a referral link', async () => {
    const dataProvider = overviewData();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', dataProvider);
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Tunde')).toBeInTheDocument();
    expect(screen.getByText('Platform administration')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Copy the invitation link' }),
    ).not.toBeInTheDocument();
    // No community chosen in the header switcher (which lists them): no community record read.
    expect(dataProvider.callsTo('getOne', 'communities')).toEqual([]);
  });
});
