import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { Form, RadioButtonGroupInput, useCanAccess, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { OnlinePaymentBody, OnlinePaymentOptions } from '../../../shared/contract/payments';
import { formatNaira } from '../../../shared/format';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { DialogFacts } from '../finance/forms/DialogFacts';
import { MoneyInput } from '../finance/forms/MoneyInput';
import { parseNaira } from '../finance/forms/moneyRules';
import { ProjectInput, projectIdOf } from '../finance/forms/ProjectInput';
import { TEXTS, checkoutFacts } from './paymentsProvider';

interface PayValues {
  choice: 'owed' | 'other';
  amount: string;
  projectId?: unknown;
}

export interface PayNowFormProps {
  formId: string;
  residentId: number;
  options: OnlinePaymentOptions;
  /** Starts the payment; answers the field errors of a refusal (react-admin's Form shows them). */
  submit: (body: OnlinePaymentBody) => Promise<Record<string, string> | undefined>;
}

/** The naira the form asks to pay: what is owed, or the amount typed (null until valid). */
function chosenNaira(values: Partial<PayValues>, owed: number): number | null {
  if (values.choice === 'owed') return owed > 0 ? owed : null;
  return parseNaira(typeof values.amount === 'string' ? values.amount : '');
}

/**
 * What to pay: what is owed (when anything is) or another amount, toward a project for the roles
 * that may list the community's projects (Members cannot: an administrator's payment link does
 * that), then the amount, Paystack's fee (added when the payer bears it) and the total.
 */
export function PayNowForm({ formId, residentId, options, submit }: PayNowFormProps) {
  const translate = useTranslate();
  const { canAccess: mayChooseProject } = useCanAccess({ resource: 'projects', action: 'list' });
  const owes = options.owed > 0;
  const record = useMemo(() => ({}), []);
  const defaults: PayValues = { choice: owes ? 'owed' : 'other', amount: '' };
  const choices = [
    ...(owes
      ? [
          {
            id: 'owed',
            name: translate(`${TEXTS}.what_i_owe`, { amount: formatNaira(options.owed) }),
          },
        ]
      : []),
    { id: 'other', name: translate(`${TEXTS}.another_amount`) },
  ];

  const onSubmit = async (values: FieldValues) => {
    const form = values as PayValues;
    const amount = chosenNaira(form, options.owed);
    if (amount === null) return undefined;
    const projectId = mayChooseProject ? projectIdOf(form.projectId) : null;
    return submit({ residentId, amount, ...(projectId === null ? {} : { projectId }) });
  };

  return (
    <Form
      id={formId}
      noValidate
      record={record}
      defaultValues={defaults}
      onSubmit={onSubmit}
      mode="onChange"
      disableInvalidFormNotification
    >
      <InvalidSubmitNotice message="ra.message.invalid_form" />
      {owes ? null : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${TEXTS}.nothing_owed`)}
        </Typography>
      )}
      <RadioButtonGroupInput
        source="choice"
        label={`${TEXTS}.choice`}
        choices={choices}
        row={false}
        helperText={false}
      />
      <OtherAmount />
      {mayChooseProject ? <ProjectInput /> : null}
      <Summary owed={options.owed} feeBearer={options.feeBearer} />
    </Form>
  );
}

/** The amount field, while 'Another amount' is chosen. */
function OtherAmount() {
  const choice: unknown = useWatch({ name: 'choice' });
  return choice === 'other' ? <MoneyInput label={`${TEXTS}.amount`} /> : null;
}

/** Amount, fee and total of what would be paid now, as the values change. */
function Summary({ owed, feeBearer }: Pick<OnlinePaymentOptions, 'owed' | 'feeBearer'>) {
  const translate = useTranslate();
  const values = useWatch() as Partial<PayValues>;
  const facts = checkoutFacts(chosenNaira(values, owed), feeBearer);
  if (!facts) return null;
  return (
    <Box
      component="section"
      aria-label={translate(`${TEXTS}.summary`)}
      sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <DialogFacts texts={TEXTS} facts={facts} />
    </Box>
  );
}
