/**
 * Processing the provider's webhook events (issue 18, points 3-4), off the answer's path: each
 * stored event is processed once its 200 has gone out, and a poller takes the events whose
 * processing is due again (a verify that failed, with backoff; or a server that stopped mid-way).
 * Several servers may poll one database: an event is claimed before it is processed, and money
 * stays exactly once even when two take it (services/payments/event-processing.ts). The timer is
 * unref'd and stopped on close, and close waits for the work under way.
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  PROVIDER_PAGE_SIZE,
  PROVIDER_TIMEOUT_MS,
  VERIFY_RETRY_FIRST_DELAY_MS,
} from '../../../shared/limits/index.js';
import type { PaymentEventRow } from '../../repositories/payments/payment-events-repository.js';
import {
  processDueEvents,
  processEvent,
  type EventWork,
} from '../../services/payments/event-processing.js';
import { verifyAndSettle } from '../../services/payments/verify-and-settle.js';

/**
 * Events processed at once after their answers: each verifies with Paystack, writes the ledger
 * and draws and mails a receipt PDF, so a burst of deliveries is worked off a few at a time
 * instead of all at once competing with the answers (and the database's one writer on SQLite).
 */
const PROCESSING_CONCURRENCY = 2;

export class PaymentEventWork {
  private readonly running = new Set<Promise<unknown>>();
  private readonly queue: PaymentEventRow[] = [];
  private active = 0;
  private polling = false;

  constructor(private readonly work: EventWork) {}

  /** Processes `event` once `reply` has been sent (or its connection closed). */
  afterAnswer(reply: FastifyReply, event: PaymentEventRow): void {
    const answered = new Promise<void>((resolve) => {
      if (reply.raw.writableFinished) return resolve();
      reply.raw.once('finish', () => resolve());
      reply.raw.once('close', () => resolve());
    });
    this.track(
      answered.then(() => {
        this.queue.push(event);
        this.drain();
      }),
    );
  }

  private drain(): void {
    while (this.active < PROCESSING_CONCURRENCY && this.queue.length > 0) {
      const event = this.queue.shift()!;
      this.active += 1;
      // The next one is taken (and tracked) before this one counts as done, so idle() waits.
      void this.track(
        processEvent(this.work, event).finally(() => {
          this.active -= 1;
          this.drain();
        }),
      );
    }
  }

  /** One poll: the events due now (skipped while the previous poll still runs). */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.track(processDueEvents(this.work, PROVIDER_PAGE_SIZE));
    } finally {
      this.polling = false;
    }
  }

  /** Resolves when no processing is under way (work started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track<T>(task: Promise<T>): Promise<T> {
    const guarded = task.catch((err: unknown) => {
      this.work.log.error({ err }, 'Payment event processing failed');
      return undefined as T;
    });
    this.running.add(guarded);
    void guarded.finally(() => this.running.delete(guarded));
    return guarded;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook events' processing and retries: see src/server/plugins/app/payment-events.ts. */
    paymentEvents: PaymentEventWork;
  }
}

export default fp(
  async (app) => {
    const retryFirstDelayMs = app.config.verifyRetryFirstDelayMs ?? VERIFY_RETRY_FIRST_DELAY_MS;
    const work = new PaymentEventWork({
      repos: app.repos,
      log: app.log,
      retryFirstDelayMs,
      // Longer than two verifies may take, so a live worker (even a slow one) keeps what it took.
      leaseMs: 2 * (app.config.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS) + retryFirstDelayMs,
      verifyAndSettle: (communityId, reference) =>
        verifyAndSettle(app.payments, communityId, reference),
    });
    app.decorate('paymentEvents', work);
    // Polled as often as the first retry waits: a retry is at most one interval late.
    const timer = setInterval(() => void work.poll(), retryFirstDelayMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await work.idle();
    });
  },
  { name: 'payment-events', dependencies: ['repositories'] },
);
