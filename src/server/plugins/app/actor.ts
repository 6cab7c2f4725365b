/**
 * Who makes a request, as plain values (issue 13, rules know no HTTP): `request.trail` is the
 * audit trail (account, name, client address), built once per request and handed to services
 * with the ids they need, never the request itself. It is anonymous until a session is known;
 * the authorize hook and optionalSession set it with the user (auth.ts setSessionUser), so a row
 * written later in the request (a refusal's, an operation's) names whoever the session showed.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  audit,
  trailFor,
  type AuditEvent,
  type AuditSink,
  type AuditTrail,
} from '../../services/audit/audit.js';
import type { Actor } from '../../services/money/ledger-entries.js';
import type { Requester } from '../../services/requester.js';
import { signedInUser } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts and from where; set by an onRequest hook registered before any that may answer. */
    trail: AuditTrail;
  }
}

/** Where a request's audit rows go, and where a failure to write one is logged. */
export function auditSinkOf(request: FastifyRequest): AuditSink {
  return { repos: request.server.repos, log: request.log };
}

/**
 * Writes one row now as the request's actor; `communityId` left out: the signed-in user's
 * community (null for none). Never throws (services/audit/audit.ts `audit`).
 */
export async function auditRequest(
  request: FastifyRequest,
  event: Omit<AuditEvent, 'communityId'> & { communityId?: number | null },
): Promise<void> {
  const communityId =
    event.communityId === undefined ? (request.user?.communityId ?? null) : event.communityId;
  await audit(auditSinkOf(request), request.trail, { ...event, communityId });
}

/** The signed-in user of a route behind a session, as a service's plain requester. */
export function requesterOf(request: FastifyRequest): Requester {
  const user = signedInUser(request);
  return { userId: user.id, communityId: user.communityId, trail: request.trail, log: request.log };
}

/** A ledger actor whose operations are audited (the route's signed-in user and address). */
export function auditedActor(request: FastifyRequest, communityId: number): Actor {
  return { communityId, userId: signedInUser(request).id, audit: request.trail };
}

export default fp(
  async (app) => {
    // Replaced by the hook below before anything reads it.
    app.decorateRequest('trail', null as unknown as AuditTrail);
    // First of the request's hooks, so even a request refused before its session is read has one.
    app.addHook('onRequest', async (request) => {
      request.trail = trailFor(null, request.ip);
    });
  },
  { name: 'actor' },
);
