import { useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { ExpenseInput } from '../../../../shared/contract/ledger-writes';
import { todayInLagos } from '../../../../shared/finance';
import { ENTRY_TEXT_MAX_LENGTH } from '../../../../shared/limits';
import { isBlank } from '../../../../shared/validation';
import { FinanceDialog, type FinanceFormDialogProps } from './FinanceDialog';
import { MoneyInput } from './MoneyInput';
import { amountProblem, dateProblem, firstProblem, parseNaira, REQUIRED } from './moneyRules';
import { ProjectSelect, projectIdOf } from './ProjectSelect';
import { useLedgerWrite } from './useLedgerWrite';

/** Record expense: `POST /api/Wallets/Expenses`, optionally against a project. */
export function ExpenseDialog({ open, onClose, onSaved }: FinanceFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { send, saving } = useLedgerWrite();
  const today = todayInLagos();
  const [amount, setAmount] = useState('');
  const [expenseDate, setExpenseDate] = useState(today);
  const [description, setDescription] = useState('');
  const [project, setProject] = useState('');

  const submit = async () => {
    const problem = firstProblem(
      isBlank(description) ? REQUIRED : null,
      amountProblem(amount),
      dateProblem(expenseDate, today),
    );
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    const expense: ExpenseInput = {
      amount: parseNaira(amount)!,
      expenseDate,
      description: description.trim(),
      projectId: projectIdOf(project),
    };
    const answer = await send('/api/Wallets/Expenses', { ...expense });
    if (!answer) return;
    notify('neighbourly.financeForms.expenseRecorded', { type: 'success' });
    onSaved();
  };

  return (
    <FinanceDialog
      open={open}
      title="neighbourly.financeForms.expense.title"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
    >
      <MoneyInput value={amount} onChange={setAmount} />
      <TextField
        type="date"
        label={translate('neighbourly.financeForms.expense.date')}
        value={expenseDate}
        onChange={(event) => setExpenseDate(event.target.value)}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        label={translate('neighbourly.financeForms.expense.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: ENTRY_TEXT_MAX_LENGTH } }}
      />
      <ProjectSelect value={project} onChange={setProject} />
    </FinanceDialog>
  );
}
