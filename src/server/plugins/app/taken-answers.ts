/**
 * The "already exists" policy (services/accounts/taken-answers.ts) applied to the routes that can
 * answer it: `admit` (preHandler of the /api scope) counts the answer a request may get, or
 * refuses with 429 once the limit is used; `settle` (onSend) gives the count back when the answer
 * was something else, and otherwise audits it and, for someone who may not be told which
 * identifier is in use, makes it neutral.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { nowOf } from '../../config.js';
import {
  NEUTRAL_TAKEN_ANSWER,
  admitTakenAnswer,
  isTakenAnswer,
  mayBeToldTaken,
} from '../../services/accounts/taken-answers.js';
import type { Admission } from '../../services/accounts/throttle.js';
import { AUDIT_ACTIONS } from '../../services/audit/audit.js';
import { auditRequest } from './actor.js';
import { requestTarget } from './audit-refusals.js';
import { tooManyRequests } from './too-many-requests.js';

/** The routes that can answer "already exists" (method and route pattern under /api). */
const ROUTES = new Set([
  'POST /api/Residents',
  'PUT /api/Residents',
  'PUT /api/AuthUser/Profile',
  'POST /api/Communities/CreateCommunity',
]);

function guarded(request: FastifyRequest): boolean {
  return ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

function mayBeTold(request: FastifyRequest): boolean {
  const ownProfile = (request.routeOptions.url ?? '').endsWith('/AuthUser/Profile');
  return mayBeToldTaken(request.user?.roleName, ownProfile);
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const parsed = JSON.parse(payload) as { message?: unknown } | null;
    return typeof parsed?.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/** The two hooks of the /api scope, counting in the app's throttle store (the database). */
export function takenAnswerLimits() {
  const admissions = new WeakMap<FastifyRequest, Admission>();

  async function admit(request: FastifyRequest, reply: FastifyReply) {
    const user = request.user;
    if (!user || !guarded(request)) return;
    const now = nowOf(request.server.config).getTime();
    const admission = await admitTakenAnswer(
      request.server.throttleStore,
      user.id,
      mayBeTold(request),
      now,
    );
    if (!admission.allowed) {
      await auditRequest(request, {
        action: AUDIT_ACTIONS.identifierTaken,
        target: `${requestTarget(request)} (too many answers)`,
        outcome: 'refused',
      });
      return tooManyRequests(reply, admission.retryAfterMs, messages.identity.tooManyTaken);
    }
    admissions.set(request, admission);
  }

  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const admission = admissions.get(request);
    if (!admission?.allowed) return payload;
    admissions.delete(request);
    const message = reply.statusCode === 409 ? messageOf(payload) : null;
    if (message === null || !isTakenAnswer(message)) {
      await admission.release();
      return payload;
    }
    await auditRequest(request, {
      action: AUDIT_ACTIONS.identifierTaken,
      target: requestTarget(request),
      outcome: 'refused',
    });
    if (mayBeTold(request)) return payload;
    return JSON.stringify({ message: NEUTRAL_TAKEN_ANSWER });
  }

  return { admit, settle };
}
