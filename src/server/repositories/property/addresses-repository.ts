import type { Kysely } from 'kysely';
import type { Address } from '../../../shared/contract/addresses.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { AddressesTable, Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

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

const SEARCHED = ['addresses.address', 'streets.streetName', 'addresses.landlordId'];

export function addressesRepository(db: Kysely<Database>) {
  const addresses = () =>
    db.selectFrom('addresses').innerJoin('streets', 'streets.id', 'addresses.streetId');

  return {
    /** Newest first; `communityId` null = every community; `page` null = every record. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<Address>> {
      let base = addresses().where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('addresses.communityId', '=', communityId);
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
