/**
 * "Already exists" answers (issue 12, finding 5). E-mail addresses and phone numbers are unique on
 * the whole platform, so a 409 'An account with this email already exists' tells whoever sees it
 * that someone, in any community, has that account. The policy, in one place for every route
 * that can give such an answer:
 *
 * - Administrators of the community adding or editing a person (residents' forms, the Super
 *   admin's community form) are told, because they must choose another address; those answers
 *   are limited to 30 an hour per administrator (429 after), counted before the route looks, so
 *   parallel requests cannot pass the limit.
 * - Anyone else (a Member's own record, a user's own profile) gets one neutral refusal for the
 *   e-mail and the phone alike, limited to 5 an hour per account.
 * - Public sign-up never answers it (services/community-registration.ts mails the address
 *   instead).
 *
 * Every such answer and every refusal by this limit writes an audit row, so a Super admin can
 * see someone probing. The counts live in a ThrottleStore like the sign-in limits.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { nowOf } from '../../config.js';
import { canAdminister } from '../../../shared/roles.js';
import { AUDIT_ACTIONS, audit, requestTarget } from '../audit/audit.js';
import {
  SlidingWindowThrottle,
  tooManyRequests,
  type Admission,
  type ThrottleStore,
} from './throttle.js';

const HOUR = 60 * 60 * 1000;
export const TAKEN_ANSWERS_PER_ADMINISTRATOR = 30;
export const TAKEN_ANSWERS_PER_ACCOUNT = 5;

/** The routes that can answer "already exists" (method and route pattern under /api). */
const ROUTES = new Set([
  'POST /api/Residents',
  'PUT /api/Residents',
  'PUT /api/AuthUser/Profile',
  'POST /api/Communities/CreateCommunity',
]);

/** The texts of an "already exists" answer. */
const TAKEN: ReadonlySet<string> = new Set([
  messages.resident.emailTaken,
  messages.resident.phoneTaken,
  messages.community.adminEmailTaken,
  messages.community.phoneTaken,
  messages.profile.identifierUnavailable,
]);

function guarded(request: FastifyRequest): boolean {
  return ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/** Told the truth: an administrator, on a form that adds or edits someone else. */
function mayBeTold(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return canAdminister(request.user?.roleName) && !route.endsWith('/AuthUser/Profile');
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

/**
 * The two hooks of the /api scope, sharing one app's counts: `admit` (preHandler) counts the
 * answer a request may get, or refuses with 429 once the limit is used; `settle` (onSend).
 */
export function takenAnswerLimits(store: ThrottleStore = new SlidingWindowThrottle()) {
  const admissions = new WeakMap<FastifyRequest, Admission>();

  async function admit(request: FastifyRequest, reply: FastifyReply) {
    const user = request.user;
    if (!user || !guarded(request)) return;
    const max = mayBeTold(request) ? TAKEN_ANSWERS_PER_ADMINISTRATOR : TAKEN_ANSWERS_PER_ACCOUNT;
    const now = nowOf(request.server.config).getTime();
    const admission = await store.admit(
      [{ key: `taken:${user.id}`, limit: { max, windowMs: HOUR } }],
      now,
    );
    if (!admission.allowed) {
      await audit(request, {
        action: AUDIT_ACTIONS.identifierTaken,
        target: `${requestTarget(request)} (too many answers)`,
        outcome: 'refused',
      });
      return tooManyRequests(reply, admission.retryAfterMs, messages.identity.tooManyTaken);
    }
    admissions.set(request, admission);
  }

  /**
   * An answer that was not "already exists" gives its count back; one that was is audited, and,
   * for someone who may not be told which identifier is in use, made neutral.
   */
  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const admission = admissions.get(request);
    if (!admission?.allowed) return payload;
    admissions.delete(request);
    const message = reply.statusCode === 409 ? messageOf(payload) : null;
    if (message === null || !TAKEN.has(message)) {
      await admission.release();
      return payload;
    }
    await audit(request, {
      action: AUDIT_ACTIONS.identifierTaken,
      target: requestTarget(request),
      outcome: 'refused',
    });
    if (mayBeTold(request)) return payload;
    return JSON.stringify({ message: messages.profile.identifierUnavailable });
  }

  return { admit, settle };
}
