/**
 * The demo's notices (issue 19), posted as an Admin posts them (writeNotice) but in the app only:
 * a demo sends no e-mail or SMS. A general meeting for everyone, which the demo Member has read; a
 * dues notice for the residents who owe; an exco meeting for the excos. So the Notices page, its
 * unread marks and a notice's page have something to show from the first sign-in.
 */
import type { Repositories } from '../repositories/index.js';
import { writeNotice, type NoticeDraft } from '../services/notices/post-notice.js';

type DemoNotice = Pick<NoticeDraft, 'title' | 'body' | 'audience'>;

const NOTICES: DemoNotice[] = [
  {
    title: 'Estate general meeting on Saturday',
    body:
      'The **general meeting** holds on Saturday at 10 a.m. at the community hall.\n\n' +
      'On the agenda:\n- the security levy for next year\n- the borehole repairs\n- any other business\n\n' +
      '*Every household should send one representative.*',
    audience: 'everyone',
  },
  {
    title: 'Please settle your outstanding dues',
    body:
      'Our records show dues not yet paid on your household. Please pay by the end of the month ' +
      'by bank transfer or with **Pay now** on the overview. Thank you.',
    audience: 'debtors',
  },
  {
    title: 'Exco meeting: budget review',
    body: 'The excos meet on Thursday at 6 p.m. to review the budget and the projects.',
    audience: 'excos',
  },
];

/** Posts the demo's notices; the Member has read the first. Answers how many were posted. */
export async function writeNotices(
  repos: Repositories,
  owner: { communityId: number; adminUserId: number },
  memberResidentId: number,
): Promise<number> {
  const posted: number[] = [];
  for (const notice of NOTICES) {
    const written = await writeNotice(repos, {
      ...notice,
      communityId: owner.communityId,
      kind: 'notice',
      streetIds: [],
      channels: [],
      attachmentFileId: null,
      createdBy: owner.adminUserId,
    });
    posted.push(written.noticeId);
  }
  await repos.notices.markRead(posted[0]!, owner.communityId, memberResidentId);
  return posted.length;
}
