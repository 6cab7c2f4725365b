import { Box } from '@mui/material';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import { ActionsColumn } from '../../common/Columns';
import { ReverseEntryButton } from '../forms';
import { ReceiptButton } from './ReceiptButton';

// Apart from FinanceColumns: the overview's transactions (on the dashboard's first page) have no
// reverse button, so its dialog and form stay in the finance pages' chunks.

/** A row's reverse button, for the table's column and a phone list's row end (financePhone). */
export const reverseAction = (onDone: () => void) => (record: object) => (
  <ReverseEntryButton record={record as unknown as FinanceRecord} onDone={onDone} />
);

/**
 * A payment row's 'Download receipt' button (issue 18; for whoever may download it) and, for
 * administrators (`canReverse`), the reverse button: the wallet's and income's row actions.
 */
export const entryActions = (onDone: () => void, canReverse: boolean) => (record: object) => (
  // One above the other: the wallet's table has no room for a wider actions column (issue 16's
  // layout sweep: nothing cut at 1920 px).
  <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
    <ReceiptButton record={record as unknown as FinanceRecord} />
    {canReverse ? reverseAction(onDone)(record) : null}
  </Box>
);

/**
 * The administrators' reverse button of a ledger row, under the screen-reader-only 'Actions'
 * header every button column has; `onDone` refreshes the page's figures.
 */
export function ReverseColumn({ onDone }: { onDone: () => void }) {
  return <ActionsColumn align="right" sx={{ py: 0 }} render={reverseAction(onDone)} />;
}

/** The row actions of the wallet and income (entryActions) under the 'Actions' header. */
export function EntryActionsColumn({
  onDone,
  canReverse,
}: {
  onDone: () => void;
  canReverse: boolean;
}) {
  return (
    <ActionsColumn
      align="right"
      sx={{ py: 0, whiteSpace: 'nowrap' }}
      render={entryActions(onDone, canReverse)}
    />
  );
}
