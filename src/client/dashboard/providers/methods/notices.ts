/**
 * Notices' calls beyond the standard methods (issue 19; contract: shared/contract/notices.ts).
 * Posting, listing and reading one notice are the standard create / getList / getOne of resource
 * `notices` (resourcePaths.ts); these add the caller's unread count with the latest notices (the
 * overview's card and the menu's badge), marking one read, and its deliveries (administrators).
 * Used with `useDataProvider<DataProvider & NoticeMethods>()` and react-query.
 */
import type {
  DeliveryList,
  DeliveryListQuery,
  NoticeList,
} from '../../../../shared/contract/notices';
import { withCommunityQuery } from '../communityScope';
import { getJson, segment, writeJson } from './json';

export interface DeliveriesParams {
  page: number;
  perPage: number;
  status?: DeliveryListQuery['status'];
  channel?: DeliveryListQuery['channel'];
}

export const noticeMethods = {
  /**
   * `GET /api/Notices?PageSize=n&PageNumber=1`: the caller's latest `pageSize` notices, newest
   * first, with how many they have not read (`unreadCount`, over every page).
   */
  getNoticeSummary: async (
    pageSize: number,
    options: { signal?: AbortSignal; meta?: unknown } = {},
  ): Promise<NoticeList> => {
    const query = new URLSearchParams({ PageSize: String(pageSize), PageNumber: '1' });
    withCommunityQuery(query, options.meta);
    const list = await getJson<NoticeList | null>(`/api/Notices?${query}`, options.signal);
    return list ?? { records: [], totalRecordCount: 0, unreadCount: 0 };
  },
  /** `POST /api/Notices/{id}/Read`: the caller has read it (again is harmless). */
  markNoticeRead: (id: number) =>
    writeJson<unknown>(`/api/Notices/${segment(id)}/Read`, 'POST', {}),
  /** `GET /api/Notices/{id}/Deliveries`: one page, by status and channel, with the counts. */
  getNoticeDeliveries: async (
    id: number,
    { page, perPage, status, channel }: DeliveriesParams,
    options: { signal?: AbortSignal } = {},
  ): Promise<DeliveryList> => {
    const query = new URLSearchParams({ PageSize: String(perPage), PageNumber: String(page) });
    if (status) query.set('status', status);
    if (channel) query.set('channel', channel);
    const url = `/api/Notices/${segment(id)}/Deliveries?${query}`;
    const list = await getJson<DeliveryList | null>(url, options.signal);
    return list ?? { records: [], totalRecordCount: 0, counts: {} };
  },
};

export type NoticeMethods = typeof noticeMethods;
