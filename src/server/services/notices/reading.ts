/**
 * Reading notices (issue 19, point 1): a reader's page and one notice, as the contract shows
 * them. Administrators see every notice of their community with how many it reached and how many
 * read it; anyone else only the notices addressed to them (another's: 404, as if none).
 */
import type { Notice, NoticeList, NoticeListQuery } from '../../../shared/contract/notices.js';
import { pageOf } from '../../../shared/contract/paging.js';
import { messages } from '../../../shared/messages.js';
import type { NoticeChannel } from '../../../shared/notices.js';
import type { Repositories } from '../../repositories/index.js';
import type { NoticeReader, NoticeRow } from '../../repositories/notices/notice-reads.js';
import { Refusal } from '../refusal.js';

/** The author of the schedule's notices. */
export const SYSTEM_AUTHOR = 'Neighbourly';

const listOf = (text: string) => (text === '' ? [] : text.split(','));

export function toNotice(row: NoticeRow, reader: NoticeReader, readCount: number): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    audience: row.audience,
    streetIds: listOf(row.streetIds).map(Number),
    channels: listOf(row.channels) as NoticeChannel[],
    attachmentFileId: row.attachmentFileId,
    attachmentContentType: row.attachmentFileId ? (row.attachmentContentType ?? null) : null,
    createdAt: row.createdAt,
    createdByName: row.createdBy === null ? SYSTEM_AUTHOR : (row.authorName ?? SYSTEM_AUTHOR),
    detail: row.detail ?? '',
    readAt: row.readAt ?? null,
    recipientCount: reader.administers ? Number(row.recipientCount) : 0,
    readCount: reader.administers ? readCount : 0,
  };
}

export async function listNotices(
  repos: Repositories,
  reader: NoticeReader,
  query: NoticeListQuery,
): Promise<NoticeList> {
  const filter = { searchText: query.SearchText, unread: query.unread };
  const list = await repos.notices.list(reader, filter, pageOf(query));
  const reads = reader.administers
    ? await repos.notices.readCounts(list.records.map((row) => row.id))
    : new Map<number, number>();
  return {
    records: list.records.map((row) => toNotice(row, reader, reads.get(row.id) ?? 0)),
    totalRecordCount: list.totalRecordCount,
    unreadCount: await repos.notices.unreadCount(reader),
  };
}

/** One notice the reader may see; 404 messages.notices.notFound otherwise. */
export async function showNotice(
  repos: Repositories,
  reader: NoticeReader,
  id: number,
): Promise<Notice> {
  const row = await repos.notices.findForReader(reader, id);
  if (!row) throw new Refusal('not-found', messages.notices.notFound);
  const reads = reader.administers ? await repos.notices.readCounts([id]) : new Map();
  return toNotice(row, reader, reads.get(id) ?? 0);
}

/** Marks a notice addressed to the reader as read (once); 404 when it is not addressed to them. */
export async function markNoticeRead(
  repos: Repositories,
  reader: NoticeReader,
  id: number,
): Promise<void> {
  const marked =
    reader.residentId !== null &&
    (await repos.notices.markRead(id, reader.communityId, reader.residentId));
  if (!marked) throw new Refusal('not-found', messages.notices.notFound);
}
