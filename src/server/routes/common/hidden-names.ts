/**
 * Whose names the signed-in reader of a finance list sees (issue 16, point 9; the rule is
 * services/money/money-privacy.ts). Administrators and the Super admin need no read; a Member's
 * community is asked for its setting "Members see who paid".
 */
import type { FastifyRequest } from 'fastify';
import { canAdminister } from '../../../shared/roles.js';
import { signedInUser } from '../../plugins/app/auth.js';
import { hiddenNamesFor, type HiddenNames } from '../../services/money/money-privacy.js';

export async function hiddenNamesOf(
  request: FastifyRequest,
  communityId: number | null,
): Promise<HiddenNames> {
  const user = signedInUser(request);
  const reader = { administers: canAdminister(user.roleName), residentId: user.residentId };
  if (reader.administers || communityId === null) return hiddenNamesFor(reader, true);
  const membersSeeWhoPaid = await request.server.repos.communities.membersSeeWhoPaid(communityId);
  return hiddenNamesFor(reader, membersSeeWhoPaid);
}
