/**
 * The audit log (issue 7): rows are only ever inserted (one per audited event) and listed, newest
 * first. Nothing here updates or deletes a row.
 */
import type { Insertable, Kysely } from 'kysely';
import type { AuditLogEntry } from '../../../shared/contract/audit.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { AuditLogTable, Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { fetchPage, searchCondition } from '../search.js';

export type NewAuditRow = Insertable<AuditLogTable>;

const COLUMNS = [
  'auditLog.id',
  'auditLog.createdAt',
  'auditLog.actorUserId',
  'auditLog.actorName',
  'auditLog.communityId',
  'auditLog.action',
  'auditLog.target',
  'auditLog.clientAddress',
  'auditLog.outcome',
] as const;

const SEARCHED = [
  'auditLog.action',
  'auditLog.target',
  'auditLog.actorName',
  'auditLog.clientAddress',
];

export function auditRepository(db: Kysely<Database>) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insertInto('auditLog').values(row).execute();
    },

    /** Newest first; `communityId` null = every row (the Super admin's view). */
    async list(
      communityId: number | null,
      page: Page,
      searchText?: string,
    ): Promise<PagedList<AuditLogEntry>> {
      let base = db.selectFrom('auditLog').where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('auditLog.communityId', '=', communityId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(COLUMNS).orderBy('auditLog.id', 'desc'),
        page,
      );
    },
  };
}
