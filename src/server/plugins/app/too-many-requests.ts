/**
 * The one way a limit is answered over HTTP: 429 `{ message }` with `Retry-After` in whole
 * seconds. The limits themselves (services/accounts/throttle.ts and the limits built on it) only
 * say how long to wait; routes, hooks and the errors plugin answer with these.
 */
import type { FastifyReply } from 'fastify';

/** `Retry-After` in whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Answers 429 `{ message }` with `Retry-After`. */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number, message: string) {
  return reply.code(429).header('retry-after', retryAfterSeconds(retryAfterMs)).send({ message });
}
