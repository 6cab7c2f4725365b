/**
 * Pay now (issue 18, point 2): who a payment is for, what the payer sees before paying, and
 * starting it with Paystack. Paystack is asked first and the online payment row written only once it
 * has answered, so a refusal or an outage writes nothing at all. Should the server stop between the
 * two, the payment Paystack knows carries our community and resident in its metadata, and its
 * webhook lands in suspense as a reference we never issued: seen, never lost.
 */
import type { Repositories } from '../../repositories/index.js';
import type { Payer } from '../../repositories/payments/online-payments-repository.js';
import type {
  OnlinePaymentOptions,
  OnlinePaymentStarted,
} from '../../../shared/contract/payments.js';
import { koboToNaira } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import { checkoutKobo, PAYMENT_RETURN_PATH } from '../../../shared/payments.js';
import { wrongCommunity } from '../money/ledger-entries.js';
import { Refusal } from '../refusal.js';
import type { PaystackClient, PaystackTransaction } from './paystack-client.js';
import type { ProviderAccount } from './provider-account.js';
import { newOnlineReference } from './references.js';
import type { SettleResult } from './settle.js';

const text = messages.onlinePayment;

/** What pay now needs of `app.payments` (plugins/app/payments.ts). */
export interface PaymentPorts {
  paystack: PaystackClient;
  account(communityId: number): Promise<ProviderAccount | null>;
  settle(communityId: number, transaction: PaystackTransaction): Promise<SettleResult>;
}

/** Who asks, in which community: administrators may pay for anyone there, a Member for self. */
export interface PayingUser {
  userId: number;
  communityId: number;
  administers: boolean;
}

/**
 * The resident paid for: a Member's own (another's: 403), an administrator's choice in the
 * community (another community's: 400 on residentId), or the administrator's own when unnamed.
 */
export async function payerFor(
  repos: Repositories,
  who: PayingUser,
  residentId: number | null | undefined,
): Promise<Payer | null> {
  const own = await repos.onlinePayments.ownPayer(who.userId, who.communityId);
  if (residentId == null || residentId === own?.residentId) return own;
  if (!who.administers) throw new Refusal('forbidden', text.otherHousehold);
  const payer = await repos.onlinePayments.payer(residentId, who.communityId);
  if (!payer) throw new Refusal('invalid', messages.reference.wrongCommunity, 'residentId');
  return payer;
}

export async function paymentOptions(
  repos: Repositories,
  payments: PaymentPorts,
  who: PayingUser,
  residentId: number | undefined,
): Promise<OnlinePaymentOptions> {
  const account = await payments.account(who.communityId);
  const payer = await payerFor(repos, who, residentId);
  // What the debtor page shows as owed: the same sum, so the two always agree.
  const header = payer
    ? await repos.ledgerReports.debtorHeader(who.communityId, payer.residentId)
    : null;
  const owedKobo = header?.owedKobo ?? 0n;
  return {
    available: account !== null,
    feeBearer: account?.feeBearer ?? 'payer',
    residentId: payer?.residentId ?? null,
    owed: owedKobo > 0n ? koboToNaira(Number(owedKobo)) : 0,
  };
}

export interface StartInput {
  residentId: number | null | undefined;
  amountKobo: number;
  projectId: number | null;
}

export async function startPayment(
  repos: Repositories,
  payments: PaymentPorts,
  publicUrl: string,
  who: PayingUser,
  input: StartInput,
): Promise<OnlinePaymentStarted> {
  const payer = await payerFor(repos, who, input.residentId);
  if (!payer) throw new Refusal('invalid', messages.finance.required, 'residentId');
  const account = await payments.account(who.communityId);
  if (!account) throw new Refusal('conflict', messages.paymentSettings.notSetUp);
  if (
    input.projectId !== null &&
    !(await repos.ledger.projectOf(input.projectId, who.communityId))
  ) {
    throw wrongCommunity();
  }
  if (!payer.email) throw new Refusal('invalid', text.needsEmail);
  const { amountKobo, feeKobo, chargeKobo } = checkoutKobo(input.amountKobo, account.feeBearer);
  const reference = newOnlineReference();
  const { authorizationUrl } = await payments.paystack.initialize(account.secretKey, {
    email: payer.email,
    amountKobo: chargeKobo,
    reference,
    callbackUrl: `${publicUrl}${PAYMENT_RETURN_PATH}`,
    metadata: { communityId: who.communityId, residentId: payer.residentId },
  });
  await repos.onlinePayments.insert({
    communityId: who.communityId,
    residentId: payer.residentId,
    projectId: input.projectId,
    reference,
    amountKobo,
    feeKobo,
    chargeKobo,
    feeBearer: account.feeBearer,
    status: 'pending',
    createdAt: new Date().toISOString(),
    createdBy: who.userId,
    entryId: null,
    settledAt: null,
    authorizationUrl,
  });
  return {
    reference,
    authorizationUrl,
    amount: koboToNaira(amountKobo),
    fee: koboToNaira(feeKobo),
    total: koboToNaira(chargeKobo),
  };
}
