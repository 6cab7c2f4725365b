import { useRefresh } from 'react-admin';
import type { DashboardStatistic } from '../../../../shared/contract/finance-reads';
import { FinanceActions } from '../forms';
import {
  DateColumn,
  expenseAmount,
  MoneyColumn,
  StatusColumn,
  TextColumn,
} from '../common/FinanceColumns';
import { reverseAction, ReverseColumn } from '../common/ReverseColumn';
import { financePhone } from '../common/financePhone';
import { FinancePage, useCanRecordMoney } from '../common/FinancePage';
import { FinanceTable } from '../common/FinanceTable';
import { GaugeSummary } from '../common/GaugeSummary';

/** What was spent against what is still available (decisions.md: the gauge from the ledger). */
const expensesGauge = (statistic: DashboardStatistic) => ({
  title: 'neighbourly.finance.gauge.expensesTitle',
  caption: 'neighbourly.finance.gauge.expensesCentre',
  filled: { label: 'neighbourly.finance.gauge.spent', value: statistic.totalExpenses },
  rest: { label: 'neighbourly.finance.gauge.available', value: statistic.availableBalance },
});

/**
 * /dashboard/expenses: the income page's layout with a black header. The gauge and Total
 * Expenses, Total Income and Available Balance, then the expense rows (Date, Trans ID,
 * Description, Amount, Status), searchable, paged and exported as Neighbourly_Expenses.csv.
 * Administrators record an expense and reverse a row.
 */
export function ExpensesPage() {
  const canRecord = useCanRecordMoney();
  const refresh = useRefresh();
  return (
    <FinancePage>
      <GaugeSummary
        title="neighbourly.menu.expenses"
        figures={['totalExpenses', 'totalIncome', 'availableBalance']}
        gauge={expensesGauge}
        dark
      />
      <FinanceTable
        resource="expenses"
        loadingText="neighbourly.finance.expensesLoading"
        emptyText="neighbourly.finance.expensesEmpty"
        searchPlaceholder="neighbourly.finance.expensesSearch"
        actions={canRecord ? <FinanceActions actions={['expense']} onDone={refresh} /> : null}
        phone={financePhone({
          amounts: [{ source: 'debAmount', amount: expenseAmount }],
          actions: canRecord ? reverseAction(refresh) : undefined,
        })}
      >
        <DateColumn source="createdDate" />
        <TextColumn source="transactionId" />
        <TextColumn source="desc" labelKey="description" wrap />
        <MoneyColumn source="debAmount" amount={expenseAmount} />
        <StatusColumn />
        {canRecord ? <ReverseColumn onDone={refresh} /> : null}
      </FinanceTable>
    </FinancePage>
  );
}
