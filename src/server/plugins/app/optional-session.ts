/**
 * A public route that answers administrators differently (sign-up: "already exists" is told only
 * to them, issue 12) reads the session when one is sent, without requiring it: the Bearer token
 * of API clients, or the browser's session cookie with its CSRF header (as the auth hook checks
 * it), so the Super admin's dashboard form is recognised too.
 */
import type { FastifyRequest } from 'fastify';
import { setSessionUser } from './auth.js';
import { csrfHolds, requestToken } from './session-cookie.js';
import { resolveSession } from '../../services/accounts/sessions.js';

/** Route onRequest hook: sets `request.user` when the request carries a live session. */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  const credential = requestToken(request);
  if (!credential) return;
  if (credential.viaCookie && !csrfHolds(request, credential.token)) return;
  const found = await resolveSession(request.server.repos, credential.token);
  if (found.status === 'active') setSessionUser(request, found.user);
}
