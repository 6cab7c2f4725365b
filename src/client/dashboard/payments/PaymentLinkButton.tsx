import { useState } from 'react';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { OnlinePaymentStarted } from '../../../shared/contract/payments';
import { DialogForm } from '../common/DialogForm';
import { MoneyInput } from '../finance/forms/MoneyInput';
import { parseNaira } from '../finance/forms/moneyRules';
import { useCopyText } from '../common/useCopyText';
import { TEXTS, usePaymentsProvider } from './paymentsProvider';

/**
 * An administrator's 'Payment link' on a resident's page (issue 18, point 2): an amount starts an
 * online payment for the resident (`POST /api/Payments/Online` with residentId), and the page
 * shows Paystack's checkout address to copy and send by message.
 */
export function PaymentLinkButton({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const dataProvider = usePaymentsProvider();
  const { canAccess } = useCanAccess({ resource: 'online-payments', action: 'create' });
  const { canAccess: administers } = useCanAccess({ resource: 'resident', action: 'list' });
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [link, setLink] = useState<string | null>(null);
  if (!canAccess || !administers) return null;

  const save = async ({ amount }: { amount: string }) =>
    dataProvider.startOnlinePayment({ residentId, amount: parseNaira(amount) ?? 0 });

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', flex: '1 1 280px', minWidth: 0 }}>
      <Button
        variant="outlined"
        startIcon={<AddLinkIcon />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {translate(`${TEXTS}.link_button`)}
      </Button>
      {link ? <CopyableLink link={link} /> : null}
      <DialogForm
        key={opening}
        open={open}
        title={`${TEXTS}.link_title`}
        onClose={() => setOpen(false)}
        defaultValues={{ amount: '' }}
        save={save}
        success={`${TEXTS}.link_created`}
        onSaved={(answer: OnlinePaymentStarted) => {
          setLink(answer.authorizationUrl);
          setOpen(false);
        }}
        saveLabel={`${TEXTS}.link_create`}
        saveIcon={<AddLinkIcon />}
      >
        <MoneyInput label={`${TEXTS}.amount`} autoFocus />
      </DialogForm>
    </Stack>
  );
}

/** The checkout address, read-only, with its copy button and what to do with it. */
function CopyableLink({ link }: { link: string }) {
  const translate = useTranslate();
  const { copied, copy } = useCopyText(link);
  const label = translate(copied ? `${TEXTS}.link_copied` : `${TEXTS}.link_copy`);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 720 }}
    >
      <TextField
        label={translate(`${TEXTS}.link_label`)}
        value={link}
        helperText={translate(`${TEXTS}.link_help`)}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Tooltip title={label}>
        <IconButton
          aria-label={translate(`${TEXTS}.link_copy`)}
          color={copied ? 'success' : 'primary'}
          onClick={() => void copy()}
          sx={{ mt: 1 }}
        >
          {copied ? <DoneIcon /> : <ContentCopyIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
