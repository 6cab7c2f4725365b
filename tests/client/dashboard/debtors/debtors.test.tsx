import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DebtHistoryLine } from '../../../../src/shared/contract/finance-reads';
import { messages } from '../../../../src/shared/messages';
import {
  fakeDataProvider,
  forbidFetch,
  type FakeDataProvider,
  type FakeSeed,
} from '../fakeDataProvider';
import { amakaProfile, csvAt, debtor, stubDownloads } from '../finance/financeApi';
import { adminUser, signIn, superAdminUser } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

vi.mock(
  '../../../../src/client/dashboard/finance/forms/index',
  () => import('../finance/formsStub'),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const debtors = [
  debtor(5),
  debtor(8, { fullName: 'Tunde Bakare', address: '4 Bourdillon Road', amountOwed: 2500.5 }),
];

const history: DebtHistoryLine[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 - index,
  date: `2026-${String(12 - index).padStart(2, '0')}-01`,
  narration: index === 0 ? 'Payment from Amaka Nwosu by Cash' : `Dues for month ${12 - index}`,
  transactionId: `NB${100 - index}`,
  amount: index === 0 ? -5000 : 15000,
}));

/**
 * The debtors in the fake dataProvider (Amaka's profile with her row), with `seed`'s other
 * records (an export's file); fetch answers nothing.
 */
function debtorsFake(rows = debtors, lines: DebtHistoryLine[] = [], seed: FakeSeed = {}) {
  forbidFetch();
  return fakeDataProvider({
    ...seed,
    debtors: rows.map((row) =>
      row.id === 5
        ? { ...row, ...amakaProfile, history: { records: lines, totalRecordCount: lines.length } }
        : row,
    ),
  });
}

/** The pages of a debtor's history that the detail asked the fake for. */
function historyPagesAsked(fake: FakeDataProvider) {
  return fake
    .callsTo('getOne', 'debtors')
    .map(({ params }) => (params as { meta?: { query?: object } }).meta?.query);
}

describe('debtors list', () => {
  it('shows the columns of the spec with rows that agree, and links each debtor', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = debtorsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/debtors', fake);
    expect(await screen.findByRole('heading', { name: 'Debtors', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Tunde Bakare' });
    expect(link).toHaveAttribute('href', '/dashboard/debtors/8');
    const table = link.closest('table')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Address', 'Description', 'Principal ID', 'Amount Own']);
    const row = link.closest('tr')!;
    expect(within(row).getByText('4 Bourdillon Road')).toBeInTheDocument();
    expect(within(row).getByText('Dues for Nov 2026 (2 bedroom)')).toBeInTheDocument();
    expect(within(row).getByText('P-12')).toBeInTheDocument();
    expect(within(row).getByText('₦2,500.50')).toBeInTheDocument();
    expect(screen.getByText('1 - 2 of 2')).toBeInTheDocument();
    expect(fake.callsTo('getList', 'debtors')[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
    });

    // A click on the row (not only the name) opens the debtor.
    await user.click(within(table).getByText('12 Admiralty Way'));
    expect(await screen.findByRole('heading', { name: 'Debtor details' })).toBeInTheDocument();
    expect(await screen.findByText('amaka@nwosu.ng')).toBeInTheDocument();
  }, 60_000);

  // The list's answer held back (the fake's pending getList): the loading text, then the rows.
  it('on a phone, lists each debtor with address and amount, opening them', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/debtors', debtorsFake());
    const item = await screen.findByRole('link', { name: /Tunde Bakare/ });
    expect(item).toHaveAttribute('href', '/dashboard/debtors/8');
    expect(item).toHaveTextContent('Address: 4 Bourdillon Road · Amount Own: ₦2,500.50');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading text while the list is read', async () => {
    const fake = debtorsFake();
    const release = fake.pending('getList', { resource: 'debtors' });
    signIn(adminUser);
    renderDashboard('/dashboard/debtors', fake);
    expect(await screen.findByText(messages.finance.debtorsLoading)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Tunde Bakare' })).toBeInTheDocument();
    expect(screen.queryByText(messages.finance.debtorsLoading)).not.toBeInTheDocument();
  });

  it('shows the empty text, and the empty-export message without a download', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fake = debtorsFake([]);
    signIn(adminUser);
    renderDashboard('/dashboard/debtors', fake);
    expect(await screen.findByText(messages.finance.debtorsEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.debtorsExportEmpty)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  // The export is the server's file at the list's path (exportUrl), read by the provider's getFileBlob.
  it('exports the searched debtors as Neighbourly_Debtors.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fake = debtorsFake(debtors, [], {
      files: csvAt('/api/Residents/1/debtors/Export?SearchText=Tunde'),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/debtors', fake);
    await screen.findByText('1 - 2 of 2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Tunde{Enter}');
    await screen.findByText('1 - 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fake.callsTo('getFileBlob').map(({ params }) => params)).toEqual([
      ['/api/Residents/1/debtors/Export?SearchText=Tunde'],
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Neighbourly_Debtors.csv');
  });

  it('asks the Super admin to choose a community first', async () => {
    const fake = debtorsFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/debtors', fake);
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(fake.callsTo('getList', 'debtors')).toHaveLength(0);
  });
});

describe('debtor detail', () => {
  it('shows the profile banner and the paged debt history', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = debtorsFake(debtors, history);
    signIn(adminUser);
    renderDashboard('/dashboard/debtors/5', fake);
    const banner = await screen.findByRole('region', { name: 'Amaka Nwosu' });
    expect(within(banner).getByText('amaka@nwosu.ng')).toBeInTheDocument();
    expect(within(banner).getByText('0803 123 4567')).toBeInTheDocument();
    expect(within(banner).getByText('12 Admiralty Way')).toBeInTheDocument();
    expect(within(banner).getByText('Amount owed')).toBeInTheDocument();
    expect(within(banner).getByText('₦15,000.00')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Debt history' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Narration', 'Amount']);
    const payment = within(list).getByText('Payment from Amaka Nwosu by Cash').closest('tr')!;
    expect(within(payment).getByText('Dec-01-2026')).toBeInTheDocument();
    expect(within(payment).getByText('-₦5,000.00')).toBeInTheDocument();
    expect(within(list).getByText('1 - 10 of 12')).toBeInTheDocument();
    expect(historyPagesAsked(fake)).toEqual([{ PageSize: 10, PageNumber: 1 }]);

    await user.click(within(list).getByRole('button', { name: 'Next page' }));
    expect(await within(list).findByText('11 - 12 of 12')).toBeInTheDocument();
    expect(within(list).getByText('Dues for month 1')).toBeInTheDocument();
    expect(historyPagesAsked(fake)).toContainEqual({ PageSize: 10, PageNumber: 2 });
  }, 60_000);

  it('on a phone, the debt history lists each line with its date and amount', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/debtors/5', debtorsFake(debtors, history));
    const list = await screen.findByRole('region', { name: 'Debt history' });
    const line = within(list).getByText('Payment from Amaka Nwosu by Cash').closest('li')!;
    expect(line).toHaveTextContent('Date: Dec-01-2026 · Amount: -₦5,000.00');
    expect(within(list).queryByRole('table')).toBeNull();
  });

  it('says so when the debtor has no debt line', async () => {
    const fake = debtorsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/debtors/5', fake);
    expect(await screen.findByText(messages.finance.debtEmpty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });

  it("shows and toasts the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = debtorsFake();
    fake.refuse(
      'getOne',
      { message: messages.finance.debtorNotFound, status: 404 },
      { resource: 'debtors' },
    );
    signIn(adminUser);
    renderDashboard('/dashboard/debtors/9', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.finance.debtorNotFound);
    await waitFor(() =>
      expect(screen.getAllByText(messages.finance.debtorNotFound)).toHaveLength(2),
    );
  });
});
