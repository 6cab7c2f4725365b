/**
 * Texts of the online payment settings page (issue 18), under `neighbourly.payment_settings.*`:
 * the server's own words (messages.paymentSettings) and the fields' labels (FIELD_LABELS, the
 * words a refusal names them by), so the page and the API say the same thing.
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';

const texts = messages.paymentSettings;

export const paymentSettingsTexts = {
  title: texts.title,
  intro:
    'Residents pay their dues online through your Paystack account. Copy your keys from ' +
    "Paystack's dashboard: Settings, API Keys & Webhooks.",
  loading: 'Getting the payment settings...',
  load_failed: 'We could not get the payment settings. Please refresh the page',
  provider: FIELD_LABELS.provider,
  paystack: 'Paystack',
  public_key: FIELD_LABELS.publicKey,
  secret_key: FIELD_LABELS.secretKey,
  secret_key_help: 'Encrypted when saved; it is never shown again',
  secret_key_kept: texts.secretKeyKept,
  fee_bearer: FIELD_LABELS.feeBearer,
  fee_payer: texts.feeBearerPayer,
  fee_community: texts.feeBearerCommunity,
  current_password: FIELD_LABELS.currentPassword,
  current_password_hint: 'Needed to change the payment settings: every administrator is told',
  saved: texts.saved,
  webhook_title: texts.webhookUrl,
  webhook_help: texts.webhookHelp,
  copy: texts.copy,
  copied: texts.copied,
};
