import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, type DataProvider } from 'react-admin';
import type { NoticeMethods } from '../providers/methods/notices';
import { useActiveCommunity } from '../switcher/activeCommunity';

/** The overview card's number of notices; the menu's badge reads the same answer. */
export const SUMMARY_SIZE = 3;
const SUMMARY_KEY = 'notices-summary';

export const useNoticesProvider = () => useDataProvider<DataProvider & NoticeMethods>();

/**
 * The caller's latest notices and unread count (`GET /api/Notices`, one small page), shared by
 * the overview card, the menu's badge and the list's count through one react-query key, so
 * reading a notice updates all three at once (useNoticeRefresh).
 */
export function useNoticeSummary({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useNoticesProvider();
  const { id: communityId } = useActiveCommunity();
  const { canAccess } = useCanAccess({ resource: 'notices', action: 'list' });
  return useQuery({
    queryKey: [SUMMARY_KEY, communityId],
    queryFn: ({ signal }) => dataProvider.getNoticeSummary(SUMMARY_SIZE, { signal }),
    enabled: enabled && canAccess === true,
  });
}

/** After a notice is read or posted: the summary and the notices' lists are fetched again. */
export function useNoticeRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [SUMMARY_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['notices'] });
  };
}
