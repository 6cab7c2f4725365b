import { useRefresh } from 'react-admin';
import { HIDE_BELOW } from '../../common/Columns';
import type { DashboardStatistic } from '../../../../shared/contract/finance-reads';
import { FinanceActions } from '../forms';
import {
  DateColumn,
  incomeAmount,
  MoneyColumn,
  StatusColumn,
  TextColumn,
} from '../common/FinanceColumns';
import { entryActions, EntryActionsColumn } from '../common/ReverseColumn';
import { financePhone } from '../common/financePhone';
import { FinancePage, useCanRecordMoney } from '../common/FinancePage';
import { FinanceTable } from '../common/FinanceTable';
import { GaugeSummary } from '../common/GaugeSummary';

/** Income collected against what residents still owe (decisions.md: the gauge from the ledger). */
const incomeGauge = (statistic: DashboardStatistic) => ({
  title: 'neighbourly.finance.gauge.incomeTitle',
  caption: 'neighbourly.finance.gauge.incomeCentre',
  filled: { label: 'neighbourly.finance.gauge.collected', value: statistic.totalIncome },
  rest: { label: 'neighbourly.finance.gauge.owing', value: statistic.totalPendingPayments },
});

/**
 * /dashboard/income: payments received (net of reversals). The gauge and Total Income, Amount
 * owing and Available Balance, then the income rows (Date, Trans ID, Description, Receipt no. on
 * desktops, Amount, Status), searchable, paged and exported as Neighbourly_Income.csv.
 * Administrators record a payment and reverse a row; a payment's payer and administrators
 * download its receipt (issue 18).
 */
export function IncomePage() {
  const canRecord = useCanRecordMoney();
  const refresh = useRefresh();
  return (
    <FinancePage>
      <GaugeSummary
        title="neighbourly.menu.income"
        figures={['totalIncome', 'totalPendingPayments', 'availableBalance']}
        gauge={incomeGauge}
      />
      <FinanceTable
        resource="income"
        loadingText="neighbourly.finance.incomeLoading"
        emptyText="neighbourly.finance.incomeEmpty"
        searchPlaceholder="neighbourly.finance.incomeSearch"
        actions={canRecord ? <FinanceActions actions={['payment']} onDone={refresh} /> : null}
        phone={financePhone({
          amounts: [{ source: 'credAmount', amount: incomeAmount }],
          actions: entryActions(refresh, canRecord),
        })}
      >
        <DateColumn source="createdDate" />
        <TextColumn source="transactionId" />
        <TextColumn source="desc" labelKey="description" wrap />
        <TextColumn source="receiptNumber" hideBelow={HIDE_BELOW.desktop} />
        <MoneyColumn source="credAmount" amount={incomeAmount} />
        <StatusColumn />
        <EntryActionsColumn onDone={refresh} canReverse={canRecord} />
      </FinanceTable>
    </FinancePage>
  );
}
