import { useRefresh } from 'react-admin';
import {
  DateColumn,
  MoneyColumn,
  StatusColumn,
  TextColumn,
} from '../finance/common/FinanceColumns';
import { useCanRecordMoney } from '../finance/common/FinancePage';
import { FinanceTable } from '../finance/common/FinanceTable';
import { financePhone } from '../finance/common/financePhone';
import { FinanceActions } from '../finance/forms';

const transactionPhone = financePhone({
  description: 'description',
  date: 'paymentDate',
  amounts: [{ source: 'amount', amount: (record) => Number(record.amount) }],
});

/**
 * The overview's transactions: the wallet's rows, newest first (Date, Trans ID, Description,
 * Amount, Status), searched by the server, paged, exported as Neighbourly_Transactions.csv.
 * Administrators also get the billing, payment and expense forms here.
 */
export function TransactionsSection() {
  const canRecord = useCanRecordMoney();
  const refresh = useRefresh();
  return (
    <FinanceTable
      resource="transactions"
      title="neighbourly.finance.transactionsTitle"
      loadingText="neighbourly.finance.transactionsLoading"
      emptyText="neighbourly.finance.transactionsEmpty"
      searchPlaceholder="neighbourly.finance.transactionsSearch"
      syncWithLocation={false}
      actions={
        canRecord ? (
          <FinanceActions actions={['billing', 'payment', 'expense']} onDone={refresh} />
        ) : null
      }
      phone={transactionPhone}
    >
      <DateColumn source="paymentDate" />
      <TextColumn source="transactionId" />
      <TextColumn source="description" wrap />
      <MoneyColumn source="amount" />
      <StatusColumn />
    </FinanceTable>
  );
}
