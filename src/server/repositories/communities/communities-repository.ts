import { PostgresAdapter, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type {
  CommunitiesTable,
  CommunityRow,
  CommunityTypesTable,
  Database,
  NewCommunity,
} from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { asText, fetchPage, searchCondition } from '../search.js';

/** A community row with its type's name. */
export type CommunityRecord = CommunityRow & {
  communityType: Selectable<CommunityTypesTable>['name'];
};

/** Columns a community's list searches: name, address, phone, e-mail and the id as text. */
const SEARCHED = [
  'communities.communityName',
  'communities.communityAddress',
  'communities.mobileNumber',
  'communities.email',
  asText('communities.id'),
];

/** Tables whose rows keep a community from being deleted. */
const DEPENDANTS = [
  'users',
  'files',
  'streets',
  'addresses',
  'apartmentTypes',
  'apartments',
  'landlords',
  'ledgerEntries',
  'adverts',
] as const;

export function communitiesRepository(db: Kysely<Database>) {
  const withType = () =>
    db
      .selectFrom('communities')
      .innerJoin('communityTypes', 'communityTypes.id', 'communities.communityTypeId');

  return {
    /** Inserts a community and returns its id. */
    async create(community: NewCommunity): Promise<number> {
      const { id } = await db
        .insertInto('communities')
        .values(community)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async findById(id: number): Promise<CommunityRecord | null> {
      const row = await db
        .selectFrom('communities')
        .innerJoin('communityTypes', 'communityTypes.id', 'communities.communityTypeId')
        .selectAll('communities')
        .select('communityTypes.name as communityType')
        .where('communities.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The community's setting "Members see who paid" (false for a missing community). */
    async membersSeeWhoPaid(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('communities')
        .select('membersSeeWhoPaid')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(row?.membersSeeWhoPaid ?? 0) === 1;
    },

    async exists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('communities')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first; `communityId` null = every community, otherwise just that one. */
    async list(
      communityId: number | null,
      page: Page,
      searchText?: string,
    ): Promise<PagedList<CommunityRecord>> {
      let base = withType().where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('communities.id', '=', communityId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base
          .selectAll('communities')
          .select('communityTypes.name as communityType')
          .orderBy('communities.id', 'desc'),
        page,
      );
    },

    async update(id: number, values: Updateable<CommunitiesTable>): Promise<boolean> {
      const result = await db
        .updateTable('communities')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('communities').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Locks the community's row until the transaction ends, so nothing can be added to it between
     * the in-use check and the delete (whose cascade would take it along). PostgreSQL only:
     * SQLite runs one transaction at a time anyway.
     */
    async lockForDelete(id: number): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db.selectFrom('communities').select('id').where('id', '=', id).forUpdate().execute();
    },

    /** True while the community has users or any records. */
    async isInUse(id: number): Promise<boolean> {
      for (const table of DEPENDANTS) {
        const row = await db
          .selectFrom(table)
          .select('communityId')
          .where('communityId', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },

    async findTypeIdByName(name: string): Promise<number | null> {
      const row = await db
        .selectFrom('communityTypes')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}

export type CommunitiesRepository = ReturnType<typeof communitiesRepository>;
