/**
 * One debtor's profile (issue 5 contract, "Reads"): the resident with what they owe, and the
 * ledger entries that changed it (owed_kobo != 0), newest first. Part of `ledgerReports`.
 */
import { sql, type Kysely } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Database } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { changesOwed, exactKobo, total } from './ledger-sql.js';
import { fetchPage } from '../search.js';

/** A debtor's profile header, in kobo. */
export interface DebtorHeader {
  residentId: number;
  userId: number;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  address: string;
  apartmentName: string;
  principalId: string;
  imageFileId: string | null;
  /** Exact (issue 12): summed by the database, read as text. */
  owedKobo: bigint;
}

/** A line of a debtor's history, in kobo. */
export interface DebtLineRow {
  id: number;
  date: string;
  narration: string;
  transactionId: string;
  owedKobo: number;
}

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
