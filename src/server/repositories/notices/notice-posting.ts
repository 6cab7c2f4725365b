/**
 * Posting a notice (issue 19, point 1): who an audience is, and the notice, recipient and
 * delivery rows, written through a transaction's repositories (services/notices/post-notice.ts).
 */
import { type Insertable, type Kysely } from 'kysely';
import type { NoticeAudience } from '../../../shared/notices.js';
import { ADMIN, EXCO_ROLES } from '../../../shared/roles.js';
import type { Database } from '../../db/schema.js';
import type {
  NoticeDeliveriesTable,
  NoticeRecipientsTable,
  NoticesTable,
} from '../../db/schema/notices.js';
import { owedByResident } from '../money/ledger-debtors.js';

/** What deciding a resident's deliveries needs: their e-mail, phone and opt-outs. */
export interface AudienceMember {
  residentId: number;
  email: string | null;
  phone: string | null;
  smsOptOut: number;
  emailRemindersOptOut: number;
}

// Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits.
const ROWS_PER_INSERT = 500;

function* chunks<T>(values: T[], size: number): Generator<T[]> {
  for (let start = 0; start < values.length; start += size) yield values.slice(start, start + size);
}

export function noticePosting(db: Kysely<Database>) {
  const members = (communityId: number) =>
    db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .select([
        'residents.id as residentId',
        'users.email',
        'users.mobileNumber as phone',
        'residents.smsOptOut',
        'residents.emailRemindersOptOut',
      ])
      .where('residents.communityId', '=', communityId)
      .orderBy('residents.id');

  return {
    /** The residents an audience names (debtors: owing more than zero, as the debtors list). */
    async audience(
      communityId: number,
      audience: NoticeAudience,
      streetIds: number[],
    ): Promise<AudienceMember[]> {
      const base = members(communityId);
      switch (audience) {
        case 'everyone':
          return base.execute();
        case 'streets':
          if (streetIds.length === 0) return [];
          return base
            .innerJoin('addresses', 'addresses.id', 'residents.addressId')
            .where('addresses.streetId', 'in', streetIds)
            .execute();
        case 'debtors':
          return base
            .innerJoin(
              owedByResident(db, communityId).as('debts'),
              'debts.residentId',
              'residents.id',
            )
            .execute();
        case 'excos':
          return base
            .innerJoin('roles', 'roles.id', 'users.roleId')
            .where('roles.roleName', 'in', [ADMIN, ...EXCO_ROLES])
            .execute();
      }
    },

    /** These residents of the community (a reminder's own list), in id order. */
    async residents(communityId: number, residentIds: number[]): Promise<AudienceMember[]> {
      const found: AudienceMember[] = [];
      for (const ids of chunks(residentIds, ROWS_PER_INSERT)) {
        found.push(...(await members(communityId).where('residents.id', 'in', ids).execute()));
      }
      return found;
    },

    /** How many of these streets are the community's. */
    async streetsOfCommunity(communityId: number, streetIds: number[]): Promise<number> {
      if (streetIds.length === 0) return 0;
      const row = await db
        .selectFrom('streets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('communityId', '=', communityId)
        .where('id', 'in', streetIds)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertNotice(row: Insertable<NoticesTable>): Promise<number> {
      const { id } = await db
        .insertInto('notices')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertRecipients(rows: Insertable<NoticeRecipientsTable>[]): Promise<void> {
      for (const part of chunks(rows, ROWS_PER_INSERT)) {
        await db.insertInto('noticeRecipients').values(part).execute();
      }
    },

    /** Writes the deliveries; the ids of the queued ones, in id order (the send batches). */
    async insertDeliveries(rows: Insertable<NoticeDeliveriesTable>[]): Promise<number[]> {
      for (const part of chunks(rows, ROWS_PER_INSERT)) {
        await db.insertInto('noticeDeliveries').values(part).execute();
      }
      const noticeId = rows[0]?.noticeId;
      if (noticeId === undefined) return [];
      const queued = await db
        .selectFrom('noticeDeliveries')
        .select('id')
        .where('noticeId', '=', noticeId)
        .where('status', '=', 'queued')
        .orderBy('id')
        .execute();
      return queued.map((row) => row.id);
    },
  };
}
