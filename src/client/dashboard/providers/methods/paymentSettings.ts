/**
 * A community's online payment settings (issue 18, contract: shared/contract/payments.ts): the
 * Admin's own community, from the session. Used with
 * `useDataProvider<DataProvider & PaymentSettingsMethods>()` and react-query. The secret key is
 * only ever sent: the answer says `secretKeySet`.
 */
import type { PaymentSettings, PaymentSettingsBody } from '../../../../shared/contract/payments';
import { getJson, writeJson } from './json';

const PATH = '/api/Communities/PaymentSettings';

export const paymentSettingsMethods = {
  /** `GET /api/Communities/PaymentSettings`: everything but the secret key. */
  getPaymentSettings: (signal?: AbortSignal) => getJson<PaymentSettings>(PATH, signal),
  /** `PUT /api/Communities/PaymentSettings`: the settings as saved (the password again). */
  savePaymentSettings: (body: PaymentSettingsBody) => writeJson<PaymentSettings>(PATH, 'PUT', body),
};

export type PaymentSettingsMethods = typeof paymentSettingsMethods;
