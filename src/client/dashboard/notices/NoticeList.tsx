import type { MouseEvent } from 'react';
import { Link, Typography } from '@mui/material';
import {
  LinkBase,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Notice } from '../../../shared/contract/notices';
import { formatDate } from '../../../shared/format';
import { Column, HIDE_BELOW } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { Title, UnreadMark, useIsUnread } from './UnreadMark';
import { useNoticeSummary } from './useNoticeSummary';

const noticeOf = (record: unknown) => record as Notice;

/**
 * /dashboard/notices: the notices addressed to the reader (administrators: every notice of the
 * community), newest first, searched and paged by the server. An unread one is in bold with an
 * 'Unread' chip, and the heading's line says how many are unread. Administrators get 'Add New'
 * (the access table's `notices create`) and each notice's 'Read by X of Y'. On a phone: the
 * title, date and the unread chip; a tap opens the notice.
 */
export function NoticeList() {
  const isUnread = useIsUnread();
  const { canAccess: administers } = useCanAccess({
    resource: 'notice-deliveries',
    action: 'list',
  });
  return (
    <ListPage
      emptyText="neighbourly.notices.empty"
      loadingText="neighbourly.notices.loading"
      canCreate
      rowClick="edit"
      actions={<UnreadCount />}
      phone={{
        primary: {
          source: 'title',
          render: (record) => <NoticeTitle record={record} isUnread={isUnread} />,
        },
        facts: [
          { source: 'createdAt', render: (record) => formatDate(noticeOf(record).createdAt) },
        ],
      }}
    >
      <Column source="title" render={() => <TitleLink isUnread={isUnread} />} wrap />
      <Column source="createdAt" render={(record) => formatDate(noticeOf(record).createdAt)} />
      <Column source="createdByName" hideBelow={HIDE_BELOW.tablet} />
      {administers ? (
        <Column
          source="readCount"
          label="neighbourly.notices.readBy"
          render={(record) => <ReadBy notice={noticeOf(record)} />}
        />
      ) : null}
    </ListPage>
  );
}

type IsUnread = ReturnType<typeof useIsUnread>;

/** The title as a link (bold while unread), so keyboard users open it with Tab and Enter. */
function TitleLink({ isUnread }: { isUnread: IsUnread }) {
  const record = useRecordContext<Notice>();
  const createPath = useCreatePath();
  if (!record) return null;
  const unread = isUnread(record);
  return (
    <>
      <Link
        component={LinkBase}
        to={createPath({ resource: 'notices', id: record.id, type: 'edit' })}
        // The row opens the notice too: one navigation is enough.
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        <Title text={record.title} unread={unread} />
      </Link>
      <UnreadMark unread={unread} />
    </>
  );
}

/** The phone list's text: the title, bold while unread, with its chip. */
function NoticeTitle({ record, isUnread }: { record: RaRecord; isUnread: IsUnread }) {
  const notice = noticeOf(record);
  const unread = isUnread(notice);
  return (
    <>
      <Title text={notice.title} unread={unread} />
      <UnreadMark unread={unread} />
    </>
  );
}

/** Administrators' count of readers ('Read by 3 of 12'); nothing for a notice to nobody. */
function ReadBy({ notice }: { notice: Notice }) {
  const translate = useTranslate();
  if (notice.recipientCount === 0) return null;
  return (
    <>
      {translate('neighbourly.notices.read_of', {
        read: notice.readCount,
        total: notice.recipientCount,
      })}
    </>
  );
}

/** 'N unread' next to the search box, from the summary the menu's badge also reads. */
function UnreadCount() {
  const translate = useTranslate();
  const { data } = useNoticeSummary();
  if (!data) return null;
  return (
    <Typography role="status" sx={{ fontWeight: 600 }}>
      {translate('neighbourly.notices.unread_count', { smart_count: data.unreadCount })}
    </Typography>
  );
}
