/**
 * What each Paystack event does (issue 18): a success is verified and settled; a full refund
 * reverses the payment it refunds (once: a reversal is unique per entry); a partial refund and a
 * dispute wait in suspense for the Admin; any other event is kept and ignored. Nothing here
 * credits or reverses across communities: a refund of another community's payment is suspense
 * in the community whose webhook received it.
 */
import { Refusal } from '../refusal.js';
import { reverseEntry } from '../money/ledger.js';
import type { Repositories } from '../../repositories/index.js';
import type { PaymentEventRow } from '../../repositories/payments/payment-events-repository.js';
import type { NewSuspenseItem } from '../../repositories/payments/payment-suspense-repository.js';
import type { PaystackEventBody } from './webhook-events.js';

export interface EventLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type SettleOutcome = 'credited' | 'already' | 'suspense' | 'failed' | 'pending';

export interface EventPorts {
  log: EventLog;
  /**
   * Confirms the reference with the provider's verify call and settles what it reports
   * (settle.ts); throws when the provider cannot be reached (the event is retried).
   */
  verifyAndSettle(communityId: number, reference: string): Promise<{ outcome: SettleOutcome }>;
}

/** The event's end (`outcome`), or a reason to try again later (`retry`). */
export type EventStep = { outcome: string } | { retry: string };

// 'already': the payment is in the ledger (the return page, another worker or a reconciliation
// credited it first), which is what the event reports: credited, once.
const SETTLED: Record<SettleOutcome, EventStep> = {
  credited: { outcome: 'credited' },
  already: { outcome: 'credited' },
  suspense: { outcome: 'suspense' },
  failed: { outcome: 'failed' },
  pending: { retry: 'Paystack reports the transaction as not yet successful' },
};

/** Who writes a refund's reversal, as the audit log names it. */
const PAYSTACK_ACTOR = { actorUserId: null, actorName: 'Paystack webhook', clientAddress: '' };
export const REFUND_REASON = 'Refunded on Paystack';

function suspenseOf(
  event: PaymentEventRow,
  body: PaystackEventBody,
  reason: NewSuspenseItem['reason'],
  amountKobo: number,
): NewSuspenseItem {
  const { data } = body;
  return {
    communityId: event.communityId,
    provider: 'paystack',
    reason,
    reference: event.reference,
    amountKobo,
    currency: data.currency ?? data.transaction?.currency ?? '',
    payerEmail: data.customer?.email ?? '',
    paidAt: data.paid_at ?? '',
    createdAt: new Date().toISOString(),
  };
}

async function refund(
  repos: Repositories,
  event: PaymentEventRow,
  body: PaystackEventBody,
): Promise<EventStep> {
  const refundedKobo = Number(body.data.amount ?? 0);
  const payment = await repos.onlineLedger.paymentOf(event.reference);
  if (!payment) {
    // Ours but not credited yet (the refund came first, or its success is being retried).
    if ((await repos.onlineLedger.chargeOf(event.communityId, event.reference)) !== null) {
      return { retry: 'The refunded payment is not credited yet' };
    }
    await repos.paymentSuspense.open(suspenseOf(event, body, 'unknown_reference', refundedKobo));
    return { outcome: 'suspense' };
  }
  if (payment.communityId !== event.communityId) {
    await repos.paymentSuspense.open(suspenseOf(event, body, 'unknown_reference', refundedKobo));
    return { outcome: 'suspense' };
  }
  const charged = await repos.onlineLedger.chargeOf(event.communityId, event.reference);
  const chargedKobo = charged ?? payment.creditKobo;
  if (refundedKobo < chargedKobo) {
    await repos.paymentSuspense.open(suspenseOf(event, body, 'partial_refund', refundedKobo));
    return { outcome: 'suspense' };
  }
  const actor = { communityId: event.communityId, userId: null, audit: PAYSTACK_ACTOR };
  try {
    await reverseEntry(repos, actor, payment.id, REFUND_REASON);
    return { outcome: 'reversed' };
  } catch (error) {
    // Reversed already (a duplicate, another worker, or an administrator's own reversal).
    if (error instanceof Refusal && error.reason === 'conflict') return { outcome: 'duplicate' };
    throw error;
  }
}

/** Does what the event asks, once; throws (and is retried) when something is unreachable. */
export async function handleEvent(
  work: EventPorts & { repos: Repositories },
  event: PaymentEventRow,
): Promise<EventStep> {
  const body = JSON.parse(event.payload) as PaystackEventBody;
  const { repos } = work;
  if (event.eventType === 'charge.success') {
    if (event.reference === '') return { outcome: 'ignored' };
    const settled = await work.verifyAndSettle(event.communityId, event.reference);
    return SETTLED[settled.outcome];
  }
  if (event.eventType === 'refund.processed') return refund(repos, event, body);
  if (event.eventType.startsWith('charge.dispute.')) {
    const { data } = body;
    const amountKobo = Number(data.transaction?.amount ?? data.refund_amount ?? data.amount ?? 0);
    await repos.paymentSuspense.open(suspenseOf(event, body, 'dispute', amountKobo));
    return { outcome: 'flagged' };
  }
  return { outcome: 'ignored' };
}
