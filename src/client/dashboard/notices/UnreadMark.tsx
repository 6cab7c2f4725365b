import { Box, Chip } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { Notice } from '../../../shared/contract/notices';

/** 'Unread' beside a notice the reader has not opened yet. */
export function UnreadMark({ unread }: { unread: boolean }) {
  const translate = useTranslate();
  if (!unread) return null;
  return (
    <Chip
      label={translate('neighbourly.notices.unread')}
      size="small"
      color="primary"
      sx={{ ml: 1, fontWeight: 700, verticalAlign: 'middle' }}
    />
  );
}

/** Enough unread notices to mark a page of the list; more than anyone keeps unread. */
const UNREAD_PAGE = 100;

/**
 * Whether a notice is unread for the reader. A Member lists only notices addressed to them, so
 * `readAt` null means unread. An administrator also lists notices sent to others (whose `readAt`
 * is null too), so for them the server's own unread list (`?unread=true`) decides.
 */
export function useIsUnread(): (notice: Pick<Notice, 'id' | 'readAt'>) => boolean {
  const { canAccess: seesAll } = useCanAccess({ resource: 'notice-deliveries', action: 'list' });
  const { data } = useGetList<Notice>(
    'notices',
    { filter: { unread: true }, pagination: { page: 1, perPage: UNREAD_PAGE } },
    { enabled: seesAll === true },
  );
  if (seesAll !== true) return (notice) => notice.readAt === null;
  const unread = new Set((data ?? []).map((notice) => notice.id));
  return (notice) => notice.readAt === null && unread.has(notice.id);
}

/** A notice's title: strong while unread. */
export function Title({ text, unread }: { text: string; unread: boolean }) {
  return (
    <Box component={unread ? 'strong' : 'span'} sx={{ fontWeight: unread ? 800 : 500 }}>
      {text}
    </Box>
  );
}
