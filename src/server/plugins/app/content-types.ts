/**
 * Which body types a route takes. Routes take JSON unless their config lists others
 * (`config: { accepts: FORM_OR_JSON }`); anything else is refused with 415 before it is parsed,
 * so e.g. a multipart upload to a JSON route is never read into memory.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';

export const JSON_ONLY = ['application/json'] as const;
export const FORM_OR_JSON = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
] as const;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** onRequest hook for the /api scope. */
export async function requireAcceptedContentType(request: FastifyRequest, reply: FastifyReply) {
  if (request.is404 || !hasBody(request)) return;
  const accepted = request.routeOptions.config.accepts ?? JSON_ONLY;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!accepted.includes(type)) {
    const message = `${messages.request.unsupportedType}: send ${accepted.join(' or ')}`;
    return reply.code(415).send({ message });
  }
}
