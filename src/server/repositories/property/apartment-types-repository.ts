import type { Kysely, Selectable } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { ApartmentTypesTable, Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

export type ApartmentTypeRow = Selectable<ApartmentTypesTable>;

/** What an apartment type form saves; the fee in integer kobo. */
export type ApartmentTypeValues = FormValues<ApartmentTypesTable>;

const SEARCHED = ['apartmentTypes.type', 'apartmentTypes.name'];

export function apartmentTypesRepository(db: Kysely<Database>) {
  return {
    /** Newest first; `communityId` null = every community; `page` null = every record. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<ApartmentTypeRow>> {
      let base = db.selectFrom('apartmentTypes').where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('apartmentTypes.communityId', '=', communityId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.selectAll('apartmentTypes').orderBy('apartmentTypes.id', 'desc'),
        page,
      );
    },

    /** The apartment type, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<ApartmentTypeRow | null> {
      let query = db.selectFrom('apartmentTypes').selectAll().where('id', '=', id);
      if (communityId !== null) query = query.where('communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    async create(
      communityId: number,
      values: ApartmentTypeValues,
      createdAt: string,
    ): Promise<number> {
      const { id } = await db
        .insertInto('apartmentTypes')
        .values({ ...values, communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: ApartmentTypeValues): Promise<boolean> {
      const result = await db
        .updateTable('apartmentTypes')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('apartmentTypes').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** True while residents have the apartment type. */
    async isInUse(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('residents')
        .select('id')
        .where('apartmentTypeId', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ApartmentTypesRepository = ReturnType<typeof apartmentTypesRepository>;
