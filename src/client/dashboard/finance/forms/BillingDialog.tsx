import { useState } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { todayInLagos } from '../../../../shared/finance';
import { FinanceDialog, type FinanceFormDialogProps } from './FinanceDialog';
import { monthProblem } from './moneyRules';
import { answerMessage, useLedgerWrite } from './useLedgerWrite';

/**
 * Run billing: `POST /api/Wallets/Billing { month }` charges each resident's monthly fee once for
 * the month. The server says what it did: 201 'billed' (a success toast) or 200 'nothing more
 * to charge' (an information toast, not an error: running it twice is safe).
 */
export function BillingDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, saving } = useLedgerWrite();
  const currentMonth = todayInLagos().slice(0, 7);
  const [month, setMonth] = useState(currentMonth);

  const submit = async () => {
    const problem = monthProblem(month);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    const answer = await send('/api/Wallets/Billing', { month });
    if (!answer) return;
    const charged = answer.status === 201;
    const fallback = charged ? 'billingDone' : 'billingNothingToDo';
    notify(answerMessage(answer.json) ?? `neighbourly.financeForms.${fallback}`, {
      type: charged ? 'success' : 'info',
    });
    onSaved();
  };

  return (
    <FinanceDialog
      open={open}
      title="neighbourly.financeForms.billing.title"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      saveIcon={<ReceiptLongIcon />}
    >
      <Typography color="text.secondary">
        {translate('neighbourly.financeForms.billing.hint')}
      </Typography>
      <TextField
        type="month"
        label={translate('neighbourly.financeForms.billing.month')}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentMonth } }}
      />
    </FinanceDialog>
  );
}
