import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { LinkBase, useBasename, useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../common/PageHeading';
import { PayNowDialog } from '../payments/PayNowDialog';
import { TEXTS } from '../payments/paymentsProvider';
import { ownResidentId } from '../resident/ownResident';

/**
 * /dashboard/pay (PAY_LINK_PATH, a dues reminder's pay link; issue 19): once signed in, the
 * payer's own Pay now dialog opens at once for their household. The dialog itself says when
 * online payment is not set up; closing it, or an account without a resident record, leads back
 * to the overview.
 */
export function PayPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const residentId = ownResidentId();
  const { canAccess, isPending } = useCanAccess({ resource: 'online-payments', action: 'create' });
  const [open, setOpen] = useState(true);
  if (isPending) return null;
  const payer = residentId !== null && canAccess === true;
  return (
    <Box component="section" sx={{ maxWidth: 720 }}>
      <PageHeading>{translate(`${TEXTS}.pay_title`)}</PageHeading>
      {payer ? null : (
        <Typography role="alert" sx={{ mb: 2 }}>
          {translate('neighbourly.notices.pay_no_resident')}
        </Typography>
      )}
      <Link component={LinkBase} to={basename}>
        {translate(`${TEXTS}.back`)}
      </Link>
      {payer ? (
        <PayNowDialog
          open={open}
          residentId={residentId}
          onClose={() => {
            setOpen(false);
            navigate(basename);
          }}
        />
      ) : null}
    </Box>
  );
}
