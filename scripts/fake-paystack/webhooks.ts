/**
 * The fake Paystack's webhooks: events in Paystack's shapes, signed as Paystack documents
 * (`x-paystack-signature`: hex HMAC-SHA512 of the raw body with the secret key), delivered to the
 * address set for that secret key; and the ways tests bend them (duplicates, order, a changed
 * amount or currency, a bad or missing signature).
 */
import { createHmac } from 'node:crypto';
import { transactionJson, type FakeTransaction } from './state.js';

export type FakeEventType =
  'charge.success' | 'refund.processed' | 'charge.dispute.create' | string;

export interface EventOptions {
  event?: FakeEventType;
  /** Sent in the body only; verify still reports the transaction as it is. */
  amountKobo?: number;
  currency?: string;
  /** 'bad': signed with another key; 'missing': no header. */
  signature?: 'valid' | 'bad' | 'missing';
}

export interface FakeEvent {
  body: string;
  headers: Record<string, string>;
}

export interface Delivery {
  status: number;
  body: string;
}

export function sign(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

function eventData(t: FakeTransaction, event: FakeEventType, amount: number, currency: string) {
  const transaction = { ...transactionJson(t), amount, currency };
  if (event === 'refund.processed') {
    return {
      id: `${t.id}1`,
      status: 'processed',
      transaction_reference: t.reference,
      amount,
      currency,
      domain: 'test',
      customer: { email: t.email },
      transaction: { id: t.id, reference: t.reference },
    };
  }
  if (event === 'charge.dispute.create') {
    return {
      id: t.id + 7,
      refund_amount: amount,
      currency,
      status: 'awaiting-merchant-feedback',
      domain: 'test',
      reason: 'Customer says the charge is not theirs',
      transaction,
    };
  }
  return transaction;
}

/** One event about a transaction, signed (or not) as asked. */
export function buildEvent(t: FakeTransaction, options: EventOptions = {}): FakeEvent {
  const event = options.event ?? 'charge.success';
  const data = eventData(
    t,
    event,
    options.amountKobo ?? t.amountKobo,
    options.currency ?? t.currency,
  );
  const body = JSON.stringify({ event, data });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature ?? 'valid';
  if (signature === 'valid') headers['x-paystack-signature'] = sign(body, t.secretKey);
  if (signature === 'bad') headers['x-paystack-signature'] = sign(body, `${t.secretKey}x`);
  return { body, headers };
}

/** Posts one event; a refused connection counts as status 0 (Paystack would retry). */
export async function deliver(url: string, event: FakeEvent): Promise<Delivery> {
  try {
    const answer = await fetch(url, { method: 'POST', headers: event.headers, body: event.body });
    return { status: answer.status, body: await answer.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}
