/**
 * The provider's webhook events (issue 18), stored once per (provider, event key) before they are
 * processed. Processing may run on several servers at once (the answer's after-work, the retry
 * poller of each): `claim` moves an event's next attempt forward only if nobody else did, so
 * usually one server takes it; and when two still do, the ledger's unique provider reference and
 * unique reversal keep the money right.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentEventsTable } from '../../db/schema/payments.js';

export type PaymentEventRow = Selectable<PaymentEventsTable>;

export interface NewPaymentEvent {
  communityId: number;
  provider: 'paystack';
  eventKey: string;
  eventType: string;
  reference: string;
  payload: string;
  receivedAt: string;
}

export function paymentEventsRepository(db: Kysely<Database>) {
  return {
    /** Stores the event; null when (provider, event key) is already stored (a duplicate). */
    async insertOnce(event: NewPaymentEvent): Promise<PaymentEventRow | null> {
      const row = await db
        .insertInto('paymentEvents')
        .values({ ...event, nextAttemptAt: event.receivedAt })
        .onConflict((conflict) => conflict.columns(['provider', 'eventKey']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async find(id: number): Promise<PaymentEventRow | null> {
      const row = await db
        .selectFrom('paymentEvents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Unprocessed events whose next attempt is due at `now` (ISO), oldest first. */
    async due(now: string, limit: number): Promise<PaymentEventRow[]> {
      return db
        .selectFrom('paymentEvents')
        .selectAll()
        .where('processedAt', 'is', null)
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Takes an unprocessed event for processing until `leaseUntil` (ISO): true when its next
     * attempt was still `seenNextAttemptAt`, i.e. no other worker took it meanwhile.
     */
    async claim(id: number, seenNextAttemptAt: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('paymentEvents')
        .set({ nextAttemptAt: leaseUntil })
        .where('id', '=', id)
        .where('processedAt', 'is', null)
        .where('nextAttemptAt', '=', seenNextAttemptAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the outcome (once: a second worker's finish changes nothing). */
    async finish(
      id: number,
      outcome: string,
      at: string,
      failure?: { attempts: number; error: string },
    ): Promise<void> {
      await db
        .updateTable('paymentEvents')
        .set({
          outcome,
          processedAt: at,
          // Processed: the last error is the failure's, or none (a retry that then succeeded).
          lastError: failure?.error ?? '',
          ...(failure ? { attempts: failure.attempts } : {}),
        })
        .where('id', '=', id)
        .where('processedAt', 'is', null)
        .execute();
    },

    /** A failed attempt: counted, tried again at `nextAttemptAt`. */
    async retryLater(
      id: number,
      attempts: number,
      nextAttemptAt: string,
      error: string,
    ): Promise<void> {
      await db
        .updateTable('paymentEvents')
        .set({ attempts, nextAttemptAt, lastError: error })
        .where('id', '=', id)
        .where('processedAt', 'is', null)
        .execute();
    },
  };
}
