import type { Kysely } from 'kysely';
import type { Apartment, ApartmentListFilters } from '../../../shared/contract/apartments.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { ApartmentsTable, Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, wordSearchCondition } from '../search.js';

/** What an apartment form saves. */
export type ApartmentValues = FormValues<ApartmentsTable>;

const APARTMENT_COLUMNS = [
  'apartments.id',
  'apartments.apartmentName',
  'apartments.addressId',
  'addresses.address',
  'apartments.streetId',
  'streets.streetName',
  'apartments.landlordId',
  'apartments.principalId',
  'apartments.principalPhoneNumber',
  'apartments.landlordPhoneNumber as landLoardPhoneNumber',
  'apartments.communityId',
  'apartments.createdAt as createdDate',
] as const;

/** What a person knows an apartment by: each word typed is in one of these (search.ts). */
const NAMED = ['apartments.apartmentName', 'addresses.address', 'streets.streetName'];
/** Codes looked for as typed, whole. */
const IDENTIFIERS = ['apartments.principalId', 'apartments.landlordId'];

export function apartmentsRepository(db: Kysely<Database>) {
  const apartments = () =>
    db
      .selectFrom('apartments')
      .innerJoin('addresses', 'addresses.id', 'apartments.addressId')
      .innerJoin('streets', 'streets.id', 'apartments.streetId');

  return {
    /**
     * Newest first; `communityId` null = every community; `page` null = every record; `filters`:
     * only a street's or an address's apartments (the pickers' dependent choices).
     */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
      filters: ApartmentListFilters = {},
    ): Promise<PagedList<Apartment>> {
      let base = apartments().where(wordSearchCondition(NAMED, IDENTIFIERS, searchText));
      if (communityId !== null) {
        // The address and street are always the apartment's community's (the writes check it):
        // saying so lets PostgreSQL join that community's few rows, not the platform's.
        base = base
          .where('apartments.communityId', '=', communityId)
          .where('addresses.communityId', '=', communityId)
          .where('streets.communityId', '=', communityId);
      }
      if (filters.StreetId) base = base.where('apartments.streetId', '=', filters.StreetId);
      if (filters.AddressId) base = base.where('apartments.addressId', '=', filters.AddressId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(APARTMENT_COLUMNS).orderBy('apartments.id', 'desc'),
        page,
      );
    },

    /** The apartment, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<Apartment | null> {
      let query = apartments().select(APARTMENT_COLUMNS).where('apartments.id', '=', id);
      if (communityId !== null) query = query.where('apartments.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    async create(communityId: number, values: ApartmentValues, createdAt: string): Promise<number> {
      const { id } = await db
        .insertInto('apartments')
        .values({ ...values, communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: ApartmentValues): Promise<boolean> {
      const result = await db
        .updateTable('apartments')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('apartments').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** True while landlords are linked to the apartment. */
    /** True while landlords or residents are linked to the apartment. */
    async isInUse(id: number): Promise<boolean> {
      for (const table of ['landlords', 'residents'] as const) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('apartmentId', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

export type ApartmentsRepository = ReturnType<typeof apartmentsRepository>;
