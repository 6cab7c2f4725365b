/**
 * What the guard's console reads (issue 21, point 3): a pass by its code or id with its host's
 * name, address and apartment, the pass's visits so far, and the residents a walk-in may visit.
 * Only names and places: no phone, e-mail or money (the gate never reads what anyone owes).
 */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Page, PagedList } from '../../../shared/contract/paging.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, wordSearchCondition } from '../search.js';

export function gateLookup(db: Kysely<Database>) {
  const hosts = () =>
    db
      .selectFrom('residents')
      .leftJoin('addresses', 'addresses.id', 'residents.addressId')
      .leftJoin('apartments', 'apartments.id', 'residents.apartmentId');

  const HOST_COLUMNS = [
    'residents.id as residentId',
    'residents.fullName',
    'addresses.address',
    'apartments.apartmentName as apartment',
  ] as const;

  const passes = (communityId: number) =>
    db
      .selectFrom('visitorPasses')
      .innerJoin('residents', 'residents.id', 'visitorPasses.residentId')
      .leftJoin('addresses', 'addresses.id', 'residents.addressId')
      .leftJoin('apartments', 'apartments.id', 'residents.apartmentId')
      .selectAll('visitorPasses')
      .select([
        'residents.fullName as hostName',
        'addresses.address as hostAddress',
        'apartments.apartmentName as hostApartment',
      ])
      .where('visitorPasses.communityId', '=', communityId);

  return {
    /** The community's pass with this (normalised) code, with its host; null: none. */
    async passByCode(communityId: number, code: string) {
      return (
        (await passes(communityId).where('visitorPasses.code', '=', code).executeTakeFirst()) ??
        null
      );
    },

    async passById(communityId: number, id: number) {
      return (
        (await passes(communityId).where('visitorPasses.id', '=', id).executeTakeFirst()) ?? null
      );
    },

    /**
     * Inside a transaction on PostgreSQL: locks the pass's row until it ends, so two guards
     * checking one pass in (or out) go one after the other. SQLite runs one transaction at a time.
     * False when the community has no such pass.
     */
    async lockPass(communityId: number, id: number): Promise<boolean> {
      let query = db
        .selectFrom('visitorPasses')
        .select('id')
        .where('id', '=', id)
        .where('communityId', '=', communityId);
      if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The pass's visit in progress (its entry id, or null) and whether it was ever used. */
    async visitsOf(
      passId: number,
    ): Promise<{ openEntryId: number | null; everCheckedIn: boolean }> {
      const rows = await db
        .selectFrom('visitorEntries')
        .select(['id', 'checkedOutAt'])
        .where('passId', '=', passId)
        .orderBy('id', 'desc')
        .execute();
      const open = rows.find((row) => row.checkedOutAt === null);
      return { openEntryId: open?.id ?? null, everCheckedIn: rows.length > 0 };
    },

    /** The community's residents matching the search (name, address, apartment), by name. */
    async hosts(
      communityId: number,
      searchText: string | undefined,
      page: Page,
    ): Promise<PagedList<HostRow>> {
      const base = hosts()
        .where('residents.communityId', '=', communityId)
        .where(
          wordSearchCondition(
            ['residents.fullName', 'addresses.address', 'apartments.apartmentName'],
            [],
            searchText,
          ),
        );
      const counting = base.select((eb) => eb.fn.countAll<number>().as('count'));
      const rows = base.select(HOST_COLUMNS).orderBy('residents.fullName').orderBy('residents.id');
      return fetchPage(counting, rows, page);
    },

    /** One resident of the community as a host; null: none. */
    async hostOf(communityId: number, residentId: number): Promise<HostRow | null> {
      const row = await hosts()
        .select(HOST_COLUMNS)
        .where('residents.communityId', '=', communityId)
        .where('residents.id', '=', residentId)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export interface HostRow {
  residentId: number;
  fullName: string;
  address: string | null;
  apartment: string | null;
}

export type PassRow = NonNullable<Awaited<ReturnType<ReturnType<typeof gateLookup>['passById']>>>;
