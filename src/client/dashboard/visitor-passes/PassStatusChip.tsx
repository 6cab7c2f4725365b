import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PassStatus } from '../../../shared/visitors';

/** Active green, used blue, cancelled red, expired grey: the words say it too. */
const COLOURS = {
  active: 'success',
  used: 'info',
  cancelled: 'error',
  expired: 'default',
} as const satisfies Record<PassStatus, string>;

export function PassStatusChip({ status }: { status: PassStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={translate(`neighbourly.visitors.statuses.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
