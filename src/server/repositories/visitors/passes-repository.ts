/**
 * Visitor passes (issue 21, point 2): writing a pass, a page of passes with each one's visits
 * (whether it was ever used, the visit in progress) read in the same query, one pass, and
 * cancelling. A pass's status is the shared rule's (shared/pass-validity.ts statusOf); the status
 * filter says the same in SQL, so a filtered list pages right.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { Page } from '../../../shared/contract/paging.js';
import type { PassStatus } from '../../../shared/visitors.js';
import type { Database } from '../../db/schema.js';
import type { VisitorPassesTable } from '../../db/schema/visitors.js';
import { fetchPage, searchCondition } from '../search.js';

/** Whose passes: a community's, or (residentId set) one household's in it. */
export interface PassScope {
  communityId: number;
  residentId: number | null;
}

export interface PassFilter {
  searchText?: string;
  status?: PassStatus;
  /** The instant "expired" is measured at (ISO). */
  now: string;
}

type Eb = ExpressionBuilder<Database, 'visitorPasses'>;

// A visit of the pass, ever; and one in progress (checked in, not out).
const visits = (eb: Eb) =>
  eb.selectFrom('visitorEntries').whereRef('visitorEntries.passId', '=', 'visitorPasses.id');
const everCheckedIn = (eb: Eb) => eb.exists(visits(eb).select('visitorEntries.id'));
const openEntryId = (eb: Eb) =>
  visits(eb)
    .where('visitorEntries.checkedOutAt', 'is', null)
    .select((inner) => inner.fn.min('visitorEntries.id').as('openId'));
// A one-time pass once checked in is used (statusOf); a recurring one never is.
const used = (eb: Eb) => eb.and([eb('visitorPasses.recurrenceDays', '=', ''), everCheckedIn(eb)]);

/** The status filter as a condition, in statusOf's order: cancelled, used, expired, active. */
function statusCondition(eb: Eb, status: PassStatus, now: string) {
  const live = eb('visitorPasses.cancelledAt', 'is', null);
  if (status === 'cancelled') return eb.not(live);
  if (status === 'used') return eb.and([live, used(eb)]);
  const ended = eb('visitorPasses.lastValidAt', '<', now);
  return eb.and([live, eb.not(used(eb)), status === 'expired' ? ended : eb.not(ended)]);
}

export function visitorPassesRepository(db: Kysely<Database>) {
  const inScope = (scope: PassScope) => {
    let query = db
      .selectFrom('visitorPasses')
      .innerJoin('residents', 'residents.id', 'visitorPasses.residentId')
      .where('visitorPasses.communityId', '=', scope.communityId);
    if (scope.residentId !== null) {
      query = query.where('visitorPasses.residentId', '=', scope.residentId);
    }
    return query;
  };

  const withColumns = (scope: PassScope) =>
    inScope(scope)
      .innerJoin('communities', 'communities.id', 'visitorPasses.communityId')
      .selectAll('visitorPasses')
      .select((eb) => [
        'residents.fullName as hostName',
        'communities.communityName',
        everCheckedIn(eb).as('everCheckedIn'),
        openEntryId(eb).as('openEntryId'),
      ]);

  return {
    /** The host named, if they live in the community: their name and the community's. */
    async host(communityId: number, residentId: number) {
      const row = await db
        .selectFrom('residents')
        .innerJoin('communities', 'communities.id', 'residents.communityId')
        .select(['residents.id as residentId', 'residents.fullName', 'communities.communityName'])
        .where('residents.id', '=', residentId)
        .where('residents.communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Writes a pass; a code taken in the community throws the unique index's violation. */
    async insert(pass: Insertable<VisitorPassesTable>): Promise<number> {
      const row = await db
        .insertInto('visitorPasses')
        .values(pass)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async list(scope: PassScope, filter: PassFilter, page: Page) {
      const base = inScope(scope)
        .where(
          searchCondition(
            ['visitorPasses.visitorName', 'visitorPasses.code', 'residents.fullName'],
            filter.searchText,
          ),
        )
        .where((eb) =>
          filter.status ? statusCondition(eb, filter.status, filter.now) : sql<boolean>`1 = 1`,
        );
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        withColumns(scope)
          .where('visitorPasses.id', 'in', base.select('visitorPasses.id'))
          .orderBy('visitorPasses.createdAt', 'desc')
          .orderBy('visitorPasses.id', 'desc'),
        page,
      );
    },

    async find(scope: PassScope, id: number) {
      const row = await withColumns(scope).where('visitorPasses.id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    /** A pass's community (null: no such pass), for the Super admin's reads. */
    async communityOf(id: number): Promise<number | null> {
      const row = await db
        .selectFrom('visitorPasses')
        .select('communityId')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.communityId ?? null;
    },

    /** Cancels a live pass; false when it was already cancelled (by a racing request too). */
    async cancel(id: number, communityId: number, by: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('visitorPasses')
        .set({ cancelledAt: at, cancelledBy: by })
        .where('id', '=', id)
        .where('communityId', '=', communityId)
        .where('cancelledAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PassRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof visitorPassesRepository>['find']>>
>;
