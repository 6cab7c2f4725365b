import type { Kysely } from 'kysely';
import type { Address, AddressListFilters } from '../../../shared/contract/addresses.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { AddressesTable, Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, wordSearchCondition } from '../search.js';

/** What an address form saves. */
export type AddressValues = FormValues<AddressesTable>;

const ADDRESS_COLUMNS = [
  'addresses.id',
  'addresses.address',
  'addresses.buildings',
  'addresses.apartments',
  'addresses.apartments as numberOfApartments',
  'addresses.landlordId',
  'addresses.streetId',
  'streets.streetName',
  'addresses.communityId',
  'addresses.createdAt as createdDate',
] as const;

/** What a person knows an address by: each word typed is in one of these (search.ts). */
const NAMED = ['addresses.address', 'streets.streetName'];
/** Codes looked for as typed, whole. */
const IDENTIFIERS = ['addresses.landlordId'];

export function addressesRepository(db: Kysely<Database>) {
  const addresses = () =>
    db.selectFrom('addresses').innerJoin('streets', 'streets.id', 'addresses.streetId');

  return {
    /**
     * Newest first; `communityId` null = every community; `page` null = every record; `filters`:
     * only a street's addresses (the pickers' dependent choices).
     */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
      filters: AddressListFilters = {},
    ): Promise<PagedList<Address>> {
      let base = addresses().where(wordSearchCondition(NAMED, IDENTIFIERS, searchText));
      if (communityId !== null) {
        // The street is always the address's community's (the writes check it): saying so lets
        // PostgreSQL join that community's streets, not the platform's.
        base = base
          .where('addresses.communityId', '=', communityId)
          .where('streets.communityId', '=', communityId);
      }
      if (filters.StreetId) base = base.where('addresses.streetId', '=', filters.StreetId);
      return fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(ADDRESS_COLUMNS).orderBy('addresses.id', 'desc'),
        page,
      );
    },

    /** The address, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<Address | null> {
      let query = addresses().select(ADDRESS_COLUMNS).where('addresses.id', '=', id);
      if (communityId !== null) query = query.where('addresses.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    async create(communityId: number, values: AddressValues, createdAt: string): Promise<number> {
      const { id } = await db
        .insertInto('addresses')
        .values({ ...values, communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: AddressValues): Promise<boolean> {
      const result = await db
        .updateTable('addresses')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('addresses').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** True while apartments are at the address. */
    /** True while apartments are at the address or residents live there. */
    async isInUse(id: number): Promise<boolean> {
      for (const table of ['apartments', 'residents'] as const) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('addressId', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
