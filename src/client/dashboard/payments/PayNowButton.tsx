import { useState } from 'react';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { PayNowDialog } from './PayNowDialog';
import { TEXTS } from './paymentsProvider';

/**
 * 'Pay now' on a payer's overview and own debtor page (issue 18, point 2): opens the dialog that
 * starts an online payment for `residentId` (the signed-in user's own resident record), for the
 * roles the access table lets start one.
 */
export function PayNowButton({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'online-payments', action: 'create' });
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  if (!canAccess) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PaymentsOutlinedIcon />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${TEXTS}.pay_now`)}
      </Button>
      {opening > 0 ? (
        <PayNowDialog
          key={opening}
          open={open}
          residentId={residentId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
