import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = '/api/Apartments/Community/1';

/** 25 apartments, newest first, answered page by page as the API does. */
function apartmentsApi(total = 25) {
  const all = Array.from({ length: total }, (_, i) => ({
    id: total - i,
    apartmentName: `Flat ${total - i}`,
    address: `${total - i} Admiralty Way`,
    principalId: `PR-${total - i}`,
    landlordId: `LL-${total - i}`,
  }));
  return (url: string) => {
    if (!url.startsWith(LIST)) return undefined;
    const query = new URL(url, 'http://localhost').searchParams;
    const size = Number(query.get('PageSize'));
    const page = Number(query.get('PageNumber'));
    const search = query.get('SearchText')?.toLowerCase() ?? '';
    const matches = all.filter((a) => a.apartmentName.toLowerCase().includes(search));
    const records = matches.slice((page - 1) * size, page * size);
    return jsonResponse({ records, totalRecordCount: matches.length });
  };
}

function listCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(LIST));
}

describe('the shared list page', () => {
  it('shows the columns, 10 rows, the range label and the paging buttons', async () => {
    mockFetch(apartmentsApi());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
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

  it('Next requests PageNumber=2; the last page disables Next', async () => {
    const fetchMock = mockFetch(apartmentsApi());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    // Page 1 first: Next is there (disabled) while the list is still loading.
    await screen.findByText('1 - 10 of 25');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toContain(`${LIST}?PageSize=10&PageNumber=2`);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21 - 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
  });

  it('search sends SearchText on Enter or the Search button, not while typing', async () => {
    const fetchMock = mockFetch(apartmentsApi());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    // Page 1 first: Next is there (disabled) while the list is still loading.
    await screen.findByText('1 - 10 of 25');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('11 - 20 of 25');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'Flat 2');
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than any debounce
    expect(listCalls(fetchMock).some((url) => url.includes('SearchText'))).toBe(false);
    await userEvent.type(box, '{Enter}');
    // Back to page 1 of the matches: Flat 2 and Flat 20-25.
    expect(await screen.findByText('1 - 7 of 7')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toContain(`${LIST}?PageSize=10&PageNumber=1&SearchText=Flat+2`);
    await userEvent.clear(box);
    await userEvent.type(box, 'Flat 1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 - 10 of 11')).toBeInTheDocument();
  });

  it("shows the spec's empty text and '0 - 0 of 0'", async () => {
    mockFetch(apartmentsApi(0));
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    expect(await screen.findByText(messages.apartment.empty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the loading text while the list loads', async () => {
    const pending = vi.fn((input: RequestInfo | URL) =>
      String(input).startsWith(LIST)
        ? new Promise<Response>(() => {})
        : Promise.resolve(jsonResponse({ message: 'Not found' }, 404)),
    );
    vi.stubGlobal('fetch', pending);
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    expect(await screen.findByText('Getting Apartment list')).toBeInTheDocument();
  });

  it('a failed load shows the generic failure text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((url) => (url.startsWith(LIST) ? new Response('oops', { status: 500 }) : undefined));
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic.failure);
  });

  it('Add New opens the add-new route', async () => {
    mockFetch(apartmentsApi());
    signIn(adminUser);
    renderDashboard('/dashboard/apartments');
    const addNew = await screen.findByRole('link', { name: 'Add New' });
    expect(addNew).toHaveAttribute('href', '/dashboard/apartments/add-new');
    await waitFor(() => expect(screen.getByText('1 - 10 of 25')).toBeInTheDocument());
  });
});
