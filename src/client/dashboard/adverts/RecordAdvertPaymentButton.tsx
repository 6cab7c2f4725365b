import { useState } from 'react';
import AddCardIcon from '@mui/icons-material/AddCard';
import { Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { Advert, AdvertPaymentBody } from '../../../shared/contract/adverts';
import { todayInLagos } from '../../../shared/finance';
import { formatDate, formatNaira } from '../../../shared/format';
import { isBlank } from '../../../shared/validation';
import { DialogForm } from '../common/DialogForm';
import { DialogFacts } from '../finance/forms/DialogFacts';
import { PaymentInputs } from '../finance/forms/PaymentInputs';
import type { AdvertMethods } from '../providers/methods/adverts';

const TEXTS = 'neighbourly.advert.payment';

export interface RecordAdvertPaymentButtonProps {
  advert: Advert;
  /** After the payment is recorded: the list refetches (the advert is now paid). */
  onDone?: () => void;
}

/**
 * An unpaid advert's 'Record payment' button (the list shows it to administrators only): a dialog
 * with the payment date, method and an optional reference, then recordAdvertPayment (`POST
 * /api/Adverts/{id}/Payment`) records the fee's payment in the ledger (its amount is the
 * advert's). The advert's own community applies, so the Super admin names none.
 */
export function RecordAdvertPaymentButton({ advert, onDone }: RecordAdvertPaymentButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (advert.paid) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddCardIcon />}
        aria-label={translate('neighbourly.advert.record_payment_label', { name: advert.name })}
        onClick={() => setOpen(true)}
      >
        {translate('neighbourly.advert.record_payment')}
      </Button>
      {/* Mounted while open: each opening starts a fresh form. */}
      {open && (
        <AdvertPaymentDialog
          advert={advert}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onDone?.();
          }}
        />
      )}
    </>
  );
}

interface AdvertPaymentDialogProps {
  advert: Advert;
  onClose: () => void;
  onSaved: () => void;
}

function AdvertPaymentDialog({ advert, onClose, onSaved }: AdvertPaymentDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & AdvertMethods>();
  const today = todayInLagos();
  const facts: [string, string][] = [
    ['advert', `${advert.name} (${advert.section})`],
    ['advertiser', advert.advertiser],
    ['dates', `${formatDate(advert.startDate)} – ${formatDate(advert.endDate)}`],
    ['amount', formatNaira(advert.amount)],
  ];
  const save = ({ paymentDate, method, reference }: AdvertPaymentBody) =>
    dataProvider.recordAdvertPayment(advert.id, {
      paymentDate,
      method,
      ...(isBlank(reference) ? {} : { reference: reference?.trim() }),
    });

  return (
    <DialogForm<AdvertPaymentBody, Advert>
      open
      title={`${TEXTS}.title`}
      onClose={onClose}
      defaultValues={{ paymentDate: today, method: '' as AdvertPaymentBody['method'] }}
      save={save}
      success="neighbourly.advert.paymentRecorded"
      onSaved={onSaved}
      invalidMessage="neighbourly.financeForms.required"
      saveIcon={<AddCardIcon />}
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.intro`)}</Typography>
      <DialogFacts texts={TEXTS} facts={facts} />
      <PaymentInputs texts={TEXTS} today={today} />
    </DialogForm>
  );
}
