/**
 * The return page's answer (issue 18, point 2): a payment not yet settled is verified with
 * Paystack and settled (settle.ts) before it is shown; a verify that fails or times out leaves it
 * pending (never credited on trust: the webhook or a later visit settles it).
 */
import type { Repositories } from '../../repositories/index.js';
import type { OnlinePaymentView } from '../../repositories/payments/online-payments-repository.js';
import type { OnlinePaymentStatusView } from '../../../shared/contract/payments.js';
import { koboToNaira } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import { Refusal } from '../refusal.js';
import type { ServiceLog } from '../requester.js';
import type { PaymentPorts } from './pay-now.js';
import { ProviderUnavailable } from './paystack-client.js';

const text = messages.onlinePayment;

/** Who reads: administrators any payment of their scope, a Member their own household's. */
export interface StatusReader {
  userId: number;
  administers: boolean;
  /** null: any community (the Super admin). */
  scope: number | null;
}

function toStatus(view: OnlinePaymentView): OnlinePaymentStatusView {
  return {
    reference: view.reference,
    status: view.status,
    amount: koboToNaira(view.amountKobo),
    fee: koboToNaira(view.feeKobo),
    total: koboToNaira(view.chargeKobo),
    residentId: view.residentId,
    residentName: view.residentName,
    entryId: view.entryId,
    receiptNumber: view.receiptNumber,
    message: text[view.status],
  };
}

/** Asks Paystack and settles what it says; an unreachable Paystack changes nothing. */
async function verifyNow(
  payments: PaymentPorts,
  log: ServiceLog,
  view: OnlinePaymentView,
): Promise<void> {
  const account = await payments.account(view.communityId);
  if (!account) return;
  try {
    const transaction = await payments.paystack.verify(account.secretKey, view.reference);
    if (transaction) await payments.settle(view.communityId, transaction);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.info({ reference: view.reference, error: error.message }, 'Verify failed: still pending');
  }
}

export async function paymentStatus(
  repos: Repositories,
  payments: PaymentPorts,
  log: ServiceLog,
  reader: StatusReader,
  reference: string,
): Promise<OnlinePaymentStatusView> {
  const view = await repos.onlinePayments.view(reader.scope, reference);
  // Another household's payment is not told apart from none.
  if (!view || (!reader.administers && view.residentUserId !== reader.userId)) {
    throw new Refusal('not-found', text.notFound);
  }
  // Paid and suspense are settled for good; pending (and failed: abandoned, then paid) are asked.
  if (view.status !== 'pending' && view.status !== 'failed') return toStatus(view);
  await verifyNow(payments, log, view);
  const settled = await repos.onlinePayments.view(reader.scope, reference);
  return toStatus(settled ?? view);
}
