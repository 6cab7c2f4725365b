import { useState } from 'react';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import { grantOf } from '../../../../shared/permissions';
import { getUser } from '../../../common/session-store';
import { saveBlob, useProtectedFile } from '../../resident/protectedFile';
import { useFinanceErrorToast } from './useFinanceError';

/** `GET /api/Wallets/{id}/Receipt` (issue 18): the payment's receipt as a PDF. */
export const receiptPath = (entryId: number) => `/api/Wallets/${entryId}/Receipt`;

/**
 * Whether the signed-in user may download the receipt of `record`: administrators (and the Super
 * admin) any payment's, a Member their own payments' only (the server answers 403 otherwise).
 */
export function mayDownloadReceipt(record: Pick<FinanceRecord, 'receiptNumber' | 'residentId'>) {
  if (record.receiptNumber === null) return false;
  const user = getUser();
  const grant = grantOf(user?.roleName, 'receipts', 'show');
  if (grant === 'own') return record.residentId !== null && record.residentId === user?.residentId;
  return grant === true;
}

/**
 * A payment row's 'Download receipt' icon button, for whoever may download it: the PDF is read
 * through the dataProvider (getFileBlob, with the session) and saved as `RCT-….pdf`; a refusal
 * shows the server's message.
 */
export function ReceiptButton({ record }: { record: FinanceRecord }) {
  const translate = useTranslate();
  const fetchFile = useProtectedFile();
  const toastError = useFinanceErrorToast();
  const [busy, setBusy] = useState(false);
  if (!mayDownloadReceipt(record)) return null;
  const receiptNumber = record.receiptNumber ?? '';

  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchFile(receiptPath(record.id));
      if (blob) saveBlob(blob, `${receiptNumber}.pdf`);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  // On a clickable row, the click is this button's.
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('neighbourly.finance.receipt.tooltip')} describeChild>
        <IconButton
          aria-label={translate('neighbourly.finance.receipt.download', { receiptNumber })}
          disabled={busy}
          onClick={() => void download()}
        >
          <ReceiptLongOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
