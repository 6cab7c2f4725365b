/**
 * A community's online payment settings (issue 18, point 1): what its Admin reads (everything but
 * the secret key) and saves. Saving is a guarded change, as bank details are: the keys decide
 * whose Paystack account the dues reach, so it needs the Admin's password again, writes an audit
 * row and tells every administrator. The secret key is sealed before it is stored and never
 * leaves: the audit row and the e-mails say only that a key is saved or was replaced.
 */
import type { PaymentSettings, PaymentSettingsBody } from '../../../shared/contract/payments.js';
import { messages } from '../../../shared/messages.js';
import { webhookPath } from '../../../shared/payments.js';
import type { Repositories } from '../../repositories/index.js';
import type { PaymentSettingsRow } from '../../repositories/payments/payment-settings-repository.js';
import {
  applyGuardedChange,
  type AdministratorsNotice,
  type GuardServices,
  type GuardedValues,
} from '../accounts/guarded-changes.js';
import { AUDIT_ACTIONS } from '../audit/audit.js';
import { Refusal } from '../refusal.js';
import type { Requester } from '../requester.js';
import type { SecretBox } from './secret-box.js';

/** `test` or `live`, from `pk_test_…` / `sk_live_…`. */
const modeOf = (key: string) => key.split('_')[1];

/** What the guard shows of the secret key: whether one is saved, never any of it. */
const SECRET_SAVED = 'saved';
const SECRET_REPLACED = 'replaced';

export async function paymentSettingsView(
  repos: Repositories,
  publicUrl: string,
  communityId: number,
): Promise<PaymentSettings> {
  const row = await repos.paymentSettings.findByCommunity(communityId);
  return {
    configured: row !== null,
    provider: row?.provider ?? 'paystack',
    publicKey: row?.publicKey ?? '',
    secretKeySet: row !== null,
    feeBearer: row?.feeBearer ?? 'community',
    webhookUrl: `${publicUrl}${webhookPath(communityId)}`,
  };
}

function labelled(row: PaymentSettingsRow | null, secret: string): GuardedValues {
  return {
    Provider: row?.provider ?? '',
    'Public key': row?.publicKey ?? '',
    'Secret key': secret,
    'Fee bearer': row?.feeBearer ?? '',
  };
}

/** The saved secret key, or null when it cannot be opened (APP_SECRET changed since). */
function savedSecret(box: SecretBox, row: PaymentSettingsRow): string | null {
  try {
    return box.open(row.secretKeySealed);
  } catch {
    return null;
  }
}

/**
 * Checks and saves the Admin's settings for their community. Refuses ('invalid', on secretKey)
 * a first save without a secret key and a public and secret key of different modes. Returns the
 * administrators' notice to send after the answer (null when nothing changed).
 */
export async function savePaymentSettings(
  app: GuardServices & { secretBox: SecretBox },
  by: Requester,
  communityId: number,
  body: PaymentSettingsBody,
  now: Date,
): Promise<AdministratorsNotice | null> {
  const existing = await app.repos.paymentSettings.findByCommunity(communityId);
  const typed = body.secretKey?.trim() ?? '';
  const kept = existing && typed === '' ? savedSecret(app.secretBox, existing) : null;
  const secret = typed === '' ? kept : typed;
  if (secret === null) {
    throw new Refusal('invalid', messages.paymentSettings.secretKeyRequired, 'secretKey');
  }
  if (modeOf(secret) !== modeOf(body.publicKey)) {
    throw new Refusal('invalid', messages.paymentSettings.keysDoNotMatch, 'secretKey');
  }
  const replaced = existing !== null && savedSecret(app.secretBox, existing) !== secret;
  const row: PaymentSettingsRow = {
    communityId,
    provider: body.provider,
    publicKey: body.publicKey,
    secretKeySealed: existing && !replaced ? existing.secretKeySealed : app.secretBox.seal(secret),
    feeBearer: body.feeBearer,
    updatedAt: now.toISOString(),
    updatedBy: by.userId,
  };
  return applyGuardedChange(app, by, {
    communityId,
    action: AUDIT_ACTIONS.paymentSettingsChange,
    what: 'online payment settings',
    subject: messages.paymentSettings.changedSubject,
    currentPassword: body.currentPassword,
    values: labelled(row, replaced ? SECRET_REPLACED : SECRET_SAVED),
    read: async (repos) => {
      const current = await repos.paymentSettings.findByCommunity(communityId);
      return labelled(current, current ? SECRET_SAVED : '');
    },
    write: (repos) => repos.paymentSettings.upsert(row),
  });
}
