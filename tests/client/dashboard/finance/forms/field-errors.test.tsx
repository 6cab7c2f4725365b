/**
 * Each finance form shows what is wrong on the field at fault: its own check before sending (a bad
 * amount, a future date) and the server's `{ message, errors: { <field>: <text> } }` after, on the
 * field the request names (the forms' fields carry the request's property names).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FinanceActions,
  ReverseEntryButton,
} from '../../../../../src/client/dashboard/finance/forms/index';
import { messages } from '../../../../../src/shared/messages';
import { adminUser } from '../../fixtures';
import {
  choose,
  chooseResident,
  expenseEntry,
  findToast,
  mountForms,
  open,
  save,
} from './formsHarness';

const FIX_FIELDS = 'Please correct the highlighted fields.';

/** The server's answer to a refused input, naming one field. */
const refusal = (field: string, text: string) => ({
  message: FIX_FIELDS,
  errors: { [field]: text },
});

describe('finance forms: errors on their fields', { timeout: 120_000 }, () => {
  it('Record payment: a bad amount before sending; the server refusing the resident after', async () => {
    const onDone = vi.fn();
    const { user, fake } = mountForms(
      adminUser,
      <FinanceActions actions={['payment']} onDone={onDone} />,
    );
    fake.refuse(
      'recordPayment',
      refusal('residentId', 'Resident must be a resident of this community'),
    );
    const dialog = await open(user, 'Record payment');
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    await user.type(amount, '10.555');
    await save(user, dialog);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(messages.finance.invalidAmount));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('recordPayment')).toHaveLength(0);

    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.clear(amount);
    await user.type(amount, '100');
    await choose(user, dialog, /^Payment method/, 'Cash');
    await save(user, dialog);
    const resident = within(dialog).getByRole('combobox', { name: /^Resident/ });
    await waitFor(() =>
      expect(resident).toHaveAccessibleDescription('Resident must be a resident of this community'),
    );
    expect(resident).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('recordPayment')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Record expense: a future date before sending; the server refusing the description after', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={['expense']} />);
    fake.refuse(
      'recordExpense',
      refusal('description', 'Description must be at most 500 characters long'),
    );
    const dialog = await open(user, 'Record expense');
    const date = within(dialog).getByLabelText(/^Expense date/);
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '40');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Brooms');
    await save(user, dialog);
    await waitFor(() => expect(date).toHaveAccessibleDescription(messages.finance.invalidDate));
    expect(fake.callsTo('recordExpense')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2026-02-10' } });
    await save(user, dialog);
    const description = within(dialog).getByLabelText(/^Description/);
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(
        'Description must be at most 500 characters long',
      ),
    );
    expect(fake.callsTo('recordExpense')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record expense' })).toBeInTheDocument();
  });

  it("Run billing: the server's text for the month lands on the month", async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={['billing']} />);
    fake.refuse('runBilling', refusal('month', messages.finance.invalidMonth));
    const dialog = await open(user, 'Run billing');
    await save(user, dialog);
    const month = within(dialog).getByLabelText(/^Month/);
    await waitFor(() => expect(month).toHaveAccessibleDescription(messages.finance.invalidMonth));
    expect(await findToast(messages.finance.invalidMonth)).toBeInTheDocument();
  });

  it("Reverse entry: the server's text for the reason lands on the reason", async () => {
    const { user, fake } = mountForms(adminUser, <ReverseEntryButton record={expenseEntry} />);
    fake.refuse('reverseEntry', refusal('reason', 'Reason must be at most 500 characters long'));
    await user.click(await screen.findByRole('button', { name: 'Reverse NBABCDEFGH2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.type(reason, 'Typed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Reason must be at most 500 characters long'),
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });
});
