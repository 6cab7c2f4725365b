/**
 * Sessions and roles. Deny by default: the `authorize` hook (added to the whole /api scope)
 * requires a live session (a Bearer token, or the browser's session cookie with the CSRF header on
 * writes: security/session-cookie.ts) on every route unless the route says `config: { public: true }`,
 * and then the cell of the access table (src/shared/permissions.ts) the route names in
 * `config: { access: { resource, action } }`: a role the cell refuses, and any route naming no
 * cell, get 403. The tenant (community) of a request is always `request.user.communityId`, never
 * something the client sends.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/messages.js';
import { grantOf, refusalOf, type AccessRule } from '../../../shared/permissions.js';
import { DEFAULT_LOGIN_THROTTLE } from '../../config.js';
import { DatabaseThrottle } from '../../services/accounts/database-throttle.js';
import { LoginThrottle } from '../../services/accounts/login-throttle.js';
import type { ThrottleStore } from '../../services/accounts/throttle.js';
import { resolveSession, type AuthUser } from '../../services/accounts/sessions.js';
import { trailFor } from '../../services/audit/audit.js';
import { clearSessionCookies, csrfHolds, requestToken } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every non-public /api route before its handler runs. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * Where every attempt limit counts (sign-in, reset, "already exists" answers): the database,
     * so that all server processes on it share the counts and a restart keeps them.
     */
    throttleStore: ThrottleStore;
    loginThrottle: LoginThrottle;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** The access table's cell that decides who may call the route (none: nobody may). */
    access?: AccessRule;
    /** Accepted request body types; default JSON only (415 otherwise). */
    accepts?: readonly string[];
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const store = new DatabaseThrottle(app.repos);
    app.decorate('throttleStore', store);
    app.decorate(
      'loginThrottle',
      new LoginThrottle(app.config.loginThrottle ?? DEFAULT_LOGIN_THROTTLE, store),
    );
  },
  { name: 'auth', dependencies: ['repositories'] },
);

/** onRequest hook: a live session (and an allowed role) or 401/403. */
export async function authorize(request: FastifyRequest, reply: FastifyReply) {
  const { config } = request.routeOptions;
  if (config.public || request.is404) return;
  const credential = requestToken(request);
  if (!credential) return reply.code(401).send({ message: messages.auth.signInRequired });
  const { repos, sessionCache } = request.server;
  const found = await resolveSession(repos, credential.token, new Date(), sessionCache);
  if (found.status !== 'active') {
    const message =
      found.status === 'ended' ? messages.auth.sessionEnded : messages.auth.signInRequired;
    if (credential.viaCookie) clearSessionCookies(request, reply);
    return reply.code(401).send({ message });
  }
  // A cookie is sent by the browser whoever made the page: a write needs the CSRF header too.
  if (credential.viaCookie && !csrfHolds(request, credential.token)) {
    return reply.code(403).send({ message: messages.auth.csrfFailed });
  }
  setSessionUser(request, found.user);
  const refusal = accessRefusal(config.access, found.user.roleName);
  if (refusal) return reply.code(403).send({ message: refusal });
}

/**
 * The 403 message for a role the route's cell refuses, or null when it may call the route. Deny
 * by default: a route that names no cell is refused to everyone. An `'own'` cell lets the request
 * through; the service limits it to the caller's own records.
 */
export function accessRefusal(access: AccessRule | undefined, roleName: string): string | null {
  if (!access) return messages.auth.forbidden;
  return grantOf(roleName, access.resource, access.action) === false
    ? refusalOf(access.resource, access.action)
    : null;
}

/** Records the request's signed-in user and the audit trail that names them (actor.ts), together. */
export function setSessionUser(request: FastifyRequest, user: AuthUser): void {
  request.user = user;
  request.trail = trailFor(user, request.ip);
}

/** The signed-in user of a route behind `authorize` (a programming error elsewhere). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`No session on ${request.routeOptions.url}: is it public?`);
  return request.user;
}
