import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeliveryStatus } from '../../../shared/notices';

/** Sent green, failed red, queued amber, skipped grey: the words say it too. */
const COLOURS = {
  sent: 'success',
  failed: 'error',
  queued: 'warning',
  skipped: 'default',
} as const satisfies Record<DeliveryStatus, string>;

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={translate(`neighbourly.notices.statuses.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
