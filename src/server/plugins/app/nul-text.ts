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

/** The first top-level field of `part` holding a NUL (`''`: the part itself), or null. */
function fieldWithNul(part: unknown): string | null {
  if (part === null || typeof part !== 'object' || Buffer.isBuffer(part)) {
    return holdsNul(part) ? '' : null;
  }
  const entry = Object.entries(part).find(([key, item]) => key.includes(NUL) || holdsNul(item));
  return entry ? entry[0] : null;
}

/**
 * preValidation hook for the /api scope: query, path parameters and body. The answer names the
 * field at fault (issue 15), unless it is a key that holds the NUL.
 */
export async function refuseNulText(request: FastifyRequest, reply: FastifyReply) {
  for (const part of [request.query, request.params, request.body]) {
    const field = fieldWithNul(part);
    if (field === null) continue;
    const message = messages.request.nulCharacter;
    const named = field !== '' && !field.includes(NUL);
    return reply.code(400).send(named ? { message, errors: { [field]: message } } : { message });
  }
}
