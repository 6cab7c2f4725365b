import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatNaira } from '../../../../shared/format';
import { isBlank } from '../../../../shared/validation';
import { amountProblem, nairaAmount, parseNaira } from './moneyRules';

export interface MoneyInputProps {
  /** The form field holding the text typed ('5000.50'); parse it with parseNaira when sending. */
  source?: string;
  /** An i18n key; default 'Amount (naira)'. */
  label?: string;
  autoFocus?: boolean;
}

/**
 * A naira amount in a react-admin form, typed as text (a number input would drop '5000.' while
 * typing and accept 'e'), with the amount shown as NGN in the en-NG locale under the field as the
 * user types ('₦5,000.50'), or why it is not a valid amount; the same check (nairaAmount) blocks
 * the submit with its message on the field.
 */
export function MoneyInput({
  source = 'amount',
  label = 'neighbourly.financeForms.amount',
  autoFocus,
}: MoneyInputProps) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const text = typeof value === 'string' ? value : '';
  const naira = parseNaira(text);
  const helper =
    naira !== null
      ? formatNaira(naira)
      : translate(isBlank(text) ? 'neighbourly.financeForms.amount_hint' : amountProblem(text)!);
  return (
    <TextInput
      source={source}
      label={label}
      validate={nairaAmount}
      helperText={helper}
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₦</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
