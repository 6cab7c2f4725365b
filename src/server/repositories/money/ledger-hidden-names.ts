/**
 * The finance lists' search when a Member may not see who paid (issue 16, point 9;
 * services/money/money-privacy.ts): the transaction id is searched on every row, the description
 * (which holds the payer's name and payment reference) only on rows of no resident and on the
 * Member's own, so a name typed into the search finds none of the rows it was taken from.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { searchCondition } from '../search.js';

/**
 * Whose names a reader sees: null, everyone's; otherwise only the rows of `ownResidentId` (the
 * Member's own resident record, null when they have none) and of no resident.
 */
export type HiddenNames = { ownResidentId: number | null } | null;

const DESCRIPTION = 'ledgerEntries.description';
const TRANSACTION_ID = 'ledgerEntries.transactionId';
const RESIDENT = sql.ref('ledgerEntries.residentId');

/** A finance list's search: the description and the transaction id, as `hidden` allows. */
export function financeSearch(
  searchText: string | undefined,
  hidden: HiddenNames,
): RawBuilder<SqlBool> {
  if (hidden === null) return searchCondition([DESCRIPTION, TRANSACTION_ID], searchText);
  const readable =
    hidden.ownResidentId === null
      ? sql<SqlBool>`${RESIDENT} is null`
      : sql<SqlBool>`(${RESIDENT} is null or ${RESIDENT} = ${hidden.ownResidentId})`;
  return sql<SqlBool>`(${searchCondition([TRANSACTION_ID], searchText)} or (${searchCondition([DESCRIPTION], searchText)} and ${readable}))`;
}
