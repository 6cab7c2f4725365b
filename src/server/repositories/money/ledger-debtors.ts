/**
 * Debtors (issue 5 contract, "Reads"): the residents of a community who owe more than zero
 * (sum of their entries' owed_kobo), largest debt first, with their address and their apartment's
 * principal ID. What each debt is made of is read for the page's residents only, by a second
 * query (ledger-owed-entries.ts). Part of the `ledgerReports` repository (a debtor's profile:
 * ledger-debtor-profile.ts).
 */
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { AddressesTable, ApartmentsTable, Database, ResidentsTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { changesOwed, exactKobo } from './ledger-sql.js';
import { searchCondition } from '../search.js';

/** A debtor in kobo: the resident's name, address and apartment's principal ID, and the debt. */
export type DebtorRow = Pick<Selectable<ResidentsTable>, 'fullName'> &
  Pick<Selectable<AddressesTable>, 'address'> &
  Pick<Selectable<ApartmentsTable>, 'principalId'> & {
    residentId: number;
    /** Exact (issue 12): summed by the database, read as text. */
    owedKobo: bigint;
  };

/** Where a debtors list continues (its order: owed desc, full name, id). */
export type DebtorKey = Pick<DebtorRow, 'owedKobo' | 'fullName' | 'residentId'>;

/** Debtors' filters: search text, and (for a Member) only the account's own resident. */
export interface DebtorFilter {
  searchText?: string;
  userId?: number;
}

/** Searched: the resident's full name, address and principal ID. */
const SEARCHED = ['residents.fullName', 'addresses.address', 'apartments.principalId'];

/**
 * Per resident of the community with a positive balance: `{ residentId, owedKobo }`. Read from
 * the index of the entries that changed what someone owes (an index-only scan of the community).
 */
export function owedByResident(db: Kysely<Database>, communityId: number) {
  return db
    .selectFrom('ledgerEntries')
    .select([
      'ledgerEntries.residentId',
      // Numeric in SQL (ordered and compared); read as text by `rows` below.
      sql<bigint>`cast(sum(${sql.ref('ledgerEntries.owedKobo')}) as bigint)`.as('owedKobo'),
    ])
    .where('ledgerEntries.communityId', '=', communityId)
    .where('ledgerEntries.residentId', 'is not', null)
    .where(changesOwed)
    .groupBy('ledgerEntries.residentId')
    .having(sql<SqlBool>`sum(${sql.ref('ledgerEntries.owedKobo')}) > 0`);
}

const exactDebtor = <T extends { owedKobo: string }>(row: T) => ({
  ...row,
  owedKobo: exactKobo(row.owedKobo),
});

export function debtorReads(db: Kysely<Database>) {
  /** Debtors with their resident row; the address and apartment only when `withPlaces`. */
  const debtorRows = (communityId: number, filter: DebtorFilter) => {
    let query = db
      .selectFrom(owedByResident(db, communityId).as('debts'))
      .innerJoin('residents', 'residents.id', 'debts.residentId')
      // Always true (an entry's resident is of its community); lets the database read only the
      // community's residents.
      .where('residents.communityId', '=', communityId);
    if (filter.userId !== undefined) query = query.where('residents.userId', '=', filter.userId);
    return query;
  };

  const debtors = (communityId: number, filter: DebtorFilter) =>
    debtorRows(communityId, filter)
      .innerJoin('addresses', 'addresses.id', 'residents.addressId')
      .innerJoin('apartments', 'apartments.id', 'residents.apartmentId')
      .where(searchCondition(SEARCHED, filter.searchText));

  /** How many debtors match: without a search, no need to join every debtor's address. */
  const counting = (communityId: number, filter: DebtorFilter) =>
    (filter.searchText?.trim() ?? '') === ''
      ? debtorRows(communityId, filter).select((eb) => eb.fn.countAll<number>().as('count'))
      : debtors(communityId, filter).select((eb) => eb.fn.countAll<number>().as('count'));

  const rows = (query: ReturnType<typeof debtors>) =>
    query
      .select([
        'residents.id as residentId',
        'residents.fullName',
        'addresses.address',
        'apartments.principalId',
        sql<string>`cast(${sql.ref('debts.owedKobo')} as text)`.as('owedKobo'),
      ])
      .orderBy('debts.owedKobo', 'desc')
      .orderBy('residents.fullName', 'asc')
      .orderBy('residents.id', 'asc');

  return {
    /**
     * The community's debtors, largest debt first, then by name. One statement: the count of
     * every matching debtor is a window over the same debts the page is sorted from, taken before
     * the limit (the debts are summed once, not once more to count them); the count alone is read
     * only for a page past the last debtor.
     */
    async debtorsPage(
      communityId: number,
      page: Page,
      filter: DebtorFilter = {},
    ): Promise<PagedList<DebtorRow>> {
      const found = await rows(debtors(communityId, filter))
        .select((eb) => eb.fn.countAll<number>().over().as('total'))
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const [first] = found;
      if (first !== undefined) {
        return { records: found.map(exactDebtor), totalRecordCount: Number(first.total) };
      }
      if (page.offset === 0) return { records: [], totalRecordCount: 0 };
      const { count } = await counting(communityId, filter).executeTakeFirstOrThrow();
      return { records: [], totalRecordCount: Number(count) };
    },

    /** Up to `size` debtors after `after` in the list's order, for the export. */
    async debtorsBatch(
      communityId: number,
      filter: DebtorFilter,
      after: DebtorKey | null,
      size: number,
    ): Promise<DebtorRow[]> {
      let query = debtors(communityId, filter);
      if (after !== null) {
        query = query.where((eb) =>
          eb.or([
            eb('debts.owedKobo', '<', after.owedKobo),
            eb.and([
              eb('debts.owedKobo', '=', after.owedKobo),
              eb.or([
                eb('residents.fullName', '>', after.fullName),
                eb.and([
                  eb('residents.fullName', '=', after.fullName),
                  eb('residents.id', '>', after.residentId),
                ]),
              ]),
            ]),
          ]),
        );
      }
      const found = await rows(query).limit(size).execute();
      return found.map(exactDebtor);
    },
  };
}
