import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { anApartment } from '../fakeProvider/samples';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** `total` apartments (Flat 1 to Flat `total`) in the fake dataProvider; fetch answers nothing. */
function apartmentsFake(total = 25) {
  forbidFetch();
  const apartments = Array.from({ length: total }, (_, i) =>
    anApartment({
      id: i + 1,
      apartmentName: `Flat ${i + 1}`,
      address: `${i + 1} Admiralty Way`,
      principalId: `PR-${i + 1}`,
      landlordId: `LL-${i + 1}`,
    }),
  );
  return fakeDataProvider({ apartments });
}

/** The pages and searches the list asked the fake for. */
function pagesAsked(fake: FakeDataProvider) {
  return fake.callsTo('getList', 'apartments').map(({ params }) => {
    const { pagination, filter } = params as { pagination: object; filter: object };
    return { ...pagination, ...filter };
  });
}

describe('the shared list page', () => {
  it('shows the columns, 10 rows, the range label and the paging buttons', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', apartmentsFake());
    expect(await screen.findByText('Flat 25')).toBeInTheDocument();
    for (const header of ['Name', 'Address', 'Principal ID', 'Landlord ID']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText('1 - 10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('Next asks for page 2; the last page disables Next', async () => {
    const fake = apartmentsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', fake);
    // Page 1 first: Next is there (disabled) while the list is still loading.
    await screen.findByText('1 - 10 of 25');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
    expect(await screen.findByText('Flat 15')).toBeInTheDocument();
    expect(pagesAsked(fake)).toContainEqual({ page: 2, perPage: 10 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21 - 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
  });

  it('searches on Enter or the Search button, not while typing', async () => {
    const fake = apartmentsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', fake);
    // Page 1 first: Next is there (disabled) while the list is still loading.
    await screen.findByText('1 - 10 of 25');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('11 - 20 of 25');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'Flat 2');
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than any debounce
    expect(pagesAsked(fake).some((asked) => 'q' in asked)).toBe(false);
    await userEvent.type(box, '{Enter}');
    // Back to page 1 of the matches: each word in a text, so Flat 2, 12 and 20-25.
    expect(await screen.findByText('1 - 8 of 8')).toBeInTheDocument();
    expect(pagesAsked(fake)).toContainEqual({ page: 1, perPage: 10, q: 'Flat 2' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Flat 25');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 - 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Flat 25')).toBeInTheDocument();
  });

  it("shows the spec's empty text and '0 - 0 of 0'", async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', apartmentsFake(0));
    expect(await screen.findByText(messages.apartment.empty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the loading text while the list loads', async () => {
    const waiting = { ...apartmentsFake(), getList: () => new Promise<never>(() => {}) };
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', waiting);
    expect(await screen.findByText('Getting Apartment list')).toBeInTheDocument();
  });

  // The list's own alert holds the text; react-admin's toast of it is another alert.
  const listAlert = (text: string) => screen.findByText(text, { selector: '[role="alert"]' });

  it("a failed load shows the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = apartmentsFake();
    fake.refuse('getList', { message: 'The apartments are resting', status: 503 });
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', fake);
    expect(await listAlert('The apartments are resting')).toBeInTheDocument();
  });

  it('a failed load without a message shows the generic failure text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = apartmentsFake();
    fake.refuse('getList', { message: '', status: 500 });
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', fake);
    expect(await listAlert(messages.generic.failure)).toBeInTheDocument();
  });

  it('Add New opens the add-new route', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/apartments', apartmentsFake());
    const addNew = await screen.findByRole('link', { name: 'Add New' });
    expect(addNew).toHaveAttribute('href', '/dashboard/apartments/add-new');
    await userEvent.click(addNew);
    expect(await screen.findByRole('heading', { name: 'Add New Apartment' })).toBeInTheDocument();
  });
});
