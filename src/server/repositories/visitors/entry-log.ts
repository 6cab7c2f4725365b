/**
 * The entry log's reads (issue 21, point 4): entries with their host (name, address, apartment),
 * their pass's code and the guards' names, newest first; one entry by id; the export's batches.
 * Nothing here joins the ledger: the gate never reads what anyone owes.
 */
import type { Kysely } from 'kysely';
import type { Page, PagedList } from '../../../shared/contract/paging.js';
import type { EntryKind } from '../../../shared/visitors.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, searchCondition } from '../search.js';

/** Which entries a log reads: a community, a time range, a search, and maybe one host only. */
export interface LogFilter {
  communityId: number;
  /** ISO instants: checked in at or after `from`, before `to` (none: whenever). */
  from?: string;
  to?: string;
  /** Only the visits not checked out yet. */
  insideOnly?: boolean;
  searchText?: string;
  /** A Member's log: only entries whose host is this resident (null: none at all). */
  hostResidentId?: number | null;
}

// No resident row has it: a Member without a resident record sees no entry.
const NOBODY = 0;

export function entryLog(db: Kysely<Database>) {
  const joined = () =>
    db
      .selectFrom('visitorEntries')
      .innerJoin('residents', 'residents.id', 'visitorEntries.residentId')
      .leftJoin('addresses', 'addresses.id', 'residents.addressId')
      .leftJoin('apartments', 'apartments.id', 'residents.apartmentId')
      .leftJoin('visitorPasses', 'visitorPasses.id', 'visitorEntries.passId')
      .innerJoin('users as guardIn', 'guardIn.id', 'visitorEntries.checkedInBy')
      .leftJoin('users as guardOut', 'guardOut.id', 'visitorEntries.checkedOutBy');

  const COLUMNS = [
    'visitorEntries.id',
    'visitorEntries.communityId',
    'visitorEntries.kind',
    'visitorEntries.passId',
    'visitorPasses.code as passCode',
    'visitorEntries.visitorName',
    'visitorEntries.visitorPhone',
    'visitorEntries.people',
    'visitorEntries.vehiclePlate',
    'visitorEntries.residentId',
    'residents.fullName as hostName',
    'addresses.address as hostAddress',
    'apartments.apartmentName as hostApartment',
    'visitorEntries.checkedInAt',
    'guardIn.fullName as checkedInBy',
    'visitorEntries.checkedOutAt',
    'guardOut.fullName as checkedOutBy',
  ] as const;

  const filtered = (filter: LogFilter) => {
    let query = joined()
      .where('visitorEntries.communityId', '=', filter.communityId)
      .where(
        searchCondition(
          [
            'visitorEntries.visitorName',
            'visitorEntries.visitorPhone',
            'visitorEntries.vehiclePlate',
            'visitorPasses.code',
            'residents.fullName',
            'guardIn.fullName',
            'guardOut.fullName',
          ],
          filter.searchText,
        ),
      );
    if (filter.from !== undefined)
      query = query.where('visitorEntries.checkedInAt', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('visitorEntries.checkedInAt', '<', filter.to);
    if (filter.insideOnly) query = query.where('visitorEntries.checkedOutAt', 'is', null);
    if (filter.hostResidentId !== undefined) {
      query = query.where('visitorEntries.residentId', '=', filter.hostResidentId ?? NOBODY);
    }
    return query;
  };

  const ofFilter = (filter: LogFilter) =>
    filtered(filter)
      .select(COLUMNS)
      .orderBy('visitorEntries.checkedInAt', 'desc')
      .orderBy('visitorEntries.id', 'desc');

  return {
    /** One entry of the community, as the log shows it (null: none). */
    async entryById(communityId: number, id: number): Promise<EntryRow | null> {
      const row = await joined()
        .select(COLUMNS)
        .where('visitorEntries.communityId', '=', communityId)
        .where('visitorEntries.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** A page of the log, newest first. */
    async logPage(filter: LogFilter, page: Page): Promise<PagedList<EntryRow>> {
      const counting = filtered(filter).select((eb) => eb.fn.countAll<number>().as('count'));
      return fetchPage(counting, ofFilter(filter), page);
    },

    /**
     * Up to `size` entries of the log after `after` (newest first; keyset on check-in time and
     * id), for the export.
     */
    async logBatch(
      filter: LogFilter,
      after: { checkedInAt: string; id: number } | null,
      size: number,
    ): Promise<EntryRow[]> {
      let query = ofFilter(filter);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('visitorEntries.checkedInAt', '<', after.checkedInAt),
            eb.and([
              eb('visitorEntries.checkedInAt', '=', after.checkedInAt),
              eb('visitorEntries.id', '<', after.id),
            ]),
          ]),
        );
      }
      return query.limit(size).execute();
    },
  };
}

/** An entry with its host's name and place, its pass's code and the guards' names. */
export interface EntryRow {
  id: number;
  communityId: number;
  kind: EntryKind;
  passId: number | null;
  passCode: string | null;
  visitorName: string;
  visitorPhone: string | null;
  people: number;
  vehiclePlate: string | null;
  residentId: number;
  hostName: string;
  hostAddress: string | null;
  hostApartment: string | null;
  checkedInAt: string;
  checkedInBy: string;
  checkedOutAt: string | null;
  checkedOutBy: string | null;
}
