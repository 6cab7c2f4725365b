/**
 * The payment settings form (issue 18): provider, Paystack's public and secret keys, who bears
 * the fee, and the Admin's password again (a guarded change, as bank details are). A refusal
 * from the server is shown on the field at fault.
 */
import { useState } from 'react';
import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  type DataProvider,
} from 'react-admin';
import type { PaymentSettings } from '../../../shared/contract/payments';
import { messages } from '../../../shared/messages';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { useSubmissionErrors } from '../common/submissionErrors';
import { requiredChoice, requiredText } from '../common/validators';
import type { PaymentSettingsMethods } from '../providers/methods/paymentSettings';
import {
  PAYMENT_SETTINGS_QUERY_KEY,
  publicKeyRule,
  secretKeyRule,
  settingsBody,
  settingsRecord,
  type PaymentSettingsValues,
} from './paymentSettingsValues';

const T = 'neighbourly.payment_settings';

/** Refusals without `errors` that concern the password field. */
const PASSWORD_REFUSALS = Object.fromEntries(
  [
    messages.profile.wrongPassword,
    messages.profile.currentPasswordRequired,
    messages.profile.tooManyPasswordAttempts,
  ].map((message) => [message, 'currentPassword']),
);

const PROVIDERS = [{ id: 'paystack', name: `${T}.paystack` }];
const FEE_BEARERS = [
  { id: 'payer', name: `${T}.fee_payer` },
  { id: 'community', name: `${T}.fee_community` },
];

export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const dataProvider = useDataProvider<DataProvider & PaymentSettingsMethods>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refused = useSubmissionErrors(PASSWORD_REFUSALS);
  // Each save mounts a fresh form: the secret key and password fields empty again.
  const [saves, setSaves] = useState(0);

  const { mutateAsync } = useMutation({
    mutationFn: (values: PaymentSettingsValues) =>
      dataProvider.savePaymentSettings(settingsBody(values)),
    onSuccess: (saved) => {
      // An ended session answers nothing (react-admin is signing the user out).
      if (typeof saved?.webhookUrl !== 'string') return;
      queryClient.setQueryData(PAYMENT_SETTINGS_QUERY_KEY, saved);
      setSaves((count) => count + 1);
      notify(messages.paymentSettings.saved, { type: 'success' });
    },
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values as unknown as PaymentSettingsValues);
    } catch (error) {
      return refused(error);
    }
  };

  return (
    <Form
      key={saves}
      record={settingsRecord(settings)}
      onSubmit={save}
      disableInvalidFormNotification
      noValidate
    >
      <InvalidSubmitNotice message={messages.community.required} />
      <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
        <SelectInput
          source="provider"
          label={`${T}.provider`}
          choices={PROVIDERS}
          validate={requiredChoice}
          fullWidth
        />
        <TextInput
          source="publicKey"
          label={`${T}.public_key`}
          autoComplete="off"
          validate={publicKeyRule}
          fullWidth
        />
        <PasswordInput
          source="secretKey"
          label={`${T}.secret_key`}
          helperText={settings.secretKeySet ? `${T}.secret_key_kept` : `${T}.secret_key_help`}
          autoComplete="new-password"
          validate={secretKeyRule(settings.secretKeySet)}
          fullWidth
        />
        <RadioButtonGroupInput
          source="feeBearer"
          label={`${T}.fee_bearer`}
          choices={FEE_BEARERS}
          validate={requiredChoice}
          row={false}
        />
        <PasswordInput
          source="currentPassword"
          label={`${T}.current_password`}
          helperText={`${T}.current_password_hint`}
          autoComplete="current-password"
          validate={requiredText}
          fullWidth
        />
      </Stack>
      <Toolbar>
        <SaveButton alwaysEnable />
      </Toolbar>
    </Form>
  );
}
