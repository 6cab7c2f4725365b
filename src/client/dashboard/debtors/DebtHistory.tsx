import { Card, Typography } from '@mui/material';
import { ListContextProvider, useList, useTranslate, type ListControllerResult } from 'react-admin';
import type { DebtHistoryLine } from '../../../shared/contract/finance-reads';
import type { PagedList } from '../../../shared/contract/paging';
import { formatDate, formatNaira, PAGE_SIZE } from '../../../shared/format';
import { ListContent } from '../common/ListPage';
import type { PhoneFields } from '../common/PhoneList';
import { RangePagination } from '../common/RangePagination';
import { DateColumn, MoneyColumn, TextColumn } from '../finance/common/FinanceColumns';

interface DebtHistoryProps {
  /** One page of the debtor's entries, newest first, as the profile answered it. */
  history: PagedList<DebtHistoryLine>;
  page: number;
  setPage: (page: number) => void;
  /** Another page is on its way. */
  isFetching: boolean;
}

/** On a phone: the narration, then its date and amount. */
const phone: PhoneFields = {
  primary: 'narration',
  facts: [
    {
      source: 'date',
      label: 'neighbourly.finance.debtor.date',
      render: (record) => formatDate(String(record.date)),
    },
    {
      source: 'amount',
      label: 'neighbourly.finance.debtor.amount',
      render: (record) => formatNaira(Number(record.amount)),
    },
  ],
};

/**
 * The debtor's debt list (Date, Narration, Amount: + raises what they owe, - lowers it), paged by
 * the server inside the profile; the common list parts read it through a list context.
 */
export function DebtHistory({ history, page, setPage, isFetching }: DebtHistoryProps) {
  const translate = useTranslate();
  const list = useList<DebtHistoryLine>({ data: history.records, perPage: PAGE_SIZE });
  const value = {
    ...list,
    data: history.records,
    total: history.totalRecordCount,
    page,
    setPage,
    isPending: false,
    isFetching,
  } as ListControllerResult<DebtHistoryLine>;
  return (
    <section aria-labelledby="debt-history">
      <Typography id="debt-history" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {translate('neighbourly.finance.debtor.history')}
      </Typography>
      <ListContextProvider value={value}>
        <Card>
          <ListContent
            loadingText="neighbourly.loading"
            emptyText="neighbourly.finance.debtEmpty"
            rowClick={false}
            phone={phone}
          >
            <DateColumn source="date" label="neighbourly.finance.debtor.date" />
            <TextColumn source="narration" label="neighbourly.finance.debtor.narration" wrap />
            <MoneyColumn source="amount" label="neighbourly.finance.debtor.amount" />
          </ListContent>
          <RangePagination />
        </Card>
      </ListContextProvider>
    </section>
  );
}
