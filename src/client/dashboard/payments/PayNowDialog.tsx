import { useId, useState } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LinkBase, useBasename, useCanAccess, useTranslate } from 'react-admin';
import type { OnlinePaymentBody } from '../../../shared/contract/payments';
import { endedSession } from '../common/DialogForm';
import { useSubmissionErrors } from '../common/submissionErrors';
import { financeFailureText, useToastOnError } from '../finance/common/useFinanceError';
import { PayNowForm } from './PayNowForm';
import { TEXTS, checkoutPage, usePaymentsProvider } from './paymentsProvider';

export interface PayNowDialogProps {
  open: boolean;
  residentId: number;
  onClose: () => void;
}

/**
 * The pay-now dialog (full screen on a phone): reads what the payer may pay
 * (`GET /api/Payments/Online/Options`), then the form; when online payment is not set up, a
 * Member is told so and the Admin is offered the way to the payment settings. 'Continue to
 * Paystack' starts the payment and leaves for Paystack's checkout; a refused amount shows on its
 * field, a refusal naming no field (Paystack unreachable) is toasted and the dialog stays as it was.
 */
export function PayNowDialog({ open, residentId, onClose }: PayNowDialogProps) {
  const translate = useTranslate();
  const dataProvider = usePaymentsProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const { data, error, isPending } = useQuery({
    queryKey: ['online-payment-options', residentId],
    queryFn: ({ signal }) => dataProvider.onlinePaymentOptions(residentId, signal),
    enabled: open,
    // Fresh each time: what is owed changes with every payment.
    gcTime: 0,
  });
  useToastOnError(error);
  const ready = data?.available === true;
  const fieldErrors = useSubmissionErrors();
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: OnlinePaymentBody) => dataProvider.startOnlinePayment(body),
  });
  const busy = mutation.isPending || leaving;

  const submit = async (body: OnlinePaymentBody) => {
    if (busy) return undefined;
    try {
      const started = await mutation.mutateAsync(body);
      if (endedSession(started)) return undefined;
      setLeaving(true);
      checkoutPage.open(started.authorizationUrl);
      return undefined;
    } catch (failure) {
      return fieldErrors(failure);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate(`${TEXTS}.pay_title`)}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Typography role="status">{translate(`${TEXTS}.loading`)}</Typography>
        ) : error || !data ? (
          <Typography role="alert" color="error">
            {financeFailureText(error)}
          </Typography>
        ) : ready ? (
          <PayNowForm formId={formId} residentId={residentId} options={data} submit={submit} />
        ) : (
          <NotSetUp />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate(`${TEXTS}.${ready ? 'cancel' : 'close'}`)}
        </Button>
        {ready ? (
          <Button
            type="submit"
            form={formId}
            variant="contained"
            endIcon={<OpenInNewIcon />}
            loading={busy}
            loadingPosition="end"
          >
            {translate(`${TEXTS}.${leaving ? 'redirecting' : 'continue'}`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** Online payment without settings: the Admin's way to them, everyone else's notice. */
export function NotSetUp() {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess: mayConfigure } = useCanAccess({
    resource: 'payment-settings',
    action: 'edit',
  });
  return (
    <>
      <Typography role="status" gutterBottom>
        {translate(`${TEXTS}.not_set_up`)}
      </Typography>
      {mayConfigure ? (
        <Link component={LinkBase} to={`${basename}/payment-settings`}>
          {translate(`${TEXTS}.set_up_link`)}
        </Link>
      ) : null}
    </>
  );
}
