import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, type DataProvider } from 'react-admin';
import {
  thousandsAsK,
  sharePercent,
} from '../../../../../src/client/dashboard/finance/charts/chartFormat';
import {
  DateColumn,
  incomeAmount,
  MoneyColumn,
  StatusColumn,
  TextColumn,
} from '../../../../../src/client/dashboard/finance/common/FinanceColumns';
import { FinanceTable } from '../../../../../src/client/dashboard/finance/common/FinanceTable';
import { financeFailureText } from '../../../../../src/client/dashboard/finance/common/useFinanceError';
import { i18nProvider } from '../../../../../src/client/dashboard/providers/i18nProvider';
import { theme } from '../../../../../src/client/dashboard/theme';
import { messages } from '../../../../../src/shared/messages';
import type { PayStatus } from '../../../../../src/shared/contract/finance';
import { financeRecord } from '../financeApi';

vi.mock('../../../../../src/client/dashboard/finance/forms/index', () => import('../formsStub'));

afterEach(() => {
  vi.restoreAllMocks();
});

const records = Array.from({ length: 12 }, (_, index) =>
  financeRecord(12 - index, {
    createdDate: index === 0 ? '2026-11-21' : '2026-01-05',
    credAmount: index === 0 ? 1234567.5 : index === 1 ? 0 : 5000,
    debAmount: index === 1 ? 250.5 : 0,
    // The API stores lower case; any case of 'paid' is shown as Approved.
    payStatus: (index === 2 ? 'failed' : index === 3 ? 'PAID' : 'paid') as PayStatus,
  }),
);

/** A dataProvider with the records above, paged like the API. */
function fakeDataProvider() {
  const getList = vi.fn(async (_resource: string, params: { pagination?: { page: number } }) => {
    const page = params.pagination?.page ?? 1;
    return { data: records.slice((page - 1) * 10, page * 10), total: records.length };
  });
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

function renderTable(dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={theme}>
      <FinanceTable
        resource="income"
        loadingText="neighbourly.finance.incomeLoading"
        emptyText="neighbourly.finance.incomeEmpty"
        searchPlaceholder="neighbourly.finance.incomeSearch"
        syncWithLocation={false}
      >
        <DateColumn source="createdDate" />
        <TextColumn source="transactionId" />
        <MoneyColumn source="credAmount" amount={incomeAmount} />
        <StatusColumn />
      </FinanceTable>
    </AdminContext>,
  );
}

describe('a finance table', () => {
  it('shows dates as Mon-DD-YYYY, amounts in NGN (en-NG) and the range label', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider, getList } = fakeDataProvider();
    renderTable(dataProvider);
    expect(await screen.findByText('1 - 10 of 12')).toBeInTheDocument();
    const first = screen.getByText('₦1,234,567.50').closest('tr')!;
    expect(within(first).getByText('Nov-21-2026')).toBeInTheDocument();
    const second = screen.getByText('-₦250.50').closest('tr')!;
    expect(within(second).getByText('Jan-05-2026')).toBeInTheDocument();
    expect(screen.getAllByText('₦5,000.00').length).toBeGreaterThan(0);

    expect(screen.getByText('Failed')).toHaveStyle({ color: 'rgb(183, 28, 28)' });
    // 'paid' in any case is Approved, in the primary colour.
    for (const approved of screen.getAllByText('Approved')) {
      expect(approved).toHaveStyle({ color: 'rgb(27, 94, 32)' });
    }

    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(getList).toHaveBeenLastCalledWith(
      'income',
      expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
    );
  });

  it("shows '0 - 0 of 0' and the empty text with no record", async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderTable({ getList } as unknown as DataProvider);
    expect(await screen.findByText(messages.finance.incomeEmpty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });
});

describe('finance formats', () => {
  it('shows the chart axis in thousands as k', () => {
    expect(thousandsAsK(0)).toBe('0');
    expect(thousandsAsK(950)).toBe('950');
    expect(thousandsAsK(2500)).toBe('2.5k');
    expect(thousandsAsK(30000)).toBe('30k');
    expect(thousandsAsK(1200000)).toBe('1,200k');
  });

  it('computes a gauge share from two parts, never below 0', () => {
    expect(sharePercent(150, 50)).toBe(75);
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(100, -20)).toBe(100);
    expect(sharePercent(-5, 10)).toBe(0);
  });

  it("falls back to the spec's finance failure text", () => {
    expect(financeFailureText(new Error(messages.generic.failure))).toBe(
      messages.generic.financeFailure,
    );
    expect(financeFailureText(null)).toBe(messages.generic.financeFailure);
    expect(financeFailureText(new Error('Nope'))).toBe('Nope');
  });
});
