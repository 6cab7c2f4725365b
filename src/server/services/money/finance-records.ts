/** Money (issue 5): a ledger row (kobo) as the API's FinanceRecord (naira). */
import type { LedgerEntryRow } from '../../db/schema.js';
import type { FinanceRecord } from '../../../shared/contract/finance.js';
import { koboToNaira } from '../../../shared/format.js';

/**
 * `receiptNumber`: the payment's, when the row was read with it (absent: none).
 * `reversedIds`: ids of entries known to be reversed (a reversal names them); an entry in it, or
 * a reversal itself, is not reversible.
 */
export function toFinanceRecord(
  row: LedgerEntryRow & { receiptNumber?: string | null },
  reversedIds?: ReadonlySet<number>,
): FinanceRecord {
  return {
    id: row.id,
    createdDate: row.entryDate,
    desc: row.description,
    debAmount: koboToNaira(Number(row.debitKobo)),
    credAmount: koboToNaira(Number(row.creditKobo)),
    payStatus: row.status,
    transactionId: row.transactionId,
    kind: row.kind,
    comId: row.communityId,
    residentId: row.residentId,
    projectId: row.projectId,
    reversesEntryId: row.reversesEntryId,
    reversible: row.kind !== 'reversal' && !(reversedIds?.has(row.id) ?? false),
    receiptNumber: row.receiptNumber ?? null,
  };
}
