/**
 * Processing a stored webhook event (issue 18, points 3-5), after the answer and again by the
 * retry poller. `charge.success` is never credited on the event's word: the transaction is
 * verified with Paystack and settled by settle.ts, the one place a verified transaction becomes
 * money. A verify that fails (ProviderUnavailable) or a refund that arrives before its payment
 * is credited is tried again with exponential backoff, up to VERIFY_RETRY_MAX_ATTEMPTS, then the
 * event ends 'failed' (logged). Two workers processing one event at once stay correct: the
 * ledger's provider reference and a reversal are unique, and a suspense item is opened once.
 */
import { VERIFY_RETRY_MAX_ATTEMPTS } from '../../../shared/limits/index.js';
import type { Repositories } from '../../repositories/index.js';
import type { PaymentEventRow } from '../../repositories/payments/payment-events-repository.js';
import { handleEvent, type EventPorts } from './event-handlers.js';

export type { EventPorts } from './event-handlers.js';

export interface EventWork extends EventPorts {
  repos: Repositories;
  /** The first wait before a failed attempt is tried again; it doubles with each attempt. */
  retryFirstDelayMs: number;
  /** How long a worker holds an event it took before another may take it (a crashed worker). */
  leaseMs: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** When attempt `attempts` (1 = the first failure) is tried again. */
export function nextAttemptAt(now: Date, attempts: number, firstDelayMs: number): string {
  return new Date(now.getTime() + firstDelayMs * 2 ** (attempts - 1)).toISOString();
}

/** Takes the event (unless another worker has) and processes it once. */
export async function processEvent(work: EventWork, event: PaymentEventRow): Promise<void> {
  const { repos, log } = work;
  const takenAt = new Date();
  const leaseUntil = new Date(takenAt.getTime() + work.leaseMs).toISOString();
  if (!(await repos.paymentEvents.claim(event.id, event.nextAttemptAt, leaseUntil))) return;
  const details = { eventId: event.id, event: event.eventType, reference: event.reference };
  let step;
  try {
    step = await handleEvent(work, event);
  } catch (error) {
    step = { retry: errorText(error) };
  }
  const now = new Date();
  if ('outcome' in step) {
    await repos.paymentEvents.finish(event.id, step.outcome, now.toISOString());
    return;
  }
  const attempts = event.attempts + 1;
  if (attempts >= VERIFY_RETRY_MAX_ATTEMPTS) {
    await repos.paymentEvents.finish(event.id, 'failed', now.toISOString(), {
      attempts,
      error: step.retry,
    });
    log.error(
      { ...details, attempts, error: step.retry },
      'Payment event failed: gave up retrying',
    );
    return;
  }
  const next = nextAttemptAt(now, attempts, work.retryFirstDelayMs);
  await repos.paymentEvents.retryLater(event.id, attempts, next, step.retry);
  log.warn({ ...details, attempts, next, error: step.retry }, 'Payment event will be retried');
}

/** Processes the events due now, one after another; answers how many were due. */
export async function processDueEvents(work: EventWork, limit: number): Promise<number> {
  const due = await work.repos.paymentEvents.due(new Date().toISOString(), limit);
  for (const event of due) await processEvent(work, event);
  return due.length;
}
