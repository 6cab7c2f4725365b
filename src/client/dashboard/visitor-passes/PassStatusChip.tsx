import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PassStatus } from '../../../shared/visitors';

/**
 * Active green, cancelled red, used grey and filled, expired grey: the words say it too. (MUI's
 * blue 'info' is too pale for its text on white.)
 */
const COLOURS = {
  active: 'success',
  used: 'default',
  cancelled: 'error',
  expired: 'default',
} as const satisfies Record<PassStatus, string>;

export function PassStatusChip({ status }: { status: PassStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'used' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={translate(`neighbourly.visitors.statuses.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
