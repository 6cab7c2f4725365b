/**
 * Tenancy: which community a request reads or writes (issue 3 contract, "Paging, search,
 * tenant"). The community of a request comes from the session; only the Super admin may name
 * one. Each helper either returns the community to use or throws a {@link Refusal}
 * ('forbidden' / 'invalid'), which the error handler answers as `{ message }` with its status
 * (403 / 400), so a handler reads:
 *
 * ```ts
 * app.get('/Community/:communityId', {
 *   schema: ...,
 *   config: { access: { resource: 'streets', action: 'list' } }, // shared/permissions.ts
 * },
 *   async (request) => {
 *     const communityId = await communityForPath(request, request.params.communityId);
 *     return app.repos.streets.list(communityId, pageOf(request.query), request.query.SearchText);
 *   });
 * ```
 *
 * Single records: load with `readScope(request)` (null = any community, for the Super admin) and
 * answer 404 with the family's loadFailed message when nothing is found, so another community's
 * record looks exactly like a missing one. Paging schemas: src/shared/contract/paging.ts; the
 * case-insensitive search SQL: src/server/repositories/search.ts.
 */
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { isSuperAdmin } from '../../../shared/roles.js';
import { Refusal } from '../../services/refusal.js';
import { signedInUser } from './auth.js';

const forbidden = () => new Refusal('forbidden', messages.auth.forbidden);

async function communityExists(request: FastifyRequest, communityId: number): Promise<boolean> {
  return request.server.repos.communities.exists(communityId);
}

/** True when the signed-in user is the Super admin. */
export function isSuperAdminRequest(request: FastifyRequest): boolean {
  return isSuperAdmin(signedInUser(request).roleName);
}

/**
 * The communities a request may read single records of: null = every community (Super admin),
 * otherwise the session's community. Pass it to a repository's `findById(id, scope)`.
 */
export function readScope(request: FastifyRequest): number | null {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) return null;
  if (user.communityId === null) throw forbidden();
  return user.communityId;
}

/** True when the request may see a record of `communityId` (own community, or Super admin). */
export function maySee(request: FastifyRequest, communityId: number): boolean {
  const scope = readScope(request);
  return scope === null || scope === communityId;
}

/**
 * `{communityId}` in the path (e.g. `GET /api/Streets/Community/{communityId}`): the caller's own
 * community, or for the Super admin any existing one. Anything else: 403 auth.forbidden.
 */
export async function communityForPath(
  request: FastifyRequest,
  communityId: number,
): Promise<number> {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) {
    if (await communityExists(request, communityId)) return communityId;
    throw forbidden();
  }
  if (user.communityId !== null && user.communityId === communityId) return communityId;
  throw forbidden();
}

/**
 * `?communityId=N` on a list (e.g. `GET /api/Streets`): for the Super admin the named (existing)
 * community, or null = all communities when omitted. Anyone else: their own community when it
 * is omitted or equals their own, otherwise 403 auth.forbidden.
 */
export async function communityForQuery(
  request: FastifyRequest,
  communityId: number | undefined,
): Promise<number | null> {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) {
    if (communityId === undefined) return null;
    if (await communityExists(request, communityId)) return communityId;
    throw forbidden();
  }
  if (user.communityId === null) throw forbidden();
  if (communityId !== undefined && communityId !== user.communityId) throw forbidden();
  return user.communityId;
}

/**
 * The community a new record is written to. The Super admin must name an existing one
 * (`communityId` / `comId` / `CommunityId` from the body or query; missing: 400
 * reference.chooseCommunity, unknown: 403 auth.forbidden). Everyone else writes to their session's
 * community and whatever they sent is ignored (mass-assignment safety).
 */
export async function communityForWrite(
  request: FastifyRequest,
  namedCommunityId: number | null | undefined,
): Promise<number> {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) {
    if (namedCommunityId === undefined || namedCommunityId === null) {
      throw new Refusal('invalid', messages.reference.chooseCommunity);
    }
    if (await communityExists(request, namedCommunityId)) return namedCommunityId;
    throw forbidden();
  }
  if (user.communityId === null) throw forbidden();
  return user.communityId;
}
