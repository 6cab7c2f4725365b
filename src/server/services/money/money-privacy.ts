/**
 * What a reader sees of other residents' money (issue 16, point 9): the one rule behind the
 * finance lists (wallet, income, expenses, the overview's transactions) and their CSV exports.
 * Administrators and the Super admin see every name; a Member sees other residents' names and
 * payment references only where the community's "Members see who paid" is on. Otherwise a row of
 * another resident keeps its date, amount, status and transaction id, but its description
 * (which holds the payer's name and reference) becomes a neutral text and its resident is left
 * out; the Member's own rows and rows of no resident (expenses) stay whole. Searching follows the
 * same rule in SQL (ledger-reports-repository.ts), so a name typed into the search finds none of
 * the rows it was taken from. The debtors keep their stricter rule (routes/api/residents/
 * finance.ts): a Member sees only their own debt whatever the setting.
 */
import { messages } from '../../../shared/messages.js';
import type { HiddenNames } from '../../repositories/money/ledger-hidden-names.js';
import type { FinanceRow } from '../../repositories/money/ledger-reports-repository.js';

export type { HiddenNames };

export interface MoneyReader {
  administers: boolean;
  residentId: number | null;
}

export function hiddenNamesFor(reader: MoneyReader, membersSeeWhoPaid: boolean): HiddenNames {
  if (reader.administers || membersSeeWhoPaid) return null;
  return { ownResidentId: reader.residentId };
}

/** True when the row is another resident's and the reader may not see whose. */
function isHidden(row: FinanceRow, hidden: HiddenNames): boolean {
  return hidden !== null && row.residentId !== null && row.residentId !== hidden.ownResidentId;
}

/** The row as the reader may see it: another resident's without their name or reference. */
export function withNamesHidden(row: FinanceRow, hidden: HiddenNames): FinanceRow {
  if (!isHidden(row, hidden)) return row;
  const description =
    row.kind === 'reversal'
      ? messages.finance.otherResidentReversal
      : messages.finance.otherResidentPayment;
  return { ...row, description, residentId: null, reference: '', reason: '' };
}

export function rowsWithNamesHidden(rows: FinanceRow[], hidden: HiddenNames): FinanceRow[] {
  return hidden === null ? rows : rows.map((row) => withNamesHidden(row, hidden));
}
