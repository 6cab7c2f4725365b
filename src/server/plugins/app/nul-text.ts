/**
 * Text with a NUL character (U+0000) is refused at the /api edge with 400. PostgreSQL cannot
 * store or compare such text (it would fail as a 500), and no name, address or search needs it;
 * refusing it here keeps SQLite and PostgreSQL answering alike.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';

const NUL = '\u0000';

/** Whether a parsed value holds a NUL in any string, key or nested value. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL) || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/** preValidation hook for the /api scope: query, path parameters and body. */
export async function refuseNulText(request: FastifyRequest, reply: FastifyReply) {
  if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
    return reply.code(400).send({ message: messages.request.nulCharacter });
  }
}
