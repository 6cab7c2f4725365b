import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import { Column } from '../../common/Columns';
import { ReverseEntryButton } from '../forms';

// Apart from FinanceColumns: the overview's transactions (on the dashboard's first page) have no
// reverse button, so its dialog and form stay in the finance pages' chunks.

/** The header 'Actions' exists for screen readers only; the cell holds the reverse button. */
function ActionsHeader() {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // '1px', not 1: MUI reads a width or height of 1 as 100%.
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {translate('neighbourly.finance.actions')}
    </Box>
  );
}

/** A row's reverse button, for the table's column and a phone list's row end (financePhone). */
export const reverseAction = (onDone: () => void) => (record: object) => (
  <ReverseEntryButton record={record as unknown as FinanceRecord} onDone={onDone} />
);

/** The administrators' reverse button of a ledger row; `onDone` refreshes the page's figures. */
export function ReverseColumn({ onDone }: { onDone: () => void }) {
  return (
    <Column label={<ActionsHeader />} align="right" sx={{ py: 0 }} render={reverseAction(onDone)} />
  );
}
