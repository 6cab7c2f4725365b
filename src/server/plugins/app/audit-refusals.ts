/**
 * onSend hook of the /api scope: a 401 or 403 answered on a route behind a session (by the
 * authorize hook, a tenancy or service Refusal, or a handler's own refusal) writes a 'refused'
 * audit row. Public routes (sign-in's wrong password is audited as a sign-in) and unknown paths
 * write none.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '../../services/audit/audit.js';
import { auditRequest } from './actor.js';

/** `METHOD /path` of a request, without its query string (ids as in the URL). */
export function requestTarget(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  return `${request.method} ${path}`;
}

export async function auditRefusal(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const status = reply.statusCode;
  const refused = status === 401 || status === 403;
  if (refused && !request.is404 && !request.routeOptions.config?.public) {
    await auditRequest(request, {
      action: AUDIT_ACTIONS.refused,
      target: requestTarget(request),
      outcome: 'refused',
    });
  }
  return payload;
}
