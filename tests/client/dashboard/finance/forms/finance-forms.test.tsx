/**
 * The finance forms: who sees the buttons, Run billing, Record expense and reversing an entry.
 * Record payment is in payment-form.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FinanceActions,
  ReverseEntryButton,
} from '../../../../../src/client/dashboard/finance/forms/index';
import { parseNaira } from '../../../../../src/client/dashboard/finance/forms/moneyRules';
import { setChosenCommunity } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, memberUser, superAdminUser } from '../../fixtures';
import {
  ALL,
  argumentsOf,
  choose,
  expenseEntry,
  findToast,
  mountForms,
  open,
  save,
} from './formsHarness';

describe('parseNaira', () => {
  it('reads naira with optional thousands commas and at most two decimals', () => {
    expect(parseNaira('5000')).toBe(5000);
    expect(parseNaira(' 12,500.5 ')).toBe(12500.5);
    expect(parseNaira('0.01')).toBe(0.01);
    for (const bad of ['', '0', '0.00', '-1', '1.005', '1e3', '1,00', 'abc', '1000000000.01']) {
      expect(parseNaira(bad)).toBeNull();
    }
  });
});

describe('FinanceActions: who sees what', { timeout: 60_000 }, () => {
  it('renders nothing for a Member, nor a reverse button', async () => {
    mountForms(
      memberUser,
      <>
        <FinanceActions actions={ALL} />
        <ReverseEntryButton record={expenseEntry} />
      </>,
    );
    expect(await screen.findByText('role: Member')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the requested buttons, in order, to an administrator', async () => {
    mountForms(adminUser, <FinanceActions actions={['payment', 'billing']} />);
    const group = await screen.findByRole('group', { name: 'Finance actions' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Record payment', 'Run billing']);
  });

  it('disables the buttons for the Super admin until a community is chosen', async () => {
    mountForms(superAdminUser, <FinanceActions actions={ALL} />);
    const billing = await screen.findByRole('button', { name: 'Run billing' });
    expect(billing).toBeDisabled();
    expect(billing).toHaveAccessibleDescription(/Choose a community in the header/);
    expect(screen.getByRole('button', { name: 'Record expense' })).toBeDisabled();
  });
});

describe('Run billing', { timeout: 60_000 }, () => {
  it('has a labelled month (the current Lagos month), Cancel and Save', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    expect(month).toHaveAttribute('type', 'month');
    expect(month).toHaveValue(todayInLagos().slice(0, 7));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('runBilling')).toHaveLength(0);
  });

  // The POST, its CSRF header and the 201/200 reading are the provider's (financeDataProvider.test.ts).
  it("runs the month, toasts the server's message as a success and calls onDone", async () => {
    const onDone = vi.fn();
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} onDone={onDone} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    fireEvent.change(month, { target: { value: '2026-01' } });
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.billingDone)).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(argumentsOf(fake, 'runBilling')).toEqual([['2026-01']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('toasts "nothing more" (a month already billed) as information; a future month is refused first', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} />, {
      billedMonths: ['2026-01'],
    });
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    fireEvent.change(month, { target: { value: '2999-01' } });
    await save(user, dialog);
    // On the field, and toasted.
    await waitFor(() => expect(month).toHaveAccessibleDescription(messages.finance.invalidMonth));
    expect(await findToast(messages.finance.invalidMonth)).toBeInTheDocument();
    expect(fake.callsTo('runBilling')).toHaveLength(0);

    fireEvent.change(month, { target: { value: '2026-01' } });
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.billingNothingToDo)).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--info')).not.toBeNull();
  });

  it('shows progress on Save while the request is out, and fills the phone screen', async () => {
    // A phone: every media query (MUI's breakpoints.down('sm')) matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} />);
    const release = fake.pending('runBilling');
    const dialog = await open(user, 'Run billing');
    // MUI puts role=dialog on the paper.
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
    await save(user, dialog);
    const saving = await within(dialog).findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText(messages.finance.billingDone)).toBeInTheDocument();
  });

  // The chosen community in the request's body is the provider's (financeDataProvider.test.ts).
  it("lets the Super admin run the chosen community's month", async () => {
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const { user, fake } = mountForms(superAdminUser, <FinanceActions actions={ALL} />);
    await save(user, await open(user, 'Run billing'));
    expect(await screen.findByText(messages.finance.billingDone)).toBeInTheDocument();
    expect(argumentsOf(fake, 'runBilling')).toEqual([[todayInLagos().slice(0, 7)]]);
  });
});

describe('Record expense', { timeout: 60_000 }, () => {
  it('checks, then sends amount, date, description and project; toasts and calls onDone', async () => {
    const onDone = vi.fn();
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} onDone={onDone} />);
    const dialog = await open(user, 'Record expense');
    const date = within(dialog).getByLabelText(/^Expense date/);
    expect(date).toHaveValue(todayInLagos());
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '2500.25');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Description/), '  Diesel  ');
    fireEvent.change(date, { target: { value: '2026-02-10' } });
    await choose(user, dialog, /^Project \(optional\)/, 'Borehole');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.expenseRecorded)).toBeInTheDocument();
    expect(argumentsOf(fake, 'recordExpense')).toEqual([
      [{ amount: 2500.25, expenseDate: '2026-02-10', description: 'Diesel', projectId: 3 }],
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message, or the generic text when it gives none", async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={['expense']} />);
    fake.refuse('recordExpense', { message: messages.finance.invalidDate });
    const dialog = await open(user, 'Record expense');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '10');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Brooms');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.invalidDate)).toBeInTheDocument();
    fake.refuse('recordExpense', { message: '', status: 500 });
    await save(user, dialog);
    expect(await screen.findByText(messages.generic.failure)).toBeInTheDocument();
  });
});

describe('ReverseEntryButton', { timeout: 60_000 }, () => {
  it('is hidden when the entry is not reversible', async () => {
    mountForms(adminUser, <ReverseEntryButton record={{ ...expenseEntry, reversible: false }} />);
    expect(await screen.findByText('role: Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the entry, asks for a reason, then reverses it', async () => {
    const onDone = vi.fn();
    const rowClick = vi.fn();
    const { user, fake } = mountForms(
      superAdminUser,
      <div onClick={rowClick}>
        <ReverseEntryButton record={expenseEntry} onDone={onDone} />
      </div>,
    );
    const button = await screen.findByRole('button', { name: 'Reverse NBABCDEFGH2345' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    for (const text of ['Mar-04-2026', 'Generator diesel', 'NBABCDEFGH2345', '₦25,000.50']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    const confirm = within(dialog).getByRole('button', { name: 'Reverse' });
    await user.click(confirm);
    const reason = within(dialog).getByLabelText(/^Reason/);
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(messages.finance.reasonRequired),
    );
    expect(await findToast(messages.finance.reasonRequired)).toBeInTheDocument();
    expect(fake.callsTo('reverseEntry')).toHaveLength(0);

    await user.type(reason, 'Entered twice');
    await user.click(confirm);
    expect(await screen.findByText(messages.finance.reversed)).toBeInTheDocument();
    // The entry's own community applies: even the Super admin names none (the provider's path).
    expect(argumentsOf(fake, 'reverseEntry')).toEqual([[7, 'Entered twice']]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A clickable table row around the button never sees these clicks.
    expect(rowClick).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal (already reversed)", async () => {
    const { user, fake } = mountForms(adminUser, <ReverseEntryButton record={expenseEntry} />);
    fake.refuse('reverseEntry', { message: messages.finance.alreadyReversed, status: 409 });
    await user.click(await screen.findByRole('button', { name: 'Reverse NBABCDEFGH2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(messages.finance.alreadyReversed)).toBeInTheDocument();
  });
});
