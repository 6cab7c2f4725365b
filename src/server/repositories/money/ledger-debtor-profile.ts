/**
 * One debtor's profile (issue 5 contract, "Reads"): the resident with what they owe, and the
 * ledger entries that changed it (owed_kobo != 0), newest first. Part of `ledgerReports`.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type {
  AddressesTable,
  ApartmentsTable,
  Database,
  LedgerEntryRow,
  ResidentsTable,
  UserRow,
} from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { changesOwed, exactKobo, total } from './ledger-sql.js';
import { fetchPage } from '../search.js';

/** A debtor's profile header: the resident with their account's contacts and place, in kobo. */
export type DebtorHeader = Pick<Selectable<ResidentsTable>, 'userId' | 'fullName' | 'imageFileId'> &
  Pick<UserRow, 'email' | 'mobileNumber'> &
  Pick<Selectable<AddressesTable>, 'address'> &
  Pick<Selectable<ApartmentsTable>, 'apartmentName' | 'principalId'> & {
    residentId: number;
    /** Exact (issue 12): summed by the database, read as text. */
    owedKobo: bigint;
  };

/** A line of a debtor's history (the entry's date and description renamed), in kobo. */
export type DebtLineRow = Pick<LedgerEntryRow, 'id' | 'transactionId' | 'owedKobo'> & {
  date: LedgerEntryRow['entryDate'];
  narration: LedgerEntryRow['description'];
};

export function debtorProfileReads(db: Kysely<Database>) {
  return {
    /** A resident of the community with what they owe (null when not of the community). */
    async debtorHeader(communityId: number, residentId: number): Promise<DebtorHeader | null> {
      const owed = db
        .selectFrom('ledgerEntries')
        .select(total(sql.ref('ledgerEntries.owedKobo')).as('kobo'))
        .where('ledgerEntries.residentId', '=', sql.ref<number>('residents.id'))
        .where(changesOwed);
      const row = await db
        .selectFrom('residents')
        .innerJoin('users', 'users.id', 'residents.userId')
        .innerJoin('addresses', 'addresses.id', 'residents.addressId')
        .innerJoin('apartments', 'apartments.id', 'residents.apartmentId')
        .select([
          'residents.id as residentId',
          'residents.userId',
          'residents.fullName',
          'users.email',
          'users.mobileNumber',
          'addresses.address',
          'apartments.apartmentName',
          'apartments.principalId',
          'residents.imageFileId',
          owed.as('owedKobo'),
        ])
        .where('residents.id', '=', residentId)
        .where('residents.communityId', '=', communityId)
        .executeTakeFirst();
      return row ? { ...row, owedKobo: exactKobo(row.owedKobo) } : null;
    },

    /** The entries that changed what the resident owes, newest first. */
    async debtHistory(residentId: number, page: Page): Promise<PagedList<DebtLineRow>> {
      const base = db
        .selectFrom('ledgerEntries')
        .where('ledgerEntries.residentId', '=', residentId)
        .where('ledgerEntries.owedKobo', '!=', 0);
      const found = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base
          .select([
            'ledgerEntries.id',
            'ledgerEntries.entryDate as date',
            'ledgerEntries.description as narration',
            'ledgerEntries.transactionId',
            'ledgerEntries.owedKobo',
          ])
          .orderBy('ledgerEntries.entryDate', 'desc')
          .orderBy('ledgerEntries.id', 'desc'),
        page,
      );
      return {
        ...found,
        records: found.records.map((line) => ({ ...line, owedKobo: Number(line.owedKobo) })),
      };
    },
  };
}
