import { useState } from 'react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { OnlinePaymentStatusView } from '../../../shared/contract/payments';
import { formatNaira } from '../../../shared/format';
import type { OnlinePaymentState } from '../../../shared/payments';
import { PageHeading } from '../common/PageHeading';
import { mayDownloadReceipt, receiptPath } from '../finance/common/ReceiptButton';
import {
  financeFailureText,
  useFinanceErrorToast,
  useToastOnError,
} from '../finance/common/useFinanceError';
import { DialogFacts } from '../finance/forms/DialogFacts';
import { saveBlob, useProtectedFile } from '../resident/protectedFile';
import { TEXTS, usePaymentsProvider } from './paymentsProvider';

/** Waits between checks of a payment Paystack has not confirmed yet, then the page stops asking. */
export const PENDING_POLL_DELAYS_MS = [2000, 4000, 8000, 16000] as const;

const ICONS: Record<OnlinePaymentState, SvgIconComponent> = {
  paid: CheckCircleOutlineIcon,
  pending: HourglassEmptyIcon,
  failed: ErrorOutlineIcon,
  suspense: ReportProblemOutlinedIcon,
};
const COLOURS = { paid: 'success', pending: 'info', failed: 'error', suspense: 'warning' } as const;

/**
 * /dashboard/payments/return?reference=… where Paystack's checkout comes back (issue 18, point 2):
 * `GET /api/Payments/Online/{reference}` (the server verifies with Paystack) says paid (with the
 * receipt number and its download), pending (asked again a few times, further apart each time,
 * then the page says it will show later), failed or in suspense.
 */
export function PaymentReturnPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [search] = useSearchParams();
  const reference = search.get('reference') ?? search.get('trxref') ?? '';
  return (
    <Box sx={{ maxWidth: 720, minWidth: 0 }}>
      <PageHeading>{translate(`${TEXTS}.return_title`)}</PageHeading>
      {reference ? (
        <PaymentStatus reference={reference} />
      ) : (
        <Typography role="alert" color="error">
          {translate(`${TEXTS}.no_reference`)}
        </Typography>
      )}
      <Button component={LinkBase} to={basename || '/'} variant="text" sx={{ mt: 2 }}>
        {translate(`${TEXTS}.back`)}
      </Button>
    </Box>
  );
}

function PaymentStatus({ reference }: { reference: string }) {
  const translate = useTranslate();
  const dataProvider = usePaymentsProvider();
  // How many answers so far: a pending payment is asked about again a few times only.
  const [checks, setChecks] = useState(0);
  const { data, error, isPending } = useQuery({
    queryKey: ['online-payment', reference],
    queryFn: async ({ signal }) => {
      const answer = await dataProvider.onlinePaymentStatus(reference, signal);
      setChecks((count) => count + 1);
      return answer;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending'
        ? (PENDING_POLL_DELAYS_MS[query.state.dataUpdateCount - 1] ?? false)
        : false,
    retry: false,
  });
  useToastOnError(error);
  if (isPending) return <Typography role="status">{translate(`${TEXTS}.checking`)}</Typography>;
  if (error || !data?.status) {
    return (
      <Typography role="alert" color="error">
        {financeFailureText(error)}
      </Typography>
    );
  }
  const { status } = data;
  const gaveUp = status === 'pending' && checks > PENDING_POLL_DELAYS_MS.length;
  const Icon = ICONS[status];
  return (
    <Card component="section" aria-labelledby="payment-status" aria-live="polite">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <Icon color={COLOURS[status]} fontSize="large" aria-hidden />
          <Typography id="payment-status" variant="h6" component="h2">
            {data.message || translate(`${TEXTS}.${status}`)}
          </Typography>
        </Stack>
        {gaveUp ? <Typography sx={{ mb: 2 }}>{translate(`${TEXTS}.later`)}</Typography> : null}
        <DialogFacts texts={TEXTS} facts={factsOf(data)} />
        {status === 'paid' ? <ReceiptDownload payment={data} /> : null}
      </CardContent>
    </Card>
  );
}

function factsOf(payment: OnlinePaymentStatusView): [string, string][] {
  return [
    ['paid_for', payment.residentName],
    ['amount', formatNaira(payment.amount)],
    ['fee', formatNaira(payment.fee)],
    ['total', formatNaira(payment.total)],
    ['reference', payment.reference],
    ...(payment.receiptNumber
      ? [['receipt_number', payment.receiptNumber] as [string, string]]
      : []),
  ];
}

/** 'Download receipt': the wallet's receipt PDF, read through the dataProvider. */
function ReceiptDownload({ payment }: { payment: OnlinePaymentStatusView }) {
  const translate = useTranslate();
  const fetchFile = useProtectedFile();
  const toastError = useFinanceErrorToast();
  const [busy, setBusy] = useState(false);
  const { entryId, receiptNumber, residentId } = payment;
  if (entryId === null || !mayDownloadReceipt({ receiptNumber, residentId })) return null;
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchFile(receiptPath(entryId));
      if (blob) saveBlob(blob, `${receiptNumber ?? 'receipt'}.pdf`);
    } catch (failure) {
      toastError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      sx={{ mt: 2 }}
    >
      {translate(`${TEXTS}.download_receipt`)}
    </Button>
  );
}
