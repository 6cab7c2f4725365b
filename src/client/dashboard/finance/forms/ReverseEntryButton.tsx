import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { TextInput, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import { formatDate, formatNaira } from '../../../../shared/format';
import { ENTRY_TEXT_MAX_LENGTH } from '../../../../shared/limits';
import { DialogForm } from '../../common/DialogForm';
import type { FinanceProvider } from '../../providers/methods/finance';
import { DialogFacts } from './DialogFacts';
import type { FinanceFormDialogProps } from './financeFormProps';
import { filledWith } from './moneyRules';

export interface ReverseEntryButtonProps {
  record: FinanceRecord;
  onDone?: () => void;
}

const TEXTS = 'neighbourly.financeForms.reverse';

/**
 * A ledger row's 'Reverse' icon button (administrators; not on a reversal or an entry already
 * reversed): a dialog shows the entry and asks why, then `reverseEntry` (`POST
 * /api/Wallets/{id}/Reverse { reason }`) writes the opposite entry. The entry's own community
 * applies, so the Super admin names none.
 */
export function ReverseEntryButton({ record, onDone }: ReverseEntryButtonProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'reversals', action: 'create' });
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form: remount it.
  const [opening, setOpening] = useState(0);
  if (isPending || !canAccess || !record.reversible) return null;
  const label = translate(`${TEXTS}.label`, { transactionId: record.transactionId });

  // On a clickable row (a Datagrid's rowClick): clicks here, in the dialog too (React bubbles
  // through portals), are this button's, not the row's.
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate(`${TEXTS}.tooltip`)} describeChild>
        <IconButton
          aria-label={label}
          color="warning"
          onClick={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          <UndoIcon />
        </IconButton>
      </Tooltip>
      <ReverseDialog
        key={opening}
        record={record}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onDone?.();
        }}
      />
    </Box>
  );
}

function ReverseDialog({
  record,
  open,
  onClose,
  onSaved,
}: FinanceFormDialogProps & { record: FinanceRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FinanceProvider>();
  const amount = record.credAmount > 0 ? record.credAmount : record.debAmount;
  const facts: [string, string][] = [
    ['date', formatDate(record.createdDate)],
    ['transaction', record.transactionId],
    ['description', record.desc],
    ['amount', formatNaira(amount)],
  ];

  return (
    <DialogForm
      open={open}
      title={`${TEXTS}.title`}
      onClose={onClose}
      defaultValues={{ reason: '' }}
      save={({ reason }: { reason: string }) => dataProvider.reverseEntry(record.id, reason.trim())}
      success="neighbourly.financeForms.reversed"
      onSaved={onSaved}
      saveLabel={`${TEXTS}.confirm`}
      saveColor="warning"
      saveIcon={<UndoIcon />}
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.intro`)}</Typography>
      <DialogFacts texts={TEXTS} facts={facts} />
      <TextInput
        source="reason"
        label={`${TEXTS}.reason`}
        validate={filledWith('neighbourly.financeForms.reasonRequired')}
        fullWidth
        autoFocus
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: ENTRY_TEXT_MAX_LENGTH } }}
      />
    </DialogForm>
  );
}
