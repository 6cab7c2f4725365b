import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, memberUser, signIn } from '../../fixtures';
import { screenWidth } from '../../phoneScreen';
import { renderDashboard } from '../../renderDashboard';
import type { FakeDataProvider } from '../../fakeDataProvider';
import { FIRST_MOUNT_MS, csvAt, financeFake, financeRecord, stubDownloads } from '../financeApi';

vi.mock('../../../../../src/client/dashboard/finance/forms/index', () => import('../formsStub'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The figure a header shows under its label (a dt/dd pair). */
function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The files the page asked the fake for (an export's path). */
function filesAsked(fake: FakeDataProvider) {
  return fake.callsTo('getFileBlob').map(({ params }) => (params as unknown[])[0]);
}

function headers(): (string | null)[] {
  const table = screen.getByText('Trans ID').closest('table')!;
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

describe('income', () => {
  const income = [
    financeRecord(3, {
      kind: 'reversal',
      debAmount: 5000,
      credAmount: 0,
      desc: 'Reversal of NBAAAAAAAAAAA1: wrong resident',
      reversible: false,
    }),
    financeRecord(1, { credAmount: 5000 }),
  ];

  it('shows the gauge, the figures and the income rows', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/income', financeFake({ income }));
    // The file's first mount loads the dashboard's chunks: slower on a busy machine.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Income', level: 1 },
      { timeout: FIRST_MOUNT_MS },
    );
    expect(heading).toBeInTheDocument();
    // 250,000 collected of 250,000 + 42,000 owed.
    expect(
      await screen.findByRole('figure', {
        name: 'Income collected against what residents still owe: 86% collected',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Income collected: ₦250,000.00')).toBeInTheDocument();
    expect(screen.getByText('Amount owing: ₦42,000.00')).toBeInTheDocument();
    expect(figure('Total Income')).toBe('₦250,000.00');
    expect(figure('Amount owing')).toBe('₦42,000.00');
    expect(figure('Available Balance')).toBe('₦174,999.50');

    const reversal = (await screen.findByText(/^Reversal of/)).closest('tr')!;
    expect(headers()).toEqual([
      'Date',
      'Trans ID',
      'Description',
      'Receipt no.',
      'Amount',
      'Status',
      'Actions',
    ]);
    // Issue 18: the payment's receipt, for administrators; the reversal has none.
    expect(screen.getByRole('button', { name: 'Download receipt RCT-2026-000001' })).toBeVisible();
    expect(within(reversal).queryByRole('button', { name: /Download receipt/ })).toBeNull();
    expect(within(reversal).getByText('-₦5,000.00')).toBeInTheDocument();
    expect(within(reversal).getByText('Nov-21-2026')).toBeInTheDocument();
    expect(screen.getByText('₦5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search income...',
    );
    expect(screen.getByRole('button', { name: 'Finance actions: payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse NBAAAAAAAAAAA1' })).toBeInTheDocument();
  }, 60_000);

  it('on a phone, lists each row with date, amount and status, and Reverse at its end', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/income', financeFake({ income }));
    const payment = await screen.findByText(
      'Payment from Amaka Nwosu by Cash (entry 1)',
      {},
      { timeout: FIRST_MOUNT_MS },
    );
    const item = payment.closest('li')!;
    expect(item).toHaveTextContent('Date: Nov-21-2026 · Amount: ₦5,000.00 · Status: Approved');
    expect(
      within(item).getByRole('button', { name: 'Reverse NBAAAAAAAAAAA1' }),
    ).toBeInTheDocument();
    const reversal = screen.getByText(/^Reversal of/).closest('li')!;
    expect(reversal).toHaveTextContent('Amount: -₦5,000.00');
    expect(screen.queryByRole('table')).toBeNull();
  }, 60_000);

  it('shows the loading and empty texts, and the empty-export message', async () => {
    const user = userEvent.setup({ delay: null });
    const held = financeFake();
    held.pending('getList', { resource: 'income' });
    signIn(adminUser);
    const view = renderDashboard('/dashboard/income', held);
    expect(await screen.findByText(messages.finance.incomeLoading)).toBeInTheDocument();
    view.unmount();

    renderDashboard('/dashboard/income', financeFake());
    expect(await screen.findByText(messages.finance.incomeEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.expenseExportEmpty)).toBeInTheDocument();
  });

  it('exports as Neighbourly_Income.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const click = stubDownloads();
    const fake = financeFake({ income, files: csvAt('/api/Allincomes/Export') });
    signIn(adminUser);
    renderDashboard('/dashboard/income', fake);
    await screen.findByText('1 - 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(filesAsked(fake)).toEqual(['/api/Allincomes/Export']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Neighbourly_Income.csv');
  });
});

describe('expenses', () => {
  const expenses = [
    financeRecord(4, { kind: 'expense', debAmount: 75000.5, credAmount: 0, desc: 'Borehole' }),
  ];

  it('has a black header with the gauge and figures, and the expense rows', async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/expenses', financeFake({ expenses }));
    const heading = await screen.findByRole('heading', { name: 'Expenses', level: 1 });
    expect(heading.closest('header')).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)' });
    // 75,000.50 spent of 75,000.50 + 174,999.50 still available.
    expect(
      await screen.findByRole('figure', {
        name: 'Expenses against the balance still available: 30% spent',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Available balance: ₦174,999.50')).toBeInTheDocument();
    expect(figure('Total Expenses')).toBe('₦75,000.50');
    expect(figure('Total Income')).toBe('₦250,000.00');
    expect(figure('Available Balance')).toBe('₦174,999.50');

    const row = (await screen.findByText('Borehole')).closest('tr')!;
    expect(headers()).toEqual(['Date', 'Trans ID', 'Description', 'Amount', 'Status', 'Actions']);
    expect(within(row).getByText('₦75,000.50')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search expenses...',
    );
    expect(screen.getByRole('button', { name: 'Finance actions: expense' })).toBeInTheDocument();
  }, 60_000);

  it('shows the loading and empty texts; exports as Neighbourly_Expenses.csv', async () => {
    const user = userEvent.setup({ delay: null });
    const held = financeFake();
    held.pending('getList', { resource: 'expenses' });
    signIn(adminUser);
    const view = renderDashboard('/dashboard/expenses', held);
    expect(await screen.findByText(messages.finance.expensesLoading)).toBeInTheDocument();
    view.unmount();

    const empty = renderDashboard('/dashboard/expenses', financeFake());
    expect(await screen.findByText(messages.finance.expensesEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    expect(await screen.findByText(messages.finance.expenseExportEmpty)).toBeInTheDocument();
    empty.unmount();

    const click = stubDownloads();
    const fake = financeFake({ expenses, files: csvAt('/api/AllExpenses/Export') });
    renderDashboard('/dashboard/expenses', fake);
    await screen.findByText('Borehole');
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(filesAsked(fake)).toEqual(['/api/AllExpenses/Export']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Neighbourly_Expenses.csv');
  }, 60_000);

  it('is read-only for a Member', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/expenses', financeFake({ expenses }));
    expect(await screen.findByText('Borehole')).toBeInTheDocument();
    expect(headers()).toEqual(['Date', 'Trans ID', 'Description', 'Amount', 'Status']);
    expect(
      screen.queryByRole('button', { name: /Finance actions|Reverse/ }),
    ).not.toBeInTheDocument();
  });
});
