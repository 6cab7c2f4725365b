import { useEffect, useRef } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, useBasename, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Notice } from '../../../shared/contract/notices';
import { formatDate } from '../../../shared/format';
import { PageHeading } from '../common/PageHeading';
import { FormattedText } from './FormattedText';
import { NoticeAttachment } from './NoticeAttachment';
import { NoticeDeliveries } from './NoticeDeliveries';
import { useNoticeRefresh, useNoticesProvider } from './useNoticeSummary';

const TEXTS = 'neighbourly.notices';

/**
 * /dashboard/notices/{id}: the notice's title, who posted it and when, the reader's own part (a
 * reminder's amount) highlighted, its text with only the simple formatting rendered, and its
 * attachment. Opening it marks it read (`POST /api/Notices/{id}/Read`) and refreshes the unread
 * count. Administrators also see 'Read by X of Y' and the deliveries.
 */
export function NoticeShow() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<Notice>('notices', { id: Number(id) });
  useMarkRead(data);
  if (isPending) return <Typography role="status">{translate(`${TEXTS}.loading`)}</Typography>;
  if (error || !data) {
    return (
      <Box>
        <PageHeading>{translate(`${TEXTS}.title`)}</PageHeading>
        <Typography role="alert" color="error">
          {translate(`${TEXTS}.notFound`)}
        </Typography>
        <BackLink />
      </Box>
    );
  }
  return <NoticeView notice={data} />;
}

/** Marks the notice read once per opening, and only when it is the reader's and unread. */
function useMarkRead(notice: Notice | undefined) {
  const dataProvider = useNoticesProvider();
  const refresh = useNoticeRefresh();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!notice || notice.readAt !== null || marked.current === notice.id) return;
    marked.current = notice.id;
    // A notice sent to others (an administrator reading it) is refused or ignored: no harm.
    dataProvider.markNoticeRead(notice.id).then(refresh, () => undefined);
  }, [notice, dataProvider, refresh]);
}

function NoticeView({ notice }: { notice: Notice }) {
  const translate = useTranslate();
  const { canAccess: administers } = useCanAccess({
    resource: 'notice-deliveries',
    action: 'list',
  });
  return (
    <Box component="article" sx={{ maxWidth: 900, minWidth: 0 }}>
      <BackLink />
      <PageHeading sx={{ overflowWrap: 'anywhere' }}>{notice.title}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${TEXTS}.posted_by`, {
          name: notice.createdByName,
          date: formatDate(notice.createdAt),
        })}
      </Typography>
      <Card>
        <CardContent>
          {notice.detail ? (
            <Box
              role="note"
              aria-label={translate(`${TEXTS}.your_part`)}
              sx={{
                mb: 2,
                p: 1.5,
                borderLeft: 4,
                borderColor: 'primary.main',
                bgcolor: 'background.default',
                fontWeight: 700,
              }}
            >
              {notice.detail}
            </Box>
          ) : null}
          <FormattedText text={notice.body} />
          <NoticeAttachment notice={notice} />
        </CardContent>
      </Card>
      {administers ? (
        <>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>
            {translate(`${TEXTS}.read_by`, {
              read: notice.readCount,
              total: notice.recipientCount,
            })}
          </Typography>
          <NoticeDeliveries noticeId={notice.id} />
        </>
      ) : null}
    </Box>
  );
}

function BackLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={LinkBase}
      to={`${basename}/notices`}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1 }}
    >
      {translate(`${TEXTS}.back`)}
    </Button>
  );
}
