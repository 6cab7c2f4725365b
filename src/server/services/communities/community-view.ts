import type { Community, CommunityTypeName } from '../../../shared/contract/communities.js';
import type { CommunityRecord } from '../../repositories/communities/communities-repository.js';

/** The referral link a community shares (decisions.md: `${PUBLIC_URL}/auth/sign-up?ref=${id}`). */
export function referralLink(publicUrl: string, communityId: number): string {
  return `${publicUrl}/auth/sign-up?ref=${communityId}`;
}

/** A stored community as the API shows it. */
export function toCommunity(record: CommunityRecord, publicUrl: string): Community {
  return {
    ...record,
    communityType: record.communityType as CommunityTypeName,
    referralLink: referralLink(publicUrl, record.id),
  };
}
