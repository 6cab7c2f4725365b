/**
 * Notices' custom methods (issue 19) in memory: the summary reads the seeded notices as the
 * server answers them (newest first, the unread count over all), marking one read sets its
 * `readAt`, and deliveries come from `noticeDeliveries`, filtered and paged like the server's.
 */
import { HttpError } from 'react-admin';
import type { NoticeMethods } from '../../../../src/client/dashboard/providers/methods/notices';
import type { FakeState } from './methods';

const notFound = () => new HttpError('Not found', 404, { message: 'Not found' });

export function noticeFakes({ records, reads }: FakeState): NoticeMethods {
  return {
    getNoticeSummary: async (pageSize) => {
      const newest = [...records.notices].sort((a, b) => b.id - a.id);
      return {
        records: newest.slice(0, pageSize),
        totalRecordCount: newest.length,
        unreadCount: newest.filter((notice) => notice.readAt === null).length,
      };
    },
    markNoticeRead: async (id) => {
      const notice = records.notices.find((row) => row.id === id);
      if (!notice) throw notFound();
      notice.readAt ??= new Date().toISOString();
      return { message: 'Marked as read' };
    },
    getNoticeDeliveries: async (id, { page, perPage, status, channel }) => {
      const all = reads.noticeDeliveries[id];
      if (!all) throw notFound();
      const counts: Record<string, number> = {};
      for (const delivery of all) counts[delivery.status] = (counts[delivery.status] ?? 0) + 1;
      const matching = all.filter(
        (delivery) =>
          (!status || delivery.status === status) && (!channel || delivery.channel === channel),
      );
      return {
        records: matching.slice((page - 1) * perPage, page * perPage),
        totalRecordCount: matching.length,
        counts,
      };
    },
  };
}
