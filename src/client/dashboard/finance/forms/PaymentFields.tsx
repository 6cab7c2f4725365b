import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_METHODS } from '../../../../shared/finance';
import { REFERENCE_MAX_LENGTH } from '../../../../shared/limits';

export interface PaymentFieldsProps {
  /** i18n prefix holding `date`, `method` and `reference` labels. */
  texts: string;
  /** YYYY-MM-DD; no later date can be picked. */
  today: string;
  paymentDate: string;
  onPaymentDate: (value: string) => void;
  method: string;
  onMethod: (value: string) => void;
  reference: string;
  onReference: (value: string) => void;
}

/** A payment's date, method and optional reference: the wallet's and an advert's payment forms. */
export function PaymentFields(props: PaymentFieldsProps) {
  const translate = useTranslate();
  const { texts, today, paymentDate, method, reference } = props;
  return (
    <>
      <TextField
        type="date"
        label={translate(`${texts}.date`)}
        value={paymentDate}
        onChange={(event) => props.onPaymentDate(event.target.value)}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        select
        label={translate(`${texts}.method`)}
        value={method}
        onChange={(event) => props.onMethod(event.target.value)}
        required
        fullWidth
      >
        {PAYMENT_METHODS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(`${texts}.reference`)}
        value={reference}
        onChange={(event) => props.onReference(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX_LENGTH } }}
      />
    </>
  );
}
