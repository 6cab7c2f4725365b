import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Typography } from '@mui/material';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { todayInLagos } from '../../../../shared/finance';
import { DialogForm } from '../../common/DialogForm';
import type { BillingOutcome, FinanceProvider } from '../../providers/methods/finance';
import type { FinanceFormDialogProps } from './financeFormProps';
import { REQUIRED, billableMonth } from './moneyRules';

/** The server's words for what the run did, else ours. */
function outcomeOf(answer: BillingOutcome) {
  const fallback = answer.charged ? 'billingDone' : 'billingNothingToDo';
  const message = answer.message?.trim() ? answer.message : `neighbourly.financeForms.${fallback}`;
  return { message, type: answer.charged ? ('success' as const) : ('info' as const) };
}

/**
 * Run billing: `runBilling` (`POST /api/Wallets/Billing { month }`) charges each resident's
 * monthly fee once for the month. The server says what it did: 'billed' (a success toast) or
 * 'nothing more to charge' (an information toast, not an error: running it twice is safe).
 */
export function BillingDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FinanceProvider>();
  const today = todayInLagos();
  const currentMonth = today.slice(0, 7);
  return (
    <DialogForm
      open={open}
      title="neighbourly.financeForms.billing.title"
      onClose={onClose}
      defaultValues={{ month: currentMonth }}
      save={({ month }: { month: string }) => dataProvider.runBilling(month)}
      success={outcomeOf}
      onSaved={onSaved}
      invalidMessage={REQUIRED}
      saveIcon={<ReceiptLongIcon />}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('neighbourly.financeForms.billing.hint')}
      </Typography>
      <TextInput
        source="month"
        type="month"
        label="neighbourly.financeForms.billing.month"
        validate={billableMonth(today)}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentMonth } }}
      />
    </DialogForm>
  );
}
