import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { PaymentInput } from '../../../../shared/api-types';
import { PAYMENT_METHODS, todayInLagos } from '../../../../shared/finance';
import { isBlank } from '../../../../shared/validation';
import { FinanceDialog, type FinanceFormDialogProps } from './FinanceDialog';
import { MoneyInput } from './MoneyInput';
import { amountProblem, dateProblem, firstProblem, parseNaira, REQUIRED } from './moneyRules';
import { ProjectSelect, projectIdOf } from './ProjectSelect';
import { ResidentPicker, type ResidentChoice } from './ResidentPicker';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useLedgerWrite } from './useLedgerWrite';

/** The server's limit on a payment reference. */
const REFERENCE_MAX = 100;

/**
 * Record payment: `POST /api/Wallets/Payments` with an `Idempotency-Key` header, so a retry after
 * a lost answer returns the first payment instead of recording a second one.
 */
export function PaymentDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, saving } = useLedgerWrite();
  const idempotency = useIdempotencyKey();
  const today = todayInLagos();
  const [resident, setResident] = useState<ResidentChoice | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentDate, setPaymentDate] = useState(today);
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [project, setProject] = useState('');

  const submit = async () => {
    const problem = firstProblem(
      resident && !isBlank(method) ? null : REQUIRED,
      amountProblem(amount),
      dateProblem(paymentDate, today),
    );
    if (problem || !resident) {
      notify(problem ?? REQUIRED, { type: 'error' });
      return;
    }
    const payment: PaymentInput = {
      residentId: resident.id,
      amount: parseNaira(amount)!,
      paymentDate,
      method,
      reference: reference.trim(),
      projectId: projectIdOf(project),
    };
    const headers = { 'Idempotency-Key': idempotency.keyFor(payment) };
    const answer = await send('/api/Wallets/Payments', { ...payment }, { headers });
    if (!answer) return;
    idempotency.renew();
    notify('neighbourly.financeForms.paymentRecorded', { type: 'success' });
    onSaved();
  };

  return (
    <FinanceDialog
      open={open}
      title="neighbourly.financeForms.payment.title"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
    >
      <ResidentPicker value={resident} onChange={setResident} />
      <MoneyInput value={amount} onChange={setAmount} />
      <TextField
        type="date"
        label={translate('neighbourly.financeForms.payment.date')}
        value={paymentDate}
        onChange={(event) => setPaymentDate(event.target.value)}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        select
        label={translate('neighbourly.financeForms.payment.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        required
        fullWidth
      >
        {PAYMENT_METHODS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('neighbourly.financeForms.payment.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
      />
      <ProjectSelect value={project} onChange={setProject} />
    </FinanceDialog>
  );
}
