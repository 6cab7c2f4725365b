import { useDataProvider } from 'react-admin';
import { todayInLagos, type PaymentMethod } from '../../../../shared/finance';
import { DialogForm } from '../../common/DialogForm';
import { requiredChoice } from '../../common/validators';
import { ResidentReferenceInput } from '../../pickers/ResidentReferenceInput';
import type { FinanceProvider, PaymentValues } from '../../providers/methods/finance';
import type { FinanceFormDialogProps } from './financeFormProps';
import { MoneyInput } from './MoneyInput';
import { REQUIRED, parseNaira } from './moneyRules';
import { PaymentInputs } from './PaymentInputs';
import { ProjectInput, projectIdOf } from './ProjectInput';
import { useIdempotencyKey } from './useIdempotencyKey';

/** The form's fields, named as the request's (the server's field errors find them). */
interface PaymentForm {
  residentId: number | null;
  amount: string;
  paymentDate: string;
  method: string;
  reference: string;
  projectId: number | '' | null;
}

/** The checked form as the contract's body. */
function paymentOf(form: PaymentForm): PaymentValues {
  return {
    residentId: Number(form.residentId),
    amount: parseNaira(form.amount)!,
    paymentDate: form.paymentDate,
    // The select offers only PAYMENT_METHODS, and a blank one is refused by its validator.
    method: form.method as PaymentMethod,
    reference: (form.reference ?? '').trim(),
    projectId: projectIdOf(form.projectId),
  };
}

/**
 * Record payment: `recordPayment` (`POST /api/Wallets/Payments`) with an `Idempotency-Key`, so a
 * retry after a lost answer returns the first payment instead of recording a second one.
 */
export function PaymentDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const dataProvider = useDataProvider<FinanceProvider>();
  const idempotency = useIdempotencyKey();
  const today = todayInLagos();
  const defaults: PaymentForm = {
    residentId: null,
    amount: '',
    paymentDate: today,
    method: '',
    reference: '',
    projectId: null,
  };

  const save = async (form: PaymentForm) => {
    const payment = paymentOf(form);
    const saved = await dataProvider.recordPayment(payment, idempotency.keyFor(payment));
    idempotency.renew();
    return saved;
  };

  return (
    <DialogForm
      open={open}
      title="neighbourly.financeForms.payment.title"
      onClose={onClose}
      defaultValues={defaults}
      save={save}
      success="neighbourly.financeForms.paymentRecorded"
      onSaved={onSaved}
      invalidMessage={REQUIRED}
    >
      <ResidentReferenceInput
        source="residentId"
        label="neighbourly.financeForms.payment.resident"
        validate={requiredChoice}
        helperText="neighbourly.financeForms.payment.resident_hint"
      />
      <MoneyInput />
      <PaymentInputs texts="neighbourly.financeForms.payment" today={today} />
      <ProjectInput />
    </DialogForm>
  );
}
