import { DateInput, TextInput, useDataProvider } from 'react-admin';
import { todayInLagos } from '../../../../shared/finance';
import { ENTRY_TEXT_MAX_LENGTH } from '../../../../shared/limits';
import { DialogForm } from '../../common/DialogForm';
import { requiredText } from '../../common/validators';
import type { ExpenseValues, FinanceProvider } from '../../providers/methods/finance';
import type { FinanceFormDialogProps } from './financeFormProps';
import { MoneyInput } from './MoneyInput';
import { REQUIRED, businessDate, parseNaira } from './moneyRules';
import { ProjectInput, projectIdOf } from './ProjectInput';

/** The form's fields, named as the request's. */
interface ExpenseForm {
  amount: string;
  expenseDate: string;
  description: string;
  projectId: number | '' | null;
}

const expenseOf = (form: ExpenseForm): ExpenseValues => ({
  amount: parseNaira(form.amount)!,
  expenseDate: form.expenseDate,
  description: form.description.trim(),
  projectId: projectIdOf(form.projectId),
});

/** Record expense: `recordExpense` (`POST /api/Wallets/Expenses`), optionally against a project. */
export function ExpenseDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const dataProvider = useDataProvider<FinanceProvider>();
  const today = todayInLagos();
  const defaults: ExpenseForm = {
    amount: '',
    expenseDate: today,
    description: '',
    projectId: null,
  };
  return (
    <DialogForm
      open={open}
      title="neighbourly.financeForms.expense.title"
      onClose={onClose}
      defaultValues={defaults}
      save={(form: ExpenseForm) => dataProvider.recordExpense(expenseOf(form))}
      success="neighbourly.financeForms.expenseRecorded"
      onSaved={onSaved}
      invalidMessage={REQUIRED}
    >
      <MoneyInput />
      <DateInput
        source="expenseDate"
        label="neighbourly.financeForms.expense.date"
        validate={businessDate(today)}
        fullWidth
        slotProps={{ htmlInput: { max: today } }}
      />
      <TextInput
        source="description"
        label="neighbourly.financeForms.expense.description"
        validate={requiredText}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: ENTRY_TEXT_MAX_LENGTH } }}
      />
      <ProjectInput />
    </DialogForm>
  );
}
