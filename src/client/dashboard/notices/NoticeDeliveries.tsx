import { useState } from 'react';
import {
  Box,
  Card,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListContextProvider, useTranslate, type ListControllerResult } from 'react-admin';
import type { Delivery } from '../../../shared/contract/notices';
import { formatDateTime, PAGE_SIZE } from '../../../shared/format';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../shared/notices';
import { usePhoneScreen } from '../common/PhoneList';
import { RangePagination } from '../common/RangePagination';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { useNoticesProvider } from './useNoticeSummary';

const TEXTS = 'neighbourly.notices';
const FIELDS = 'resources.notices.fields';

/**
 * A notice's deliveries (administrators; `GET /api/Notices/{id}/Deliveries`): each recipient's
 * channel, status, the reason in words when skipped or failed, and when they read it; filtered
 * by status (each choice with its count), paged. On a phone each delivery is a list item.
 */
export function NoticeDeliveries({ noticeId }: { noticeId: number }) {
  const translate = useTranslate();
  const dataProvider = useNoticesProvider();
  const phone = usePhoneScreen();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({
    queryKey: ['notice-deliveries', noticeId, status, page],
    queryFn: ({ signal }) =>
      dataProvider.getNoticeDeliveries(
        noticeId,
        { page, perPage: PAGE_SIZE, status: status || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const counts = data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const pagination = {
    page,
    perPage: PAGE_SIZE,
    total: data?.totalRecordCount ?? 0,
    setPage,
    isPending,
  };
  return (
    <Box component="section" aria-labelledby="deliveries-title" sx={{ mt: 3 }}>
      <Typography id="deliveries-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate(`${TEXTS}.deliveries`)}
      </Typography>
      <TextField
        select
        size="small"
        label={translate(`${TEXTS}.filter_status`)}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as DeliveryStatus | '');
          setPage(1);
        }}
        fullWidth={false}
        // 'All (n)' is the empty value: shown, with the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
      >
        <MenuItem value="">{`${translate(`${TEXTS}.all_statuses`)} (${total})`}</MenuItem>
        {DELIVERY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {`${translate(`${TEXTS}.statuses.${value}`)} (${counts[value] ?? 0})`}
          </MenuItem>
        ))}
      </TextField>
      <Card>
        {isPending ? (
          <Typography role="status" sx={{ p: 2 }}>
            {translate(`${TEXTS}.deliveries_loading`)}
          </Typography>
        ) : error ? (
          <Typography role="alert" color="error" sx={{ p: 2 }}>
            {error instanceof Error ? error.message : translate('neighbourly.generic.failure')}
          </Typography>
        ) : (data?.records.length ?? 0) === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate(`${TEXTS}.deliveries_empty`)}
          </Typography>
        ) : phone ? (
          <DeliveryItems deliveries={data?.records ?? []} />
        ) : (
          <DeliveryTable deliveries={data?.records ?? []} />
        )}
        <ListContextProvider value={pagination as unknown as ListControllerResult}>
          <RangePagination />
        </ListContextProvider>
      </Card>
    </Box>
  );
}

function useDeliveryTexts() {
  const translate = useTranslate();
  return {
    channel: (delivery: Delivery) => translate(`${TEXTS}.channels.${delivery.channel}`),
    reason: (delivery: Delivery) =>
      delivery.reason ? translate(`${TEXTS}.reasons.${delivery.reason}`) : '',
    readAt: (delivery: Delivery) => (delivery.readAt ? formatDateTime(delivery.readAt) : '—'),
  };
}

function DeliveryTable({ deliveries }: { deliveries: Delivery[] }) {
  const translate = useTranslate();
  const texts = useDeliveryTexts();
  const head = ['residentName', 'channel', 'status', 'reason', 'readAt'];
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((field) => (
              <TableCell key={field} sx={{ fontWeight: 700 }}>
                {translate(`${FIELDS}.${field}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={`${delivery.residentId}-${delivery.channel}`}>
              <TableCell>{delivery.residentName}</TableCell>
              <TableCell>{texts.channel(delivery)}</TableCell>
              <TableCell>
                <DeliveryStatusChip status={delivery.status} />
              </TableCell>
              <TableCell>{texts.reason(delivery)}</TableCell>
              <TableCell>{texts.readAt(delivery)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function DeliveryItems({ deliveries }: { deliveries: Delivery[] }) {
  const translate = useTranslate();
  const texts = useDeliveryTexts();
  return (
    <List disablePadding>
      {deliveries.map((delivery) => (
        <ListItem
          key={`${delivery.residentId}-${delivery.channel}`}
          divider
          secondaryAction={<DeliveryStatusChip status={delivery.status} />}
        >
          <ListItemText
            primary={delivery.residentName}
            secondary={[
              texts.channel(delivery),
              texts.reason(delivery),
              `${translate(`${FIELDS}.readAt`)}: ${texts.readAt(delivery)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
