import type { FinanceRecord } from '../../../../shared/contract/finance';
import { ActionsColumn } from '../../common/Columns';
import { ReverseEntryButton } from '../forms';

// Apart from FinanceColumns: the overview's transactions (on the dashboard's first page) have no
// reverse button, so its dialog and form stay in the finance pages' chunks.

/** A row's reverse button, for the table's column and a phone list's row end (financePhone). */
export const reverseAction = (onDone: () => void) => (record: object) => (
  <ReverseEntryButton record={record as unknown as FinanceRecord} onDone={onDone} />
);

/**
 * The administrators' reverse button of a ledger row, under the screen-reader-only 'Actions'
 * header every button column has; `onDone` refreshes the page's figures.
 */
export function ReverseColumn({ onDone }: { onDone: () => void }) {
  return <ActionsColumn align="right" sx={{ py: 0 }} render={reverseAction(onDone)} />;
}
