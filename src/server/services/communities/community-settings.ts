/**
 * The settings an Admin chooses for their own community (issue 16, point 9): "Members see who
 * paid". A change is saved with its audit row (old → new) in one transaction, so what Members
 * may see never changes without a trace; saving the value it already has writes nothing.
 */
import type { CommunitySettings } from '../../../shared/contract/communities.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.js';
import type { Requester } from '../requester.js';

const onOff = (value: boolean) => (value ? 'on' : 'off');

export async function changeCommunitySettings(
  repos: Repositories,
  requester: Requester,
  communityId: number,
  settings: CommunitySettings,
): Promise<void> {
  await repos.transaction(async (trx) => {
    const before = await trx.communities.membersSeeWhoPaid(communityId);
    if (before === settings.membersSeeWhoPaid) return;
    await trx.communities.update(communityId, {
      membersSeeWhoPaid: settings.membersSeeWhoPaid ? 1 : 0,
    });
    await recordAudit(trx, requester.trail, {
      action: AUDIT_ACTIONS.communitySettingsChange,
      target: `Members see who paid: ${onOff(before)} → ${onOff(settings.membersSeeWhoPaid)}`,
      communityId,
      outcome: 'success',
    });
  });
}
