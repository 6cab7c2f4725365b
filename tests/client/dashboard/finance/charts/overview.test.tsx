import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, lekkiGardens, memberUser, signIn, superAdminUser } from '../../fixtures';
import { renderDashboard } from '../../renderDashboard';
import { fetchedUrls, financeApi, stubDownloads, transaction } from '../financeApi';

vi.mock('../../../../../src/client/dashboard/finance/forms/index', () => import('../formsStub'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const transactions = [
  transaction(2, {
    description: 'Gate repair',
    amount: -1250.5,
    debAmount: 1250.5,
    credAmount: 0,
    paymentDate: '2026-03-09',
  }),
  transaction(1, { payStatus: 'pending' }),
];

describe('overview money', () => {
  it('shows the four cards from the statistic, the bank and referral cards, and the table', async () => {
    const fetchMock = financeApi({ lists: { transactions } });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    const card = async (name: string) => screen.findByRole('region', { name });
    expect(await within(await card('Total Income')).findByText('₦250,000.00')).toBeInTheDocument();
    expect(within(await card('Total Expenses')).getByText('₦75,000.50')).toBeInTheDocument();
    expect(within(await card('Available Balance')).getByText('₦174,999.50')).toBeInTheDocument();
    expect(within(await card('Amount owing')).getByText('₦42,000.00')).toBeInTheDocument();
    expect(await screen.findByText(lekkiGardens.referralLink)).toBeInTheDocument();
    expect(screen.getByText('Zenith Bank')).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Transactions' });
    const row = (await within(section).findByText('Gate repair')).closest('tr')!;
    const headers = within(section)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Trans ID', 'Description', 'Amount', 'Status']);
    expect(within(row).getByText('Mar-09-2026')).toBeInTheDocument();
    expect(within(row).getByText('-₦1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('NBAAAAAAAAAAA2')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toHaveStyle({ color: 'rgb(27, 94, 32)' });
    expect(within(section).getByText('Pending')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(section).getByText('1 - 2 of 2')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Finance actions: billing, payment, expense' }),
    ).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toContain(
      '/api/Residents/1/Transactions?PageSize=10&PageNumber=1',
    );
  }, 60_000);

  it("shows 'Getting Transaction list' while the list loads", async () => {
    financeApi({ pending: ['/api/Residents/1/Transactions'] });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText(messages.finance.transactionsLoading)).toBeInTheDocument();
  });

  it('says so when there is no transaction, and has nothing to export', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = financeApi();
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText(messages.finance.transactionsEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.transactionsExportEmpty)).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/Export'))).toBe(false);
  });

  it('searches on Enter and exports the same search as Neighbourly_Transactions.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fetchMock = financeApi({ lists: { transactions } });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    await screen.findByText('Gate repair');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search transactions...');
    await user.type(search, 'gate{Enter}');
    await screen.findByText('1 - 1 of 1');
    expect(fetchedUrls(fetchMock)).toContain(
      '/api/Residents/1/Transactions?PageSize=10&PageNumber=1&SearchText=gate',
    );
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchedUrls(fetchMock)).toContain(
      '/api/Residents/1/Transactions/Export?SearchText=gate',
    );
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Neighbourly_Transactions.csv');
  });

  it('toasts a failed statistic with the finance failure text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    financeApi({ failing: ['/api/Communities/1/Statistics'] });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText(messages.generic.financeFailure)).toBeInTheDocument();
  });

  it('shows a Member the figures and transactions without the forms', async () => {
    financeApi({ lists: { transactions } });
    signIn(memberUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('Gate repair')).toBeInTheDocument();
    expect(await screen.findByText('₦42,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Finance actions/ })).not.toBeInTheDocument();
  });

  it('reads no figures for the Super admin before a community is chosen', async () => {
    const fetchMock = financeApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    const urls = fetchedUrls(fetchMock);
    expect(urls.some((url) => url.includes('Statistics') || url.includes('Transactions'))).toBe(
      false,
    );
    expect(screen.queryByText('Total Income')).not.toBeInTheDocument();
  });
});
