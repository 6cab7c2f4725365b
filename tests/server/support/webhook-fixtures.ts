/**
 * Webhook tests' shortcuts (issue 18): an app pointed at the fake Paystack with short retries, a
 * community's payment settings written straight (the settings route is tested on its own),
 * deliveries of the fake's signed events to the app, and the stored events and suspense rows.
 */
import { randomBytes } from 'node:crypto';
import type { App } from '../../../src/server/app.js';
import { webhookPath } from '../../../src/shared/payments.js';
import { community } from './world/community.js';
import type { FakePaystack } from '../../../scripts/fake-paystack/server.js';
import type { FakeEvent } from '../../../scripts/fake-paystack/webhooks.js';
import {
  appWithFakePaystack,
  setUpPayments as setUpOnlinePayments,
} from './online-payments-fixtures.js';

/** A fresh sk_test_ key (each community its own). */
export const secretKey = () => `sk_test_${randomBytes(12).toString('hex')}`;

/**
 * The app and the fake it talks to; verify retries wait 50 ms, then 100 ms, ... With `logLines`,
 * the app logs everything (trace) into it.
 */
export function appWithFake(logLines?: string[]): Promise<{ app: App; fake: FakePaystack }> {
  const logging = logLines
    ? { logger: 'trace' as const, logStream: { write: (line: string) => void logLines.push(line) } }
    : {};
  return appWithFakePaystack({ verifyRetryFirstDelayMs: 50, providerTimeoutMs: 300, ...logging });
}

/** Online payment set up for the community, with `key` (the community bears the fee). */
export async function setUpPayments(app: App, communityId: number, key: string): Promise<void> {
  await setUpOnlinePayments(app, communityId, 'community', key);
}

/**
 * The app with its fake Paystack, a community whose online payment is set up with `key`, and one
 * resident of it, `payerName`, who pays: what the suspense, webhook and reconciliation tests
 * start from.
 */
export async function payingEstate(key: string, payerName: string) {
  const { app, fake } = await appWithFake();
  const estate = await community(app);
  await setUpPayments(app, estate.id, key);
  const payer = await estate.resident(await estate.home(), { fullName: payerName });
  return { app, fake, estate, payer };
}

/** Posts an event (as the fake built it) to the community's webhook. */
export function deliver(app: App, communityId: number, event: FakeEvent) {
  return app.inject({
    method: 'POST',
    url: webhookPath(communityId),
    headers: event.headers,
    payload: event.body,
  });
}

/** Waits until every delivered event has been processed, retries included (or `ms` passed). */
export async function processed(app: App, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    await app.paymentEvents.idle();
    const open = await app.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('processedAt', 'is', null)
      .execute();
    if (open.length === 0 || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
    await app.paymentEvents.poll();
  }
}

export function storedEvents(app: App, communityId: number) {
  return app.db
    .selectFrom('paymentEvents')
    .selectAll()
    .where('communityId', '=', communityId)
    .orderBy('id')
    .execute();
}

export function suspenseRows(app: App, communityId: number) {
  return app.db
    .selectFrom('paymentSuspense')
    .selectAll()
    .where('communityId', '=', communityId)
    .orderBy('id')
    .execute();
}

export function paymentsOf(app: App, reference: string) {
  return app.db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('providerReference', '=', reference)
    .execute();
}

/**
 * A payment started online for `residentId` (as pay now writes it, the community bearing the
 * fee) and its transaction at the fake, paid unless `paid` is false.
 */
export async function startedPayment(
  app: App,
  fake: FakePaystack,
  payment: { communityId: number; residentId: number; key: string; amountKobo: number },
  paid = true,
): Promise<string> {
  const reference = `NBP-${randomBytes(8).toString('hex')}`;
  await app.db
    .insertInto('onlinePayments')
    .values({
      communityId: payment.communityId,
      residentId: payment.residentId,
      reference,
      amountKobo: payment.amountKobo,
      chargeKobo: payment.amountKobo,
      feeBearer: 'community',
      status: 'pending',
      createdAt: new Date().toISOString(),
    })
    .execute();
  const t = fake.seed({
    secretKey: payment.key,
    reference,
    email: 'payer@example.com',
    amountKobo: payment.amountKobo,
  });
  if (paid) fake.state.settle(t, 'success');
  return reference;
}

/** What the resident owes (kobo) and the community's wallet balance (kobo), from the ledger. */
export async function balances(app: App, communityId: number, residentId: number) {
  const entries = await app.db
    .selectFrom('ledgerEntries')
    .select(['residentId', 'owedKobo', 'creditKobo', 'debitKobo'])
    .where('communityId', '=', communityId)
    .execute();
  const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);
  return {
    owedKobo: sum(entries.filter((e) => e.residentId === residentId).map((e) => e.owedKobo)),
    walletKobo: sum(entries.map((e) => Number(e.creditKobo) - Number(e.debitKobo))),
  };
}
