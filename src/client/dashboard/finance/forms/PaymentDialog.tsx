import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { PaymentInput } from '../../../../shared/contract/ledger-writes';
import { todayInLagos, type PaymentMethod } from '../../../../shared/finance';
import { isBlank } from '../../../../shared/validation';
import { FinanceDialog, type FinanceFormDialogProps } from './FinanceDialog';
import { MoneyInput } from './MoneyInput';
import { PaymentFields } from './PaymentFields';
import { amountProblem, dateProblem, firstProblem, parseNaira, REQUIRED } from './moneyRules';
import { ProjectSelect, projectIdOf } from './ProjectSelect';
import { ResidentPicker, type ResidentChoice } from './ResidentPicker';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useLedgerWrite } from './useLedgerWrite';

/**
 * Record payment: `POST /api/Wallets/Payments` with an `Idempotency-Key` header, so a retry after
 * a lost answer returns the first payment instead of recording a second one.
 */
export function PaymentDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
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
      // The select offers only PAYMENT_METHODS, and a blank one was refused above.
      method: method as PaymentMethod,
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
      <PaymentFields
        texts="neighbourly.financeForms.payment"
        today={today}
        paymentDate={paymentDate}
        onPaymentDate={setPaymentDate}
        method={method}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
      <ProjectSelect value={project} onChange={setProject} />
    </FinanceDialog>
  );
}
