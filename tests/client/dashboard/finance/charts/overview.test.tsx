import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../src/shared/messages';
import type { FakeDataProvider } from '../../fakeDataProvider';
import { adminUser, lekkiGardens, memberUser, signIn, superAdminUser } from '../../fixtures';
import { screenWidth } from '../../phoneScreen';
import { renderDashboard } from '../../renderDashboard';
import { csvAt, financeFake, stubDownloads, transaction } from '../financeApi';

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

/** What the page asked the fake for: the transactions' list reads, the files (an export's path). */
const listReads = (fake: FakeDataProvider) =>
  fake.callsTo('getList', 'transactions').map(({ params }) => params);
const filesAsked = (fake: FakeDataProvider) =>
  fake.callsTo('getFileBlob').map(({ params }) => (params as unknown[])[0]);

describe('overview money', () => {
  it('shows the four cards from the statistic, the bank and referral cards, and the table', async () => {
    const fake = financeFake({ transactions });
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
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
    expect(within(section).getByText('Pending')).toHaveStyle({ color: 'rgb(183, 28, 28)' });
    expect(within(section).getByText('1 - 2 of 2')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Finance actions: billing, payment, expense' }),
    ).toBeInTheDocument();
    expect(listReads(fake)[0]).toMatchObject({ pagination: { page: 1, perPage: 10 } });
  }, 60_000);

  it('on a phone, lists each transaction with its date, amount and status', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/home', financeFake({ transactions }));
    const section = await screen.findByRole('region', { name: 'Transactions' });
    const item = (await within(section).findByText('Gate repair')).closest('li')!;
    expect(item).toHaveTextContent('Date: Mar-09-2026 · Amount: -₦1,250.50 · Status: Approved');
    expect(within(section).queryByRole('table')).toBeNull();
  }, 60_000);

  it("shows 'Getting Transaction list' while the list loads", async () => {
    const fake = financeFake({ transactions });
    fake.pending('getList', { resource: 'transactions' });
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText(messages.finance.transactionsLoading)).toBeInTheDocument();
  });

  it('says so when there is no transaction, and has nothing to export', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = financeFake();
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText(messages.finance.transactionsEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.transactionsExportEmpty)).toBeInTheDocument();
    expect(filesAsked(fake)).toHaveLength(0);
  });

  it('searches on Enter and exports the same search as Neighbourly_Transactions.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fake = financeFake({
      transactions,
      files: csvAt('/api/Residents/1/Transactions/Export?SearchText=gate'),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
    await screen.findByText('Gate repair');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search transactions...');
    await user.type(search, 'gate{Enter}');
    await screen.findByText('1 - 1 of 1');
    expect(listReads(fake).at(-1)).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      filter: { q: 'gate' },
    });
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(filesAsked(fake)).toEqual(['/api/Residents/1/Transactions/Export?SearchText=gate']);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Neighbourly_Transactions.csv');
  });

  it('toasts a failed statistic with the finance failure text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = financeFake();
    // A 5xx without a message, its retry too, as the real provider reads it.
    fake.refuse(
      'getStatistic',
      { message: messages.generic.failure, status: 500 },
      { times: Infinity },
    );
    signIn(adminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText(messages.generic.financeFailure)).toBeInTheDocument();
  });

  it('shows a Member the figures and transactions without the forms', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/home', financeFake({ transactions }));
    expect(await screen.findByText('Gate repair')).toBeInTheDocument();
    expect(await screen.findByText('₦42,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Finance actions/ })).not.toBeInTheDocument();
  });

  it('reads no figures for the Super admin before a community is chosen', async () => {
    const fake = financeFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', fake);
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    expect(fake.callsTo('getStatistic')).toHaveLength(0);
    expect(listReads(fake)).toHaveLength(0);
    expect(screen.queryByText('Total Income')).not.toBeInTheDocument();
  });
});
