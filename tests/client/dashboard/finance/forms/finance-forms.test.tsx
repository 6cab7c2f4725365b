/**
 * The finance forms: who sees the buttons, Run billing, Record expense and reversing an entry.
 * Record payment is in payment-form.test.tsx.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FinanceActions,
  ReverseEntryButton,
} from '../../../../../src/client/dashboard/finance/forms/index';
import { parseNaira } from '../../../../../src/client/dashboard/finance/forms/moneyRules';
import { setChosenCommunity } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';
import {
  CSRF_TOKEN,
  adminUser,
  jsonResponse,
  memberUser,
  signIn,
  superAdminUser,
} from '../../fixtures';
import {
  ALL,
  choose,
  expenseEntry,
  findToast,
  formsApi,
  open,
  posts,
  renderForms,
  save,
} from './formsHarness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    formsApi();
    signIn(memberUser);
    renderForms(
      <>
        <FinanceActions actions={ALL} />
        <ReverseEntryButton record={expenseEntry} />
      </>,
    );
    expect(await screen.findByText('role: Member')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the requested buttons, in order, to an administrator', async () => {
    formsApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={['payment', 'billing']} />);
    const group = await screen.findByRole('group', { name: 'Finance actions' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Record payment', 'Run billing']);
  });

  it('disables the buttons for the Super admin until a community is chosen', async () => {
    formsApi();
    signIn(superAdminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const billing = await screen.findByRole('button', { name: 'Run billing' });
    expect(billing).toBeDisabled();
    expect(billing).toHaveAccessibleDescription(/Choose a community in the header/);
    expect(screen.getByRole('button', { name: 'Record expense' })).toBeDisabled();
  });
});

describe('Run billing', { timeout: 60_000 }, () => {
  it('has a labelled month (the current Lagos month), Cancel and Save', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    expect(month).toHaveAttribute('type', 'month');
    expect(month).toHaveValue(todayInLagos().slice(0, 7));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("POSTs the month, toasts the server's message as a success (201) and calls onDone", async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const fetchMock = formsApi(() =>
      jsonResponse(
        { month: '2026-01', chargedCount: 3, totalCharged: 15000, message: 'Billed 3' },
        201,
      ),
    );
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} onDone={onDone} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    fireEvent.change(month, { target: { value: '2026-01' } });
    await save(user, dialog);
    expect(await screen.findByText('Billed 3')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({ url: '/api/Wallets/Billing', body: { month: '2026-01' } }),
    ]);
    // A write: no bearer, the CSRF cookie's value echoed in its header.
    expect(posts(fetchMock)[0]!.headers.get('Authorization')).toBeNull();
    expect(posts(fetchMock)[0]!.headers.get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('toasts "nothing more" (200) as information; a future month is refused first', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi(() =>
      jsonResponse({ chargedCount: 0, message: messages.finance.billingNothingToDo }, 200),
    );
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    fireEvent.change(month, { target: { value: '2999-01' } });
    await save(user, dialog);
    // On the field, and toasted.
    await waitFor(() => expect(month).toHaveAccessibleDescription(messages.finance.invalidMonth));
    expect(await findToast(messages.finance.invalidMonth)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(month, { target: { value: '2026-01' } });
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.billingNothingToDo)).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--info')).not.toBeNull();
  });

  it('shows progress on Save while the request is out, and fills the phone screen', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (response: Response) => void = () => undefined;
    formsApi(() => new Promise<Response>((resolve) => (finish = resolve)));
    // A phone: every media query (MUI's breakpoints.down('sm')) matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Run billing');
    // MUI puts role=dialog on the paper.
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
    await save(user, dialog);
    const saving = await within(dialog).findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish(jsonResponse({ message: 'Billed' }, 201));
    expect(await screen.findByText('Billed')).toBeInTheDocument();
  });

  it("the Super admin's run names the chosen community", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi(() => jsonResponse({ message: 'Billed' }, 201));
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    renderForms(<FinanceActions actions={ALL} />);
    await save(user, await open(user, 'Run billing'));
    expect(await screen.findByText('Billed')).toBeInTheDocument();
    expect(posts(fetchMock)[0]!.body).toEqual({
      month: todayInLagos().slice(0, 7),
      communityId: 4,
    });
  });
});

describe('Record expense', { timeout: 60_000 }, () => {
  it('checks, then POSTs amount, date, description and project; toasts and calls onDone', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const fetchMock = formsApi(() => jsonResponse({ id: 9 }, 201));
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} onDone={onDone} />);
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
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        url: '/api/Wallets/Expenses',
        body: { amount: 2500.25, expenseDate: '2026-02-10', description: 'Diesel', projectId: 3 },
      }),
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message, or the generic text when it gives none", async () => {
    const user = userEvent.setup({ delay: null });
    let answer = jsonResponse({ message: messages.finance.invalidDate }, 400);
    formsApi(() => answer);
    signIn(adminUser);
    renderForms(<FinanceActions actions={['expense']} />);
    const dialog = await open(user, 'Record expense');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '10');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Brooms');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.invalidDate)).toBeInTheDocument();
    answer = new Response('oops', { status: 500 });
    await save(user, dialog);
    expect(await screen.findByText(messages.generic.failure)).toBeInTheDocument();
  });
});

describe('ReverseEntryButton', { timeout: 60_000 }, () => {
  it('is hidden when the entry is not reversible', async () => {
    formsApi();
    signIn(adminUser);
    renderForms(<ReverseEntryButton record={{ ...expenseEntry, reversible: false }} />);
    expect(await screen.findByText('role: Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the entry, asks for a reason, then POSTs the reversal', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const fetchMock = formsApi(() => jsonResponse({ id: 8, kind: 'reversal' }, 201));
    signIn(superAdminUser);
    const rowClick = vi.fn();
    renderForms(
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
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(reason, 'Entered twice');
    await user.click(confirm);
    expect(await screen.findByText(messages.finance.reversed)).toBeInTheDocument();
    // The entry's own community applies: even the Super admin names none.
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({ url: '/api/Wallets/7/Reverse', body: { reason: 'Entered twice' } }),
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A clickable table row around the button never sees these clicks.
    expect(rowClick).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal (already reversed)", async () => {
    const user = userEvent.setup({ delay: null });
    formsApi(() => jsonResponse({ message: messages.finance.alreadyReversed }, 409));
    signIn(adminUser);
    renderForms(<ReverseEntryButton record={expenseEntry} />);
    await user.click(await screen.findByRole('button', { name: 'Reverse NBABCDEFGH2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(messages.finance.alreadyReversed)).toBeInTheDocument();
  });
});
