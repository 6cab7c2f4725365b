/**
 * Online payments in tests (issue 18): an app pointed at a fake Paystack, a community's payment
 * settings written as the settings page would (the secret sealed), and a payment started, paid
 * at the fake checkout and looked at by the return page.
 */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { AppConfig } from '../../../src/server/config.js';
import type {
  OnlinePaymentStarted,
  OnlinePaymentStatusView,
} from '../../../src/shared/contract/payments.js';
import type { FeeBearerChoice } from '../../../src/shared/payments.js';
import { startFakePaystack, type FakePaystack } from '../../../scripts/fake-paystack/server.js';
import { build } from './helper.js';
import type { Caller } from './world/requests.js';

export const ONLINE = '/api/Payments/Online';
export const statusUrl = (reference: string) => `${ONLINE}/${reference}`;

/** A fake Paystack and an app calling it (a short provider timeout, so a hang ends quickly). */
export async function appWithFakePaystack(
  config: Partial<AppConfig> = {},
): Promise<{ app: App; fake: FakePaystack }> {
  const fake = await startFakePaystack();
  const app = await build({
    config: { paystackBaseUrl: fake.url, providerTimeoutMs: 1_500, ...config },
    beforeReady: (built) => {
      built.addHook('onClose', async () => fake.close());
    },
  });
  return { app, fake };
}

/** The community's Paystack keys and fee bearer, as an Admin saves them. */
export async function setUpPayments(
  app: App,
  communityId: number,
  feeBearer: FeeBearerChoice = 'payer',
  secretKey = `sk_test_c${communityId}k${Date.now()}`,
): Promise<string> {
  await app.repos.paymentSettings.upsert({
    communityId,
    provider: 'paystack',
    publicKey: `pk_test_c${communityId}`,
    secretKeySealed: app.secretBox.seal(secretKey),
    feeBearer,
    updatedAt: new Date().toISOString(),
    updatedBy: null,
  });
  return secretKey;
}

export async function startOnline(as: Caller, body: Record<string, unknown>) {
  const response = await as.post(ONLINE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OnlinePaymentStarted>();
}

export async function statusOf(as: Caller, reference: string) {
  const response = await as.get(statusUrl(reference));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnlinePaymentStatusView>();
}

/** Starts a payment, pays it at the fake checkout (no webhook) and returns its reference. */
export async function paidOnline(
  fake: FakePaystack,
  as: Caller,
  body: Record<string, unknown>,
): Promise<OnlinePaymentStarted> {
  const started = await startOnline(as, body);
  await fake.complete(started.reference, { webhook: false });
  return started;
}
