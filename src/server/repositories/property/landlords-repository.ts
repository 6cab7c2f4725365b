import type { Kysely } from 'kysely';
import type { Landlord } from '../../../shared/contract/landlords.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Database, LandlordsTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

/** What a landlord form saves; the photo's file id is given apart (an upload replaces it). */
export type LandlordValues = FormValues<LandlordsTable, 'imageFileId'>;

/** A landlord with its photo's file id (the API shows it as the `image` URL). */
export type LandlordRecord = Omit<Landlord, 'image'> & { imageFileId: string | null };

const LANDLORD_COLUMNS = [
  'landlords.id',
  'landlords.fullName',
  'landlords.title',
  'landlords.email',
  'landlords.mobileNo',
  'landlords.imageFileId',
  'landlords.buildingName',
  'landlords.apartmentId',
  'apartments.apartmentName',
  'landlords.streetId',
  'streets.streetName',
  'landlords.lga',
  'landlords.state',
  'landlords.communityId',
  'landlords.createdAt as createdDate',
] as const;

const SEARCHED = [
  'landlords.fullName',
  'landlords.email',
  'landlords.mobileNo',
  'apartments.apartmentName',
  'streets.streetName',
];

export function landlordsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('landlords')
      .innerJoin('apartments', 'apartments.id', 'landlords.apartmentId')
      .innerJoin('streets', 'streets.id', 'landlords.streetId');

  return {
    /** Newest first; `communityId` null = every community; search before paging. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<LandlordRecord>> {
      let base = withNames().where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('landlords.communityId', '=', communityId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(LANDLORD_COLUMNS).orderBy('landlords.id', 'desc'),
        page,
      );
    },

    /** The landlord, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<LandlordRecord | null> {
      let query = withNames().select(LANDLORD_COLUMNS).where('landlords.id', '=', id);
      if (communityId !== null) query = query.where('landlords.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** True when the apartment and the street both belong to `communityId`. */
    async referencesBelongTo(
      communityId: number,
      refs: { apartmentId: number; streetId: number },
    ): Promise<boolean> {
      const apartment = await db
        .selectFrom('apartments')
        .select('id')
        .where('id', '=', refs.apartmentId)
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      const street = await db
        .selectFrom('streets')
        .select('id')
        .where('id', '=', refs.streetId)
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return apartment !== undefined && street !== undefined;
    },

    async create(
      communityId: number,
      values: LandlordValues,
      imageFileId: string,
      createdAt: string,
    ): Promise<number> {
      const { id } = await db
        .insertInto('landlords')
        .values({ ...values, communityId, imageFileId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Saves the form; a new `imageFileId` replaces the photo, undefined keeps it. */
    async update(id: number, values: LandlordValues, imageFileId?: string): Promise<boolean> {
      const result = await db
        .updateTable('landlords')
        .set(imageFileId === undefined ? values : { ...values, imageFileId })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('landlords').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type LandlordsRepository = ReturnType<typeof landlordsRepository>;
