import { Box, Card, Typography } from '@mui/material';
import {
  CanAccess,
  ListBase,
  ResourceContextProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { SuspenseItem } from '../../../shared/contract/payments';
import { PAGE_SIZE, formatDate, formatNaira } from '../../../shared/format';
import { ActionsColumn, Column, HIDE_BELOW } from '../common/Columns';
import { ListContent } from '../common/ListPage';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { RangePagination } from '../common/RangePagination';
import { SuspenseActions } from './SuspenseActions';
import { TEXTS } from './paymentsProvider';

const item = (record: Partial<RaRecord>) => record as SuspenseItem;

/** The reason as the list shows it: the server's text, else the dashboard's for the code. */
function Reason({ record }: { record: Partial<RaRecord> }) {
  const translate = useTranslate();
  const { reason, reasonText } = item(record);
  return <>{reasonText || translate(`${TEXTS}.reasons.${reason}`)}</>;
}

function Status({ record }: { record: Partial<RaRecord> }) {
  const translate = useTranslate();
  return <>{translate(`${TEXTS}.statuses.${item(record).status}`)}</>;
}

const amountOf = (record: Partial<RaRecord>) => formatNaira(item(record).amount);
const dateOf = (record: Partial<RaRecord>) =>
  formatDate(item(record).paidAt || item(record).createdAt);

/**
 * /dashboard/payments/suspense (issue 18, point 5): Paystack successes that were not credited
 * (an amount or currency other than started, a reference never issued, a dispute), newest first,
 * for administrators; the Admin matches each to a resident or marks it refunded or resolved. A
 * table on a laptop, a list of items on a phone.
 */
export function SuspensePage() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="payment-suspense">
      <CanAccess action="list" accessDenied={<PermissionDenied />}>
        <Box component="section" sx={{ maxWidth: 1200, minWidth: 0 }}>
          <PageHeading>{translate(`${TEXTS}.suspense_title`)}</PageHeading>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${TEXTS}.suspense_intro`)}
          </Typography>
          <ListBase perPage={PAGE_SIZE} sort={{ field: 'id', order: 'DESC' }}>
            <Card>
              <ListContent
                emptyText={`${TEXTS}.suspense_empty`}
                loadingText={`${TEXTS}.suspense_loading`}
                rowClick={false}
                phone={{
                  primary: { source: 'reasonText', render: (record) => <Reason record={record} /> },
                  facts: [
                    { source: 'amount', render: amountOf },
                    'reference',
                    'payerEmail',
                    { source: 'paidAt', render: dateOf },
                    { source: 'status', render: (record) => <Status record={record} /> },
                  ],
                  actions: (record) => <SuspenseActions item={item(record)} />,
                }}
              >
                <Column source="reasonText" render={(record) => <Reason record={record} />} wrap />
                <Column source="reference" />
                <Column source="amount" render={amountOf} />
                <Column source="payerEmail" hideBelow={HIDE_BELOW.laptop} />
                <Column source="paidAt" render={dateOf} />
                <Column source="status" render={(record) => <Status record={record} />} />
                <ActionsColumn render={(record) => <SuspenseActions item={item(record)} />} />
              </ListContent>
              <RangePagination />
            </Card>
          </ListBase>
        </Box>
      </CanAccess>
    </ResourceContextProvider>
  );
}
