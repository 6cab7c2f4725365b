import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, memberUser, signIn, superAdminUser } from '../../fixtures';
import { renderDashboard } from '../../renderDashboard';
import {
  FIRST_MOUNT_MS,
  fetchedUrls,
  financeApi,
  financeRecord,
  stubDownloads,
} from '../financeApi';

vi.mock('../../../../../src/client/dashboard/finance/forms/index', () => import('../formsStub'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = Array.from({ length: 25 }, (_, index) =>
  financeRecord(25 - index, index === 1 ? { payStatus: 'pending', desc: 'Rent arrears' } : {}),
);

describe('wallet', () => {
  it('shows the chart, Total Balance with its badges, and the columns of the spec', async () => {
    financeApi({
      lists: {
        wallet: [
          financeRecord(2, {
            debAmount: 1250.5,
            credAmount: 0,
            residentId: null,
            desc: 'Gate repair',
          }),
          financeRecord(1, { payStatus: 'pending' }),
        ],
      },
    });
    signIn(adminUser);
    renderDashboard('/dashboard/wallet');
    // The file's first mount loads the dashboard's chunks: slower on a busy machine.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Wallet', level: 1 },
      { timeout: FIRST_MOUNT_MS },
    );
    expect(heading).toBeInTheDocument();
    const balance = await screen.findByRole('region', { name: 'Total Balance' });
    expect(await within(balance).findByText('₦174,999.50')).toBeInTheDocument();
    expect(within(balance).getByText('Total Income')).toBeInTheDocument();
    expect(within(balance).getByText('₦250,000.00')).toBeInTheDocument();
    expect(within(balance).getByText('Total Expenses')).toBeInTheDocument();
    expect(within(balance).getByText('₦75,000.50')).toBeInTheDocument();

    // The lazily loaded chart, and its figures for screen readers.
    const chart = await screen.findByRole('table', { name: 'Income and expenses' });
    expect(within(chart).getByRole('rowheader', { name: 'Dec' })).toBeInTheDocument();
    expect(within(chart).getByText('₦31,000.00')).toBeInTheDocument();

    await screen.findByText('Gate repair');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Date',
        'Comm ID',
        'Res ID',
        'Description',
        'Trans ID',
        'DR',
        'CR',
        'Status',
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = screen.getByText('Gate repair').closest('tr')!;
    expect(within(row).getByText('Nov-21-2026')).toBeInTheDocument();
    expect(within(row).getByText('₦1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('₦0.00')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toHaveStyle({ color: 'rgb(27, 94, 32)' });
    expect(screen.getByText('Pending')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search wallet transactions...',
    );
    expect(
      screen.getByRole('button', { name: 'Finance actions: billing, payment, expense' }),
    ).toBeInTheDocument();
  }, 60_000);

  it('pages with the range label and searches on the server from page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = financeApi({ lists: { wallet: rows } });
    signIn(adminUser);
    renderDashboard('/dashboard/wallet');
    expect(await screen.findByText('1 - 10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 20 of 25')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toContain('/api/Wallets?PageSize=10&PageNumber=2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21 - 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Typing alone searches nothing (other parts of the page may still be loading); Enter
    // searches from page 1.
    const listCalls = () => fetchedUrls(fetchMock).filter((url) => url.startsWith('/api/Wallets?'));
    const before = listCalls().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rent');
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than any debounce
    expect(listCalls()).toHaveLength(before);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 - 1 of 1')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toContain(
      '/api/Wallets?PageSize=10&PageNumber=1&SearchText=rent',
    );
    expect(screen.getByText('Rent arrears')).toBeInTheDocument();
  }, 60_000);

  it('exports the searched rows as Neighbourly_Wallet.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fetchMock = financeApi({ lists: { wallet: rows } });
    signIn(adminUser);
    renderDashboard('/dashboard/wallet');
    await screen.findByText('1 - 10 of 25');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rent{Enter}');
    await screen.findByText('1 - 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Export'))!;
    expect(call[0]).toBe('/api/Wallets/Export?SearchText=rent');
    // The session cookie goes by itself (same origin); no token is ever read by scripts.
    expect(new Headers(call[1]?.headers).get('Authorization')).toBeNull();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Neighbourly_Wallet.csv');
  });

  it('says so when there is no row, and has nothing to export', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = financeApi();
    signIn(adminUser);
    renderDashboard('/dashboard/wallet');
    expect(await screen.findByText(messages.finance.walletEmpty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.walletExportEmpty)).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/Export'))).toBe(false);
  });

  it('shows the loading text, then toasts a failed load', async () => {
    financeApi({ pending: ['/api/Wallets'] });
    signIn(adminUser);
    const view = renderDashboard('/dashboard/wallet');
    expect(await screen.findByText(messages.finance.walletLoading)).toBeInTheDocument();
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    financeApi({ failing: ['/api/Wallets'] });
    renderDashboard('/dashboard/wallet');
    await waitFor(() =>
      expect(screen.getAllByText(messages.generic.financeFailure).length).toBeGreaterThan(0),
    );
  });

  it('refreshes the figures and the list after a reversal or a form', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = financeApi({ lists: { wallet: [financeRecord(7)] } });
    signIn(adminUser);
    renderDashboard('/dashboard/wallet');
    const reverse = await screen.findByRole('button', { name: 'Reverse NBAAAAAAAAAAA7' });
    const count = (path: string) => fetchedUrls(fetchMock).filter((url) => url.startsWith(path));
    await screen.findByText('₦174,999.50');
    const statistics = count('/api/Communities/1/Statistics').length;
    const lists = count('/api/Wallets?').length;
    await user.click(reverse);
    await waitFor(() =>
      expect(count('/api/Communities/1/Statistics').length).toBeGreaterThan(statistics),
    );
    await waitFor(() => expect(count('/api/Wallets?').length).toBeGreaterThan(lists));
    expect(count('/api/Wallets/MonthlySeries').length).toBeGreaterThan(1);
  });

  it('is read-only for a Member', async () => {
    financeApi({ lists: { wallet: [financeRecord(7)] } });
    signIn(memberUser);
    renderDashboard('/dashboard/wallet');
    expect(await screen.findByText('NBAAAAAAAAAAA7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Finance actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export csv' })).toBeInTheDocument();
  });

  it("asks the Super admin to choose a community, then reads the chosen one's", async () => {
    const fetchMock = financeApi({ lists: { wallet: [financeRecord(7)] } });
    signIn(superAdminUser);
    const view = renderDashboard('/dashboard/wallet');
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.startsWith('/api/Wallets'))).toBe(false);
    view.unmount();

    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    renderDashboard('/dashboard/wallet');
    expect(await screen.findByText('NBAAAAAAAAAAA7')).toBeInTheDocument();
    const urls = fetchedUrls(fetchMock);
    expect(urls).toContain('/api/Wallets?PageSize=10&PageNumber=1&communityId=1');
    expect(urls).toContain('/api/Wallets/MonthlySeries?communityId=1');
    expect(urls).toContain('/api/Communities/1/Statistics');
  });
});
