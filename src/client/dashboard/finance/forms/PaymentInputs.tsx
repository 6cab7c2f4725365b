import { DateInput, SelectInput, TextInput } from 'react-admin';
import { PAYMENT_METHODS } from '../../../../shared/finance';
import { REFERENCE_MAX_LENGTH } from '../../../../shared/limits';
import { requiredChoice } from '../../common/validators';
import { businessDate } from './moneyRules';

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({ id: method, name: method }));

export interface PaymentInputsProps {
  /** i18n prefix holding `date`, `method` and `reference` labels. */
  texts: string;
  /** YYYY-MM-DD; no later date can be picked. */
  today: string;
}

/**
 * A payment's date, method and optional reference as react-admin inputs (fields `paymentDate`,
 * `method`, `reference`, the request's names): the wallet's and an advert's payment forms.
 */
export function PaymentInputs({ texts, today }: PaymentInputsProps) {
  return (
    <>
      <DateInput
        source="paymentDate"
        label={`${texts}.date`}
        validate={businessDate(today)}
        fullWidth
        slotProps={{ htmlInput: { max: today } }}
      />
      <SelectInput
        source="method"
        label={`${texts}.method`}
        choices={METHOD_CHOICES}
        translateChoice={false}
        validate={requiredChoice}
        fullWidth
      />
      <TextInput
        source="reference"
        label={`${texts}.reference`}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX_LENGTH } }}
      />
    </>
  );
}
