/**
 * Where a call names its community: the one place the active community (switcher/
 * activeCommunity.ts) is applied to requests. The dataProvider's standard methods and its custom
 * methods (providers/methods/*) use these; components never add a community to a path, query or
 * body themselves.
 *
 * A community's own users never name one (the server takes theirs from the session, except in
 * paths that hold it); the Super admin names the one chosen in the switcher, or the one a call
 * names in `meta.communityId` (e.g. a record's own community when editing it from a global list).
 */
import { HttpError } from 'react-admin';
import { messages } from '../../../shared/messages';
import { getActiveCommunity, type ActiveCommunity } from '../switcher/activeCommunity';

/** The Super admin's answer when a call needs a community and none is chosen (contract). */
export function chooseCommunityFirst(): HttpError {
  const message = messages.reference.chooseCommunity;
  return new HttpError(message, 400, { message });
}

/** The community a call works in: the active one, or the Super admin's `meta.communityId`. */
export function communityFor(meta?: unknown): ActiveCommunity {
  const active = getActiveCommunity();
  const named = (meta as { communityId?: unknown } | undefined)?.communityId;
  if (active.switchable && typeof named === 'number') return { ...active, id: named };
  return active;
}

/** The id for a path that holds the community (`/Communities/{id}/Statistics`); refused without. */
export function requireCommunityId(meta?: unknown): number {
  const { id } = communityFor(meta);
  if (id === null) throw chooseCommunityFirst();
  return id;
}

/**
 * `query` with `communityId` for the Super admin's chosen community, on paths that take it as a
 * query parameter; nothing for anyone else (the session's) or the Super admin's "All".
 */
export function withCommunityQuery(query: URLSearchParams, meta?: unknown): URLSearchParams {
  const community = communityFor(meta);
  if (community.switchable && community.id !== null) {
    query.set('communityId', String(community.id));
  }
  return query;
}

export interface BodyCommunity {
  /** The body key naming the community (contract: `communityId`, some forms `comId`). */
  key?: string;
  /** The record as it was (an update): its own community is kept. */
  previousData?: Record<string, unknown>;
}

/**
 * A Super admin's write names its community (contract: required for them): the body's own, else
 * the record's, else the switcher's; a create with none is refused here, as the server would.
 * Everyone else's community comes from the session, so their data goes as it is.
 */
export function withBodyCommunity(
  data: Record<string, unknown>,
  { key = 'communityId', previousData }: BodyCommunity = {},
): Record<string, unknown> {
  const active = getActiveCommunity();
  if (!active.switchable) return data;
  const communityId = data[key] ?? previousData?.[key] ?? active.id;
  if (communityId !== null && communityId !== undefined && communityId !== '') {
    return { ...data, [key]: communityId };
  }
  // An update keeps its record's community on the server; a create needs one named.
  if (previousData) return data;
  throw chooseCommunityFirst();
}
