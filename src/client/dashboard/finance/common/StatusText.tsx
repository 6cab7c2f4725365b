import { Typography } from '@mui/material';
import { isPaid, statusLabel } from '../../../../shared/finance';

/**
 * A finance row's status as the spec shows it: 'paid' (any case) as Approved in the primary
 * colour; pending, failed or anything else in the error colour.
 */
export function StatusText({ status }: { status: string }) {
  const paid = isPaid(status);
  return (
    <Typography
      component="span"
      variant="body2"
      data-status={paid ? 'paid' : 'unpaid'}
      sx={{ color: paid ? 'primary.main' : 'error.main', fontWeight: 600 }}
    >
      {statusLabel(status)}
    </Typography>
  );
}
