/**
 * Work done after the answer has gone out (issue 12, no account oracle): storing a reset code,
 * mailing a notice of an identifier in use. Doing it after the answer keeps the answer's timing
 * the same for known and unknown accounts. The work runs one piece at a time, in the order it was
 * asked for (two reset requests in a row end with the second code open and mailed last); closing
 * the app waits for it, and `idle()` lets a test wait for it before it reads the database.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export class AfterAnswer {
  private tail: Promise<void> = Promise.resolve();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly onError: (err: unknown, label: string, log: FastifyBaseLogger) => void,
  ) {}

  /** Runs `work` once `reply` has been sent (or its connection closed), after earlier work. */
  schedule(reply: FastifyReply, label: string, work: () => Promise<void>): void {
    const answered = new Promise<void>((resolve) => {
      if (reply.raw.writableFinished) return resolve();
      reply.raw.once('finish', () => resolve());
      reply.raw.once('close', () => resolve());
    });
    const task: Promise<void> = this.tail
      .then(() => answered)
      // One turn of the event loop first: the answer's own 'finish' handlers (the client's
      // side of an inject, the access log) run before the work, whose synchronous SQLite calls
      // would otherwise delay them and show in the answer's timing.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      // On the request's logger: the line carries the id of the request the work came from.
      .catch((err: unknown) => this.onError(err, label, reply.log))
      .finally(() => this.pending.delete(task));
    this.tail = task;
    this.pending.add(task);
  }

  /** Resolves when no work is waiting or running (work scheduled meanwhile included). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.afterAnswer.schedule(reply, label, work)`: see src/server/plugins/app/after-answer.ts. */
    afterAnswer: AfterAnswer;
  }
}

export default fp(
  async (app) => {
    const afterAnswer = new AfterAnswer((err, label, log) => log.error({ err }, label));
    app.decorate('afterAnswer', afterAnswer);
    app.addHook('preClose', async () => afterAnswer.idle());
  },
  { name: 'after-answer' },
);
