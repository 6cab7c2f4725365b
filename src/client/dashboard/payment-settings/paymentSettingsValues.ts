/**
 * The settings form's values and the body it sends (issue 18). The secret key field starts empty
 * (the page never has the saved one): empty keeps the saved key on the server.
 */
import type { Validator } from 'react-admin';
import type { PaymentSettings, PaymentSettingsBody } from '../../../shared/contract/payments';
import { PAYSTACK_PUBLIC_KEY_PATTERN, PAYSTACK_SECRET_KEY_PATTERN } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { markRequired } from '../common/validators';

/** The page's query of the settings; a save puts its answer there. */
export const PAYMENT_SETTINGS_QUERY_KEY = ['neighbourly', 'payment-settings'];

export interface PaymentSettingsValues {
  provider: PaymentSettingsBody['provider'];
  publicKey: string;
  secretKey: string;
  feeBearer: PaymentSettingsBody['feeBearer'];
  currentPassword: string;
}

export function settingsRecord(settings: PaymentSettings): PaymentSettingsValues {
  return {
    provider: settings.provider,
    publicKey: settings.publicKey,
    secretKey: '',
    feeBearer: settings.feeBearer,
    currentPassword: '',
  };
}

export function settingsBody(values: PaymentSettingsValues): PaymentSettingsBody {
  const secretKey = values.secretKey.trim();
  return {
    provider: values.provider,
    publicKey: values.publicKey.trim(),
    ...(secretKey ? { secretKey } : {}),
    feeBearer: values.feeBearer,
    currentPassword: values.currentPassword,
  };
}

const REQUIRED = 'ra.validation.required';
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A Paystack key of its kind, with the server's own text; blank: required (when asked). */
function paystackKey(pattern: string, invalid: string, required: boolean): Validator {
  const check = (value: unknown) => {
    if (blank(value)) return required ? REQUIRED : undefined;
    return new RegExp(pattern).test(String(value).trim()) ? undefined : invalid;
  };
  return required ? markRequired(check) : check;
}

export const publicKeyRule = paystackKey(
  PAYSTACK_PUBLIC_KEY_PATTERN,
  messages.paymentSettings.invalidPublicKey,
  true,
);

/** Required until a secret key is saved; then empty keeps it. */
export function secretKeyRule(secretKeySet: boolean): Validator {
  const rule = paystackKey(
    PAYSTACK_SECRET_KEY_PATTERN,
    messages.paymentSettings.invalidSecretKey,
    false,
  );
  if (secretKeySet) return rule;
  return markRequired((value: unknown) =>
    blank(value) ? messages.paymentSettings.secretKeyRequired : rule(value, {}, {}),
  );
}
