import { useState } from 'react';
import AddCardIcon from '@mui/icons-material/AddCard';
import { Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Advert } from '../../../shared/contract/adverts';
import { todayInLagos } from '../../../shared/finance';
import { formatDate, formatNaira } from '../../../shared/format';
import { isBlank } from '../../../shared/validation';
import { DialogFacts } from '../finance/forms/DialogFacts';
import { FinanceDialog } from '../finance/forms/FinanceDialog';
import { dateProblem, firstProblem, REQUIRED } from '../finance/forms/moneyRules';
import { PaymentFields } from '../finance/forms/PaymentFields';
import { useLedgerWrite } from '../finance/forms/useLedgerWrite';

const TEXTS = 'neighbourly.advert.payment';

export interface RecordAdvertPaymentButtonProps {
  advert: Advert;
  /** After the payment is recorded: the list refetches (the advert is now paid). */
  onDone?: () => void;
}

/**
 * An unpaid advert's 'Record payment' button (the list shows it to administrators only): a dialog
 * with the payment date, method and an optional reference, then `POST /api/Adverts/{id}/Payment`
 * records the fee's payment in the ledger (its amount is the advert's). The advert's own community
 * applies, so the Super admin names none.
 */
export function RecordAdvertPaymentButton({ advert, onDone }: RecordAdvertPaymentButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form.
  const [opening, setOpening] = useState(0);
  if (advert.paid) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddCardIcon />}
        aria-label={translate('neighbourly.advert.record_payment_label', { name: advert.name })}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {translate('neighbourly.advert.record_payment')}
      </Button>
      <AdvertPaymentDialog
        key={opening}
        advert={advert}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onDone?.();
        }}
      />
    </>
  );
}

interface AdvertPaymentDialogProps {
  advert: Advert;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function AdvertPaymentDialog({ advert, open, onClose, onSaved }: AdvertPaymentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, saving } = useLedgerWrite();
  const today = todayInLagos();
  const [paymentDate, setPaymentDate] = useState(today);
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const facts: [string, string][] = [
    ['advert', `${advert.name} (${advert.section})`],
    ['advertiser', advert.advertiser],
    ['dates', `${formatDate(advert.startDate)} – ${formatDate(advert.endDate)}`],
    ['amount', formatNaira(advert.amount)],
  ];

  const submit = async () => {
    const problem = firstProblem(
      isBlank(method) ? REQUIRED : null,
      dateProblem(paymentDate, today),
    );
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    const body = {
      paymentDate,
      method,
      ...(isBlank(reference) ? {} : { reference: reference.trim() }),
    };
    const url = `/api/Adverts/${encodeURIComponent(String(advert.id))}/Payment`;
    const answer = await send(url, body, { scoped: false });
    if (!answer) return;
    notify('neighbourly.advert.paymentRecorded', { type: 'success' });
    onSaved();
  };

  return (
    <FinanceDialog
      open={open}
      title={`${TEXTS}.title`}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      saveIcon={<AddCardIcon />}
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.intro`)}</Typography>
      <DialogFacts texts={TEXTS} facts={facts} />
      <PaymentFields
        texts={TEXTS}
        today={today}
        paymentDate={paymentDate}
        onPaymentDate={setPaymentDate}
        method={method}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
    </FinanceDialog>
  );
}
