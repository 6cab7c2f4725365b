import { Box } from '@mui/material';
import { useRefresh } from 'react-admin';
import { HIDE_BELOW } from '../../common/Columns';
import { FinanceActions } from '../forms';
import {
  DateColumn,
  MoneyColumn,
  ResidentIdColumn,
  StatusColumn,
  TextColumn,
} from '../common/FinanceColumns';
import { entryActions, EntryActionsColumn } from '../common/ReverseColumn';
import { financePhone } from '../common/financePhone';
import { FinancePage, useCanRecordMoney } from '../common/FinancePage';
import { FinanceTable } from '../common/FinanceTable';
import { useStatistic } from '../common/financeQueries';
import { BalanceCard } from './BalanceCard';
import { MonthlyChartCard } from './MonthlyChartCard';

/**
 * /dashboard/wallet: the community's cash. The area chart of the last 12 months, Total Balance
 * with its Total Income and Total Expenses badges, and the wallet's rows (Date, Comm ID, Res ID,
 * Description, Trans ID, DR, CR, Status; the first two on desktops only), searchable, paged and
 * exported as Neighbourly_Wallet.csv. Administrators run billing, record payments and expenses,
 * and reverse a row; a payment's payer and administrators download its receipt (issue 18: its
 * number is the button's name; the table has no room for one more column, the income list shows
 * it).
 */
export function WalletPage() {
  const canRecord = useCanRecordMoney();
  const refresh = useRefresh();
  const statistic = useStatistic();
  return (
    <FinancePage title="neighbourly.menu.wallet">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <MonthlyChartCard />
        <BalanceCard statistic={statistic.data} isPending={statistic.isPending} />
      </Box>
      <FinanceTable
        resource="wallet"
        loadingText="neighbourly.finance.walletLoading"
        emptyText="neighbourly.finance.walletEmpty"
        searchPlaceholder="neighbourly.finance.walletSearch"
        actions={
          canRecord ? (
            <FinanceActions actions={['billing', 'payment', 'expense']} onDone={refresh} />
          ) : null
        }
        phone={financePhone({
          amounts: [
            {
              source: 'debAmount',
              labelKey: 'debit',
              amount: (record) => Number(record.debAmount),
            },
            {
              source: 'credAmount',
              labelKey: 'credit',
              amount: (record) => Number(record.credAmount),
            },
          ],
          actions: entryActions(refresh, canRecord),
        })}
      >
        <DateColumn source="createdDate" />
        {/* The same community on every row, and the payer's id (the description names the
            payment): the columns that give way on a laptop, so the amounts and Reverse fit. */}
        <TextColumn source="comId" hideBelow={HIDE_BELOW.desktop} />
        <ResidentIdColumn hideBelow={HIDE_BELOW.desktop} />
        <TextColumn source="desc" labelKey="description" wrap />
        <TextColumn source="transactionId" />
        <MoneyColumn source="debAmount" labelKey="debit" />
        <MoneyColumn source="credAmount" labelKey="credit" />
        <StatusColumn />
        <EntryActionsColumn onDone={refresh} canReverse={canRecord} />
      </FinanceTable>
    </FinancePage>
  );
}
