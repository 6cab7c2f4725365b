/**
 * Reading notices (issue 19, point 1): a reader's page, newest first, each with the reader's own
 * recipient row (read_at, detail); one notice; marking it read; the deliveries of a notice.
 * A reader who is not an administrator sees only notices with a recipient row of their own.
 */
import { sql, type Kysely } from 'kysely';
import type { Page, PagedList } from '../../../shared/contract/paging.js';
import type { DeliveryChannel, DeliveryReason, DeliveryStatus } from '../../../shared/notices.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, searchCondition } from '../search.js';

/** Who reads: their community and resident (null: none), and whether they see every notice. */
export interface NoticeReader {
  communityId: number;
  residentId: number | null;
  administers: boolean;
}

export interface NoticeFilter {
  searchText?: string;
  unread?: boolean;
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  channel?: DeliveryChannel;
}

// No resident row matches it: an administrator without a resident record has no row of their own.
const NOBODY = 0;

export function noticeReads(db: Kysely<Database>) {
  const visible = (reader: NoticeReader) => {
    const own = reader.residentId ?? NOBODY;
    let query = db
      .selectFrom('notices')
      .leftJoin('noticeRecipients as mine', (join) =>
        join.onRef('mine.noticeId', '=', 'notices.id').on('mine.residentId', '=', own),
      )
      .where('notices.communityId', '=', reader.communityId);
    if (!reader.administers) query = query.where('mine.residentId', 'is not', null);
    return query;
  };

  const withColumns = (reader: NoticeReader) =>
    visible(reader)
      .leftJoin('users as author', 'author.id', 'notices.createdBy')
      .leftJoin('files', 'files.id', 'notices.attachmentFileId')
      .select([
        'notices.id',
        'notices.kind',
        'notices.title',
        'notices.body',
        'notices.audience',
        'notices.streetIds',
        'notices.channels',
        'notices.attachmentFileId',
        'files.contentType as attachmentContentType',
        'notices.createdAt',
        'notices.createdBy',
        'author.fullName as authorName',
        'notices.recipientCount',
        'mine.detail',
        'mine.readAt',
      ]);

  return {
    async list(reader: NoticeReader, filter: NoticeFilter, page: Page) {
      let base = visible(reader).where(
        searchCondition(['notices.title', 'notices.body'], filter.searchText),
      );
      if (filter.unread) {
        base = base.where('mine.residentId', 'is not', null).where('mine.readAt', 'is', null);
      }
      const ids = base.select('notices.id');
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        withColumns(reader)
          .where('notices.id', 'in', ids)
          .orderBy('notices.createdAt', 'desc')
          .orderBy('notices.id', 'desc'),
        page,
      );
    },

    /** A notice's community (null: no such notice). */
    async communityOf(id: number): Promise<number | null> {
      const row = await db
        .selectFrom('notices')
        .select('communityId')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.communityId ?? null;
    },

    /** The reader's notices they have not read (whatever the filter). */
    async unreadCount(reader: NoticeReader): Promise<number> {
      if (reader.residentId === null) return 0;
      const row = await db
        .selectFrom('noticeRecipients')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('communityId', '=', reader.communityId)
        .where('residentId', '=', reader.residentId)
        .where('readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findForReader(reader: NoticeReader, id: number) {
      const row = await withColumns(reader).where('notices.id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    /** How many recipients have read each of these notices. */
    async readCounts(noticeIds: number[]): Promise<Map<number, number>> {
      if (noticeIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('noticeRecipients')
        .select(['noticeId', (eb) => eb.fn.countAll<number>().as('count')])
        .where('noticeId', 'in', noticeIds)
        .where('readAt', 'is not', null)
        .groupBy('noticeId')
        .execute();
      return new Map(rows.map((row) => [row.noticeId, Number(row.count)]));
    },

    /** Sets the reader's read_at once (a second read keeps the first time); false: not theirs. */
    async markRead(noticeId: number, communityId: number, residentId: number): Promise<boolean> {
      const mine = await db
        .selectFrom('noticeRecipients')
        .select('readAt')
        .where('noticeId', '=', noticeId)
        .where('communityId', '=', communityId)
        .where('residentId', '=', residentId)
        .executeTakeFirst();
      if (!mine) return false;
      await db
        .updateTable('noticeRecipients')
        .set({ readAt: new Date().toISOString() })
        .where('noticeId', '=', noticeId)
        .where('residentId', '=', residentId)
        .where('readAt', 'is', null)
        .execute();
      return true;
    },

    /** Whether the account's resident is a recipient of a notice with this attachment. */
    async isAttachmentRecipient(fileId: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('notices')
        .innerJoin('noticeRecipients', 'noticeRecipients.noticeId', 'notices.id')
        .innerJoin('residents', 'residents.id', 'noticeRecipients.residentId')
        .select('notices.id')
        .where('notices.attachmentFileId', '=', fileId)
        .where('residents.userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A notice's deliveries, by resident name then channel, with counts by status. */
    async deliveries(
      communityId: number,
      noticeId: number,
      filter: DeliveryFilter,
      page: Page,
    ): Promise<PagedList<DeliveryRow> & { counts: Record<string, number> }> {
      let base = db
        .selectFrom('noticeDeliveries')
        .innerJoin('residents', 'residents.id', 'noticeDeliveries.residentId')
        .innerJoin('noticeRecipients', (join) =>
          join
            .onRef('noticeRecipients.noticeId', '=', 'noticeDeliveries.noticeId')
            .onRef('noticeRecipients.residentId', '=', 'noticeDeliveries.residentId'),
        )
        .where('noticeDeliveries.communityId', '=', communityId)
        .where('noticeDeliveries.noticeId', '=', noticeId);
      if (filter.status) base = base.where('noticeDeliveries.status', '=', filter.status);
      if (filter.channel) base = base.where('noticeDeliveries.channel', '=', filter.channel);
      const list = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base
          .select([
            'noticeDeliveries.residentId',
            'residents.fullName as residentName',
            'noticeDeliveries.channel',
            'noticeDeliveries.status',
            'noticeDeliveries.reason',
            'noticeRecipients.readAt',
            'noticeDeliveries.updatedAt',
          ])
          .orderBy('residents.fullName')
          .orderBy('noticeDeliveries.residentId')
          .orderBy(
            sql`case ${sql.ref('noticeDeliveries.channel')} when 'app' then 0 when 'email' then 1 else 2 end`,
          ),
        page,
      );
      const byStatus = await db
        .selectFrom('noticeDeliveries')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('communityId', '=', communityId)
        .where('noticeId', '=', noticeId)
        .groupBy('status')
        .execute();
      const counts: Record<string, number> = { queued: 0, sent: 0, failed: 0, skipped: 0 };
      for (const row of byStatus) counts[row.status] = Number(row.count);
      return { ...list, counts };
    },
  };
}

export interface DeliveryRow {
  residentId: number;
  residentName: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
  readAt: string | null;
  updatedAt: string;
}

export type NoticeRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof noticeReads>['findForReader']>>
>;
