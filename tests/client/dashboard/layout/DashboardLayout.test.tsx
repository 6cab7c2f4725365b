// The logout test keeps a stubbed fetch: its request is the authProvider's own HTTP.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../../src/client/common/session-store';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { CSRF_TOKEN, adminUser, callTo, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const adminOnly = ['Communities', 'Projects', 'Residents', 'Streets'];

/** Lekki Gardens (the overview's community) in the fake dataProvider. */
const lekki = () => fakeDataProvider({ communities: [aCommunity()] });

async function openHeaderMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
}

describe('dashboard layout', () => {
  it('greets an Admin by first name and shows the Admin-only items', async () => {
    forbidFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home', lekki());
    expect(await screen.findByText('Hello, Adaeze')).toBeInTheDocument();
    expect(screen.getByText('Lekki Gardens')).toBeInTheDocument();
    for (const label of adminOnly) {
      expect(await screen.findByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('marks the current page with aria-current', async () => {
    forbidFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home', lekki());
    const home = await screen.findByRole('menuitem', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Adverts' })).not.toHaveAttribute('aria-current');
  });

  it('hides the Admin-only items from a Member, who still sees Adverts and Wallet', async () => {
    forbidFetch();
    signIn(memberUser);
    renderDashboard('/dashboard/home', lekki());
    expect(await screen.findByText('Hello, Chidi')).toBeInTheDocument();
    expect(await screen.findByText('Zenith Bank')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Adverts' })).toBeInTheDocument();
    for (const label of adminOnly) {
      expect(screen.queryByRole('menuitem', { name: label })).not.toBeInTheDocument();
    }
    const menu = await openHeaderMenu();
    expect(menu.getByRole('menuitem', { name: 'Wallet' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Apartment types' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Landlords' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('the header menu lists every page and highlights the current one', async () => {
    forbidFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/streets/add-new', lekki());
    const menu = await openHeaderMenu();
    const labels = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual([
      ...['Home', 'Notices'],
      // The gate (issue 21): passes, the guard's console and the entry log.
      ...['Visitor passes', 'Gate', 'Entry log'],
      ...['Communities', 'Projects', 'Adverts', 'Residents', 'Streets'],
      'Income',
      ...['Expenses', 'Debtors', 'Addresses', 'Wallet', 'Profile', 'Apartments'],
      ...['Apartment types', 'Landlords', 'Excos', 'Audit log', 'Import'],
      // Online payments (issue 18): suspense, reconciliation and the settings.
      ...['Suspense', 'Reconciliation', 'Online payment'],
      // Dues reminders (issue 19): the schedule and Send reminders now.
      ...['Dues reminders', 'Logout'],
    ]);
    expect(menu.getByRole('menuitem', { name: 'Streets' })).toHaveAttribute('aria-current', 'page');
  });

  it('Logout in the header menu revokes the session, clears the user and goes to /', async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/home', lekki());
    const menu = await openHeaderMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    const call = callTo(fetchMock, '/api/AuthUser/logout');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('Authorization')).toBeNull();
    expect(new Headers(call?.init.headers).get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    expect(JSON.parse(window.localStorage.getItem('root')!)).toEqual({ user: null });
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const fetchMock = forbidFetch();
    const fake = lekki();
    renderDashboard('/dashboard/home', fake);
    // The whole Admin mounts, its auth check fails and react-admin's logout runs before the
    // redirect: on a 2-core CI machine busy with the API tests that chain can pass 5 s.
    expect(
      await screen.findByText('Sign-in page', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 401 from the API ends the session with a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs failed calls
    forbidFetch();
    const fake = lekki();
    fake.refuse('getOne', { message: 'Session expired', status: 401 }, { resource: 'communities' });
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    // The sign-in page says 'Your session has ended. Please sign in again' (session-ended.test.tsx).
    expect(screen.getByTestId('sign-in-search')).toHaveTextContent('?ended=1');
    await waitFor(() => expect(getUser()).toBeNull());
  });
});
