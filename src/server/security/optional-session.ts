/**
 * A public route that answers administrators differently (sign-up: "already exists" is told only
 * to them, issue 12) reads the session when one is sent, without requiring it.
 */
import type { FastifyRequest } from 'fastify';
import { resolveSession } from './sessions.js';
import { bearerToken } from './tokens.js';

/** Route onRequest hook: sets `request.user` when the request carries a live session. */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return;
  const found = await resolveSession(request.server.repos, token);
  if (found.status === 'active') request.user = found.user;
}
