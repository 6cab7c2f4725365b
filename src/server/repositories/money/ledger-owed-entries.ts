/**
 * The entries that changed what some residents owe (owed_kobo != 0), each payment with the entry it
 * was made to pay (an advert's payment: the advert's fee), for describing what a page of debtors
 * owe (services/money/unpaid-items.ts). One query over only the given residents: read from the
 * owed index per resident (migration 008), the advert through its unique payment_entry_id.
 * Part of the `ledgerReports` repository.
 */
import type { Kysely } from 'kysely';
import type { Database, LedgerEntryRow } from '../../db/schema.js';
import { changesOwed } from './ledger-sql.js';

/** An owed entry of a resident, in kobo (the shape unpaid-items.ts reads). */
export type OwedEntryRow = Pick<
  LedgerEntryRow,
  'id' | 'kind' | 'entryDate' | 'billingMonth' | 'reversesEntryId'
> & {
  residentId: number;
  owedKobo: number;
  /** The entry this payment was made to pay, else null. */
  paysEntryId: number | null;
};

export function owedEntryReads(db: Kysely<Database>) {
  return {
    /** Every owed entry of the residents, grouped by resident (an empty list for none). */
    async owedEntriesOf(residentIds: readonly number[]): Promise<Map<number, OwedEntryRow[]>> {
      const byResident = new Map<number, OwedEntryRow[]>(residentIds.map((id) => [id, []]));
      if (residentIds.length === 0) return byResident;
      const rows = await db
        .selectFrom('ledgerEntries')
        .leftJoin('adverts', 'adverts.paymentEntryId', 'ledgerEntries.id')
        .select([
          'ledgerEntries.id',
          'ledgerEntries.residentId',
          'ledgerEntries.kind',
          'ledgerEntries.owedKobo',
          'ledgerEntries.entryDate',
          'ledgerEntries.billingMonth',
          'ledgerEntries.reversesEntryId',
          'adverts.feeEntryId as paysEntryId',
        ])
        .where('ledgerEntries.residentId', 'in', [...residentIds])
        .where(changesOwed)
        .execute();
      for (const row of rows) {
        byResident.get(row.residentId!)?.push({
          ...row,
          residentId: row.residentId!,
          // A single entry's amount is capped (issue 12): a number holds it exactly.
          owedKobo: Number(row.owedKobo),
          paysEntryId: row.paysEntryId ?? null,
        });
      }
      return byResident;
    },
  };
}
