import {
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { formatDate } from '../../../shared/format';
import { Title, UnreadMark, useIsUnread } from './UnreadMark';
import { useNoticeSummary } from './useNoticeSummary';

const TEXTS = 'neighbourly.notices';

/**
 * The overview's Notices card (issue 19): the reader's latest three notices, unread ones in bold
 * with their chip, the unread count, and a link to /dashboard/notices. Nothing while loading or
 * when the list cannot be read (the Notices page says why).
 */
export function NoticesCard() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data } = useNoticeSummary();
  const isUnread = useIsUnread();
  if (!data) return null;
  return (
    <Card component="section" aria-labelledby="notices-card-title" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5 }}>
          <Typography id="notices-card-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate(`${TEXTS}.overview_title`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {translate(`${TEXTS}.unread_count`, { smart_count: data.unreadCount })}
          </Typography>
        </Box>
        {data.records.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {translate(`${TEXTS}.empty`)}
          </Typography>
        ) : (
          <List dense disablePadding>
            {data.records.map((notice) => {
              const unread = isUnread(notice);
              return (
                <ListItem key={notice.id} disablePadding>
                  <ListItemButton
                    component={LinkBase}
                    to={`${basename}/notices/${notice.id}`}
                    sx={{ px: 0 }}
                  >
                    <ListItemText
                      primary={
                        <>
                          <Title text={notice.title} unread={unread} />
                          <UnreadMark unread={unread} />
                        </>
                      }
                      secondary={formatDate(notice.createdAt)}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <Link component={LinkBase} to={`${basename}/notices`}>
          {translate(`${TEXTS}.see_all`)}
        </Link>
      </CardContent>
    </Card>
  );
}
