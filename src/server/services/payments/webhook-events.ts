/**
 * A webhook event as received (issue 18, point 3): parsed only once its signature holds, keyed
 * `<event>:<data.id>` (Paystack sends no event id, and retries the same event with the same data)
 * and stored once per (provider, key); a duplicate delivery is answered and not processed again.
 */
import type { Repositories } from '../../repositories/index.js';
import type { PaymentEventRow } from '../../repositories/payments/payment-events-repository.js';

/** What an event's processing reads from its body (Paystack's shapes; others are ignored). */
export interface PaystackEventBody {
  event: string;
  data: {
    id?: number | string;
    reference?: string;
    amount?: number;
    currency?: string;
    refund_amount?: number;
    transaction_reference?: string;
    transaction?: { id?: number | string; reference?: string; amount?: number; currency?: string };
    customer?: { email?: string };
    paid_at?: string;
  };
}

/** The body, or null when it is not a Paystack event (no `event` name or no `data` object). */
export function parseEvent(rawBody: Buffer): PaystackEventBody | null {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, data } = value as { event?: unknown; data?: unknown };
  if (typeof event !== 'string' || event === '') return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return value as PaystackEventBody;
}

/** The transaction reference an event is about (a refund or dispute names it in two shapes). */
export function eventReference(body: PaystackEventBody): string {
  const { data } = body;
  if (body.event === 'charge.success') return data.reference ?? '';
  return data.transaction_reference ?? data.transaction?.reference ?? data.reference ?? '';
}

/** Stores the event; null for a duplicate of one already stored. */
export async function storeEvent(
  repos: Repositories,
  communityId: number,
  body: PaystackEventBody,
  rawBody: Buffer,
  now: Date,
): Promise<PaymentEventRow | null> {
  return repos.paymentEvents.insertOnce({
    communityId,
    provider: 'paystack',
    eventKey: `${body.event}:${String(body.data.id ?? eventReference(body))}`,
    eventType: body.event,
    reference: eventReference(body),
    payload: rawBody.toString('utf8'),
    receivedAt: now.toISOString(),
  });
}
