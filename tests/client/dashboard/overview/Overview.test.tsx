import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('overview', () => {
  it("shows the community's referral link and bank details from the API", async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Bank')).toBeInTheDocument();
    expect(screen.getByText('1012345678')).toBeInTheDocument();
    const call = callTo(fetchMock, '/api/Communities/1');
    // The session cookie goes by itself (same origin); no token is ever read by scripts.
    expect(new Headers(call?.init.headers).get('Authorization')).toBeNull();
  });

  it('is also the page at /dashboard, with Home active', async () => {
    mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard');
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it("copies the link and shows 'Copied' for 2 seconds", async () => {
    const user = userEvent.setup();
    mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    expect(copy).toHaveTextContent('Copy');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(lekkiGardens.referralLink);
    expect(copy).toHaveTextContent('Copied');
    const copiedAt = Date.now();
    await waitFor(() => expect(copy).not.toHaveTextContent('Copied'), { timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900);
  });

  it('says so when the community cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs failed calls
    mockFetch((url) =>
      url === '/api/Communities/1' ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('We Could not get community details')).toBeInTheDocument();
  });

  it('welcomes the Super admin without a referral link', async () => {
    const fetchMock = mockFetch();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Tunde')).toBeInTheDocument();
    expect(screen.getByText('Platform administration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy referral link' })).not.toBeInTheDocument();
    // No community chosen in the header switcher (which lists them): no community record read.
    const records = fetchMock.mock.calls.filter(([url]) =>
      /^\/api\/Communities\/\d/.test(String(url)),
    );
    expect(records).toEqual([]);
  });
});
