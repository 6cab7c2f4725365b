/**
 * The residents' hot reads (issue 14): one resident, and a page of them with the total count,
 * each with what the resident owes, in one statement (a round trip to PostgreSQL costs more
 * than the statement itself). The statements are compiled once per shape (prepared.ts). Part of
 * the `residents` repository.
 */
import type { Kysely } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { Database } from '../../db/schema.js';
import { owedKoboOf } from '../money/ledger-amounts.js';
import { exactKobo } from '../money/ledger-sql.js';
import { prepared, slot, type SlotValues } from '../prepared.js';
import { likePattern } from '../search.js';
import {
  RESIDENT_COLUMNS,
  joinedResidents,
  matchingResidentRows,
  type ResidentRecord,
} from './resident-sql.js';

/** A resident with what they owe (kobo, exact: the sum of their entries' owed_kobo). */
export type ResidentWithBalance = ResidentRecord & { owedKobo: bigint };

/**
 * The row as read, its balance (exact text) replaced by the bigint in place: the row is the
 * driver's fresh object, so there is nothing to copy.
 */
function withBalance<T extends { owedKobo: string | null }>(row: T): ResidentWithBalance {
  const resident = row as unknown as ResidentWithBalance;
  resident.owedKobo = exactKobo(row.owedKobo);
  return resident;
}

export function residentReads(db: Kysely<Database>) {
  const balanced = () =>
    joinedResidents(db)
      .select(RESIDENT_COLUMNS)
      .select(owedKoboOf(db, 'residents.id').as('owedKobo'));

  const byId = prepared(db, () => balanced().where('residents.id', '=', slot<number>('id')));
  const byIdInCommunity = prepared(db, () =>
    balanced()
      .where('residents.id', '=', slot<number>('id'))
      .where('residents.communityId', '=', slot<number>('communityId')),
  );

  /**
   * The page's ids first, with the count of every match (a window over the same single pass of
   * the community's index, taken before the limit); the joins and the balances for those ids only.
   */
  const pageQuery = (allCommunities: boolean, searched: boolean, paged: boolean) => {
    const communityId = allCommunities ? null : slot<number>('communityId');
    const pattern = searched ? slot<string>('pattern') : null;
    let ids = matchingResidentRows(db, communityId, pattern)
      .select((eb) => ['residents.id', eb.fn.countAll<number>().over().as('total')])
      .orderBy('residents.id', 'desc');
    if (paged) ids = ids.limit(slot<number>('limit')).offset(slot<number>('offset'));
    return balanced()
      .innerJoin(ids.as('page'), 'page.id', 'residents.id')
      .select('page.total')
      .orderBy('residents.id', 'desc');
  };
  const preparedPage = (allCommunities: boolean, searched: boolean, paged: boolean) =>
    prepared(db, () => pageQuery(allCommunities, searched, paged));
  const pages = new Map<string, ReturnType<typeof preparedPage>>();
  const pageOfShape = (allCommunities: boolean, searched: boolean, paged: boolean) => {
    const key = `${allCommunities}/${searched}/${paged}`;
    let run = pages.get(key);
    if (run === undefined) {
      run = preparedPage(allCommunities, searched, paged);
      pages.set(key, run);
    }
    return run;
  };

  return {
    /** The resident with its balance, if it belongs to `communityId` (null = any community). */
    async findWithBalance(
      id: number,
      communityId: number | null,
    ): Promise<ResidentWithBalance | null> {
      const rows =
        communityId === null ? await byId({ id }) : await byIdInCommunity({ id, communityId });
      const [row] = rows;
      return row === undefined ? null : withBalance(row);
    },

    /**
     * Newest first, each with its balance; `communityId` null = every community; search before
     * paging. One statement; a second (the count) only for a page past the last match.
     */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<ResidentWithBalance>> {
      const pattern = likePattern(searchText);
      const run = pageOfShape(communityId === null, pattern !== null, page !== null);
      const slots: SlotValues = { communityId, pattern, limit: page?.limit, offset: page?.offset };
      const rows = await run(slots);
      const [first] = rows;
      if (first !== undefined) {
        return { records: rows.map(withBalance), totalRecordCount: Number(first.total) };
      }
      if (page === null || page.offset === 0) return { records: [], totalRecordCount: 0 };
      const { count } = await matchingResidentRows(db, communityId, pattern)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { records: [], totalRecordCount: Number(count) };
    },
  };
}
