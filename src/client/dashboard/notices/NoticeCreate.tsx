import { CreatePage } from '../common/FormPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { NoticeInputs } from './NoticeInputs';
import { missingText, toNoticePayload } from './noticePayload';

/**
 * /dashboard/notices/add-new (administrators: the access table's `notices create`): a notice to
 * everyone, chosen streets, the residents who owe or the excos, in the app and by the chosen
 * channels. A refused field shows the server's words on it (CreatePage). The Super admin
 * chooses a community first.
 */
export function NoticeCreate() {
  return (
    <RequireCommunity>
      <CreatePage
        title="neighbourly.notices.newNotice"
        successMessage="neighbourly.notices.posted"
        invalidMessage={missingText}
        transform={toNoticePayload}
        defaultValues={{ audience: 'everyone', channels: [] }}
      >
        <NoticeInputs />
      </CreatePage>
    </RequireCommunity>
  );
}
