import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lekki Gardens alone in the fake dataProvider: each view opens, the records it names unknown. */
function lekkiOnly() {
  forbidFetch();
  return fakeDataProvider({ communities: [aCommunity()] });
}

describe('dashboard routes', () => {
  it('add-new opens the create view, not a record called add-new', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/resident/add-new', lekkiOnly());
    expect(await screen.findByRole('heading', { name: 'Add New Resident' })).toBeInTheDocument();
    expect(screen.queryByText('Resident details')).not.toBeInTheDocument();
  });

  // Built views (issue 3): the heading of the view each route opens.
  it.each([
    ['/dashboard/home', 'Overview'],
    ['/dashboard/streets', 'Streets'],
    ['/dashboard/streets/add-new', 'Add New Street'],
    ['/dashboard/streets/7', 'Street details'],
    ['/dashboard/apartment-types/2', 'Apartment type details'],
    ['/dashboard/address/add-new', 'Add New Address'],
    ['/dashboard/apartments/add-new', 'Add New Apartment'],
    ['/dashboard/communities/4', 'Community details'],
    ['/dashboard/landlords', 'Landlords'],
    ['/dashboard/resident', 'Residents'],
    ['/dashboard/resident/add-new', 'Add New Resident'],
    ['/dashboard/resident/5', 'Resident details'],
    ['/dashboard/apartment-types/add-dependant', 'Add dependant'],
    // Money (issue 5).
    ['/dashboard/wallet', 'Wallet'],
    ['/dashboard/income', 'Income'],
    ['/dashboard/expenses', 'Expenses'],
    ['/dashboard/debtors', 'Debtors'],
    ['/dashboard/debtors/10', 'Debtor details'],
    // Accounts (issue 7).
    ['/dashboard/profile', 'Profile'],
    // Adverts (issue 6).
    ['/dashboard/adverts', 'Adverts'],
    ['/dashboard/adverts/add-new', 'Add New Advert'],
    // Spreadsheet import (issue 17).
    ['/dashboard/import', 'Import from a spreadsheet'],
    // Online payment's settings (issue 18).
    ['/dashboard/payment-settings', 'Online payment'],
  ])('%s opens the %s view inside the layout, and names the tab after it', async (path, name) => {
    signIn(adminUser);
    renderDashboard(path, lekkiOnly());
    expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Hello, Adaeze')).toBeInTheDocument();
    // Issue 16: the browser tab says which page this is, in the heading's words.
    expect(document.title).toBe(`${name} · Neighbourly`);
  });

  it('an unknown page shows Not Found inside the layout', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/nowhere', lekkiOnly());
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Adaeze')).toBeInTheDocument();
  });
});
