import { Typography } from '@mui/material';
import type { AdvertStatus } from '../../../shared/contract/adverts';

/** Spec section 4: Active in the primary colour; any other status in the error colour. */
export function AdvertStatusText({ status }: { status: AdvertStatus | string }) {
  const active = status === 'Active';
  return (
    <Typography
      component="span"
      variant="body2"
      data-status={active ? 'active' : 'inactive'}
      sx={{ color: active ? 'primary.main' : 'error.main', fontWeight: 600 }}
    >
      {status}
    </Typography>
  );
}
