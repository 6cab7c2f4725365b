import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useNoticeSummary } from './useNoticeSummary';

/**
 * The menu's Notices item: its icon with the unread count as a badge, and the item's accessible
 * name saying it ('Notices, 2 unread'). `active` false: another menu item, which asks nothing.
 */
export function useUnreadBadge(active: boolean, icon: ReactElement) {
  const translate = useTranslate();
  const { data } = useNoticeSummary({ enabled: active });
  const count = active ? (data?.unreadCount ?? 0) : 0;
  if (count === 0) return { icon, label: undefined };
  return {
    icon: (
      <Badge badgeContent={count} color="error">
        {icon}
      </Badge>
    ),
    label: translate('neighbourly.notices.badge_label', { smart_count: count }),
  };
}
