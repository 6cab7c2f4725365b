import type { Kysely } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Street } from '../../../shared/contract/streets.js';
import type { Database, StreetsTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

/** What a street form saves. */
export type StreetValues = FormValues<StreetsTable>;

const STREET_COLUMNS = [
  'streets.id',
  'streets.streetName',
  'streets.buildings',
  'streets.lga',
  'streets.state',
  'streets.country',
  'streets.communityId',
  'streets.createdAt as createdDate',
] as const;

const SEARCHED = ['streets.streetName', 'streets.lga', 'streets.state', 'streets.country'];

export function streetsRepository(db: Kysely<Database>) {
  return {
    /** Newest first; `communityId` null = every community; `page` null = every record. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<Street>> {
      let base = db.selectFrom('streets').where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('streets.communityId', '=', communityId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(STREET_COLUMNS).orderBy('streets.id', 'desc'),
        page,
      );
    },

    /** The street, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<Street | null> {
      let query = db.selectFrom('streets').select(STREET_COLUMNS).where('streets.id', '=', id);
      if (communityId !== null) query = query.where('streets.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    async create(communityId: number, values: StreetValues, createdAt: string): Promise<number> {
      const { id } = await db
        .insertInto('streets')
        .values({ ...values, communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: StreetValues): Promise<boolean> {
      const result = await db
        .updateTable('streets')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('streets').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** True while addresses, apartments or landlords are on the street. */
    async isInUse(id: number): Promise<boolean> {
      for (const table of ['addresses', 'apartments', 'landlords'] as const) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('streetId', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

export type StreetsRepository = ReturnType<typeof streetsRepository>;
