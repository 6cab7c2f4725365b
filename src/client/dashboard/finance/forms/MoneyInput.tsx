import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNaira } from '../../../../shared/format';
import { isBlank } from '../../../../shared/validation';
import { amountProblem, parseNaira } from './moneyRules';

export interface MoneyInputProps {
  /** The text typed so far ('5000.50'); parse it with parseNaira when sending. */
  value: string;
  onChange: (value: string) => void;
  /** An i18n key; default 'Amount (naira)'. */
  label?: string;
  autoFocus?: boolean;
}

/**
 * A naira amount typed as text (a number input would drop '5000.' while typing and accept 'e'),
 * with the amount shown as NGN in the en-NG locale under the field as the user types
 * ('₦5,000.50'), or why it is not a valid amount.
 */
export function MoneyInput({
  value,
  onChange,
  label = 'neighbourly.financeForms.amount',
  autoFocus,
}: MoneyInputProps) {
  const translate = useTranslate();
  const naira = parseNaira(value);
  const invalid = !isBlank(value) && naira === null;
  // Why it is not an amount: malformed, or above the cap (the server's own message).
  const helper =
    naira !== null
      ? formatNaira(naira)
      : translate(invalid ? amountProblem(value)! : 'neighbourly.financeForms.amount_hint');
  return (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus={autoFocus}
      error={invalid}
      helperText={helper}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₦</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
