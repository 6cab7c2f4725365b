import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import type { AuditLogEntry } from '../../../../src/shared/contract/audit';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
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
  vi.restoreAllMocks();
});

const LIST = '/api/AuditLogs';

/** `total` audit rows, newest first. */
function auditRows(total = 25): AuditLogEntry[] {
  return Array.from({ length: total }, (_, i) => {
    const id = total - i;
    return {
      id,
      createdAt: `2026-03-${String((id % 28) + 1).padStart(2, '0')}T08:15:${String(id % 60).padStart(2, '0')}.000Z`,
      actorUserId: id % 2 === 0 ? 7 : null,
      actorName: id % 2 === 0 ? 'treasurer@lekki.ng' : 'anonymous',
      communityId: 1,
      action: id % 2 === 0 ? 'payment' : 'refused',
      target: id % 2 === 0 ? `payment NBPAY${id}` : `GET /api/Streets/${id}`,
      clientAddress: `198.51.100.${id}`,
      outcome: id % 2 === 0 ? 'success' : 'refused',
    };
  });
}

/** The rows in the fake dataProvider; fetch answers nothing. */
function auditLog(total = 25) {
  forbidFetch();
  return fakeDataProvider({ audit: auditRows(total) });
}

/** The audit log's rows as the real API would answer them (the Super admin's scoping test). */
function auditApi(total = 25) {
  const all = auditRows(total);
  return (url: string) => {
    if (!url.startsWith(LIST)) return undefined;
    const query = new URL(url, 'http://localhost').searchParams;
    const size = Number(query.get('PageSize'));
    const page = Number(query.get('PageNumber'));
    const search = query.get('SearchText')?.toLowerCase() ?? '';
    const matches = all.filter((row) =>
      [row.action, row.target, row.actorName, row.clientAddress].some((text) =>
        text.toLowerCase().includes(search),
      ),
    );
    const records = matches.slice((page - 1) * size, page * size);
    return jsonResponse({ records, totalRecordCount: matches.length });
  };
}

function listCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(LIST));
}

/** The pages and searches the list asked the fake for. */
function pagesAsked(fake: FakeDataProvider) {
  return fake.callsTo('getList', 'audit').map(({ params }) => {
    const { pagination, filter } = params as { pagination: object; filter: object };
    return { ...pagination, ...filter };
  });
}

describe('audit log page', { timeout: 60_000 }, () => {
  it('on a phone, lists each event by its target with time, actor and outcome', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/audit', auditLog(2));
    const item = (await screen.findByText('payment NBPAY2')).closest('li')!;
    expect(item).toHaveTextContent(
      /^payment NBPAY2Time: .+ · Actor: treasurer@lekki\.ng · Outcome: success$/,
    );
    expect(within(item).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows time, actor, action, target, outcome and address, newest first', async () => {
    const fake = auditLog();
    signIn(adminUser);
    renderDashboard('/dashboard/audit', fake);
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Actor', 'Action', 'Target', 'Outcome', 'Address']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11); // header + 10
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      'Mar-26-2026 08:15:25 UTC',
      'anonymous',
      'refused',
      'GET /api/Streets/25',
      'refused',
      '198.51.100.25',
    ]);
    expect(cells(rows[2]!)).toEqual([
      'Mar-25-2026 08:15:24 UTC',
      'treasurer@lekki.ng',
      'payment',
      'payment NBPAY24',
      'success',
      '198.51.100.24',
    ]);
    expect(screen.getByText('1 - 10 of 25')).toBeInTheDocument();
    expect(pagesAsked(fake)).toContainEqual({ page: 1, perPage: 10 });
    // Read-only: no Add New, no row link.
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('pages with the range label and searches on submit', async () => {
    const fake = auditLog();
    signIn(adminUser);
    renderDashboard('/dashboard/audit', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
    // The range label follows the page at once; the page's request may come a moment later.
    await waitFor(() => expect(pagesAsked(fake)).toContainEqual({ page: 2, perPage: 10 }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'payment{Enter}');
    expect(await screen.findByText('1 - 10 of 12')).toBeInTheDocument();
    expect(pagesAsked(fake)).toContainEqual({ page: 1, perPage: 10, q: 'payment' });
    expect(screen.queryByText('anonymous')).not.toBeInTheDocument();
  });

  it('shows the loading text, then the empty text', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/audit', auditLog(0));
    expect(await screen.findByText('Getting Audit log')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });

  it('is in the header menu for administrators', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/home', auditLog());
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('menuitem', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/dashboard/audit',
    );
  });

  it('Members see neither the menu item nor the log (nothing is fetched)', async () => {
    const fake = auditLog();
    signIn(memberUser);
    renderDashboard('/dashboard/audit', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(pagesAsked(fake)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('menuitem', { name: 'Wallet' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  // The real dataProvider: naming the community is its work (communityScope.ts), not the page's.
  it('the Super admin sees every community, or names the chosen one with ?communityId=', async () => {
    const superAdminApi = (url: string) =>
      url.startsWith('/api/Communities?')
        ? jsonResponse({ records: [], totalRecordCount: 0 })
        : auditApi()(url);
    const everyCommunity = mockFetch(superAdminApi);
    signIn(superAdminUser);
    const view = renderDashboard('/dashboard/audit');
    expect(await screen.findByText('1 - 10 of 25')).toBeInTheDocument();
    expect(listCalls(everyCommunity)).toEqual([`${LIST}?PageSize=10&PageNumber=1`]);
    view.unmount();

    const chosen = mockFetch(superAdminApi);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    renderDashboard('/dashboard/audit');
    expect(await screen.findByText('1 - 10 of 25')).toBeInTheDocument();
    expect(listCalls(chosen)).toContain(`${LIST}?PageSize=10&PageNumber=1&communityId=4`);
  });
});
