import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import { formatDate, formatNaira } from '../../../../shared/format';
import { ENTRY_TEXT_MAX_LENGTH } from '../../../../shared/limits';
import { isBlank } from '../../../../shared/validation';
import { useIsAdministrator } from '../../common/useIsAdministrator';
import { DialogFacts } from './DialogFacts';
import { FinanceDialog } from './FinanceDialog';
import { useLedgerWrite } from './useLedgerWrite';

export interface ReverseEntryButtonProps {
  record: FinanceRecord;
  onDone?: () => void;
}

const TEXTS = 'neighbourly.financeForms.reverse';

/**
 * A ledger row's 'Reverse' icon button (administrators; not on a reversal or an entry already
 * reversed): a dialog shows the entry and asks why, then `POST /api/Wallets/{id}/Reverse
 * { reason }` writes the opposite entry. The entry's own community applies, so the Super admin
 * names none.
 */
export function ReverseEntryButton({ record, onDone }: ReverseEntryButtonProps) {
  const translate = useTranslate();
  const { isAdministrator, isPending } = useIsAdministrator();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  if (isPending || !isAdministrator || !record.reversible) return null;
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

interface ReverseDialogProps {
  record: FinanceRecord;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function ReverseDialog({ record, open, onClose, onSaved }: ReverseDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, saving } = useLedgerWrite();
  const [reason, setReason] = useState('');
  const amount = record.credAmount > 0 ? record.credAmount : record.debAmount;
  const facts: [string, string][] = [
    ['date', formatDate(record.createdDate)],
    ['transaction', record.transactionId],
    ['description', record.desc],
    ['amount', formatNaira(amount)],
  ];

  const submit = async () => {
    if (isBlank(reason)) {
      notify('neighbourly.financeForms.reasonRequired', { type: 'error' });
      return;
    }
    const url = `/api/Wallets/${encodeURIComponent(String(record.id))}/Reverse`;
    const answer = await send(url, { reason: reason.trim() }, { scoped: false });
    if (!answer) return;
    notify('neighbourly.financeForms.reversed', { type: 'success' });
    onSaved();
  };

  return (
    <FinanceDialog
      open={open}
      title={`${TEXTS}.title`}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      saveLabel={`${TEXTS}.confirm`}
      saveColor="warning"
      saveIcon={<UndoIcon />}
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.intro`)}</Typography>
      <DialogFacts texts={TEXTS} facts={facts} />
      <TextField
        label={translate(`${TEXTS}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: ENTRY_TEXT_MAX_LENGTH } }}
      />
    </FinanceDialog>
  );
}
