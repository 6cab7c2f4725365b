import type { Community, CommunityTypeName } from '../../../shared/contract/communities.js';
import { canAccess } from '../../../shared/permissions.js';
import type { CommunityRecord } from '../../repositories/communities/communities-repository.js';

/** The referral link a community shares (decisions.md: `${PUBLIC_URL}/auth/sign-up?ref=${id}`). */
export function referralLink(publicUrl: string, communityId: number): string {
  return `${publicUrl}/auth/sign-up?ref=${communityId}`;
}

/**
 * A stored community as the API shows it to a user of the role: the referral link only where the
 * access table's `referral show` cell allows the role (deny by default), else ''.
 */
export function toCommunity(
  record: CommunityRecord,
  publicUrl: string,
  viewerRole: string | null | undefined,
): Community {
  return {
    ...record,
    communityType: record.communityType as CommunityTypeName,
    referralLink: canAccess(viewerRole, 'referral', 'show')
      ? referralLink(publicUrl, record.id)
      : '',
    membersSeeWhoPaid: record.membersSeeWhoPaid === 1,
  };
}
