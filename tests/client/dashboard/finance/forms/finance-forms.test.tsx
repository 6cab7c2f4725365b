import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../../../src/client/common/Toasts';
import {
  FinanceActions,
  ReverseEntryButton,
} from '../../../../../src/client/dashboard/finance/forms/index';
import { parseNaira } from '../../../../../src/client/dashboard/finance/forms/moneyRules';
import { ToastNotification } from '../../../../../src/client/dashboard/layout/ToastNotification';
import { authProvider } from '../../../../../src/client/dashboard/providers/authProvider';
import { dataProvider } from '../../../../../src/client/dashboard/providers/dataProvider';
import { i18nProvider } from '../../../../../src/client/dashboard/providers/i18nProvider';
import { setChosenCommunity } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance';
import { todayInLagos } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';
import {
  CSRF_TOKEN,
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../../fixtures';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const emeka = { id: 15, fullName: 'Emeka Nwosu', address: '4 Palm Close' };
const amaka = { id: 16, fullName: 'Amaka Obi', address: '9 Unity Road' };
const borehole = { id: 3, projectName: 'Borehole' };
const page = (records: object[]) => jsonResponse({ records, totalRecordCount: records.length });

const expenseEntry: FinanceRecord = {
  id: 7,
  createdDate: '2026-03-04',
  desc: 'Generator diesel',
  debAmount: 25000.5,
  credAmount: 0,
  payStatus: 'paid',
  transactionId: 'NBABCDEFGH2345',
  kind: 'expense',
  comId: 1,
  residentId: null,
  projectId: null,
  reversesEntryId: null,
  reversible: true,
};

type Write = (url: string, init: RequestInit) => Response | Promise<Response>;

/** The reads the forms make, and `write` for every POST. */
function financeApi(write: Write = () => jsonResponse({}, 201)) {
  const fetchMock = mockFetch((url) => {
    if (url.startsWith('/api/Residents?')) {
      const search = new URL(url, 'http://x').searchParams.get('SearchText') ?? '';
      return page([emeka, amaka].filter((r) => r.fullName.includes(search)));
    }
    if (url.startsWith('/api/Projects?')) return page([borehole]);
    return undefined;
  });
  const read = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) =>
    init.method === 'POST' ? write(String(input), init) : read(input, init),
  );
  return fetchMock;
}

function posts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init!.body)) as Record<string, unknown>,
      headers: new Headers(init!.headers),
    }));
}

function RoleLoaded() {
  const { permissions, isPending } = usePermissions<string>();
  return isPending ? null : <p>role: {permissions}</p>;
}

function renderForms(ui: ReactNode) {
  return render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
    >
      <ToastNotification />
      {ui}
      <RoleLoaded />
      <Toasts />
    </AdminContext>,
  );
}

const ALL = ['billing', 'payment', 'expense'] as const;

async function open(user: UserEvent, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

async function chooseResident(user: UserEvent, dialog: HTMLElement, search: string, name: string) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Resident/ }), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

async function choose(user: UserEvent, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const save = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Save' }));

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
    financeApi();
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
    financeApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={['payment', 'billing']} />);
    const group = await screen.findByRole('group', { name: 'Finance actions' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Record payment', 'Run billing']);
  });

  it('disables the buttons for the Super admin until a community is chosen', async () => {
    financeApi();
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
    const user = userEvent.setup();
    const fetchMock = financeApi();
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
    const user = userEvent.setup();
    const onDone = vi.fn();
    const fetchMock = financeApi(() =>
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
    const user = userEvent.setup();
    const fetchMock = financeApi(() =>
      jsonResponse({ chargedCount: 0, message: messages.finance.billingNothingToDo }, 200),
    );
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Run billing');
    const month = within(dialog).getByLabelText(/^Month/);
    fireEvent.change(month, { target: { value: '2999-01' } });
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.invalidMonth)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(month, { target: { value: '2026-01' } });
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.billingNothingToDo)).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--info')).not.toBeNull();
  });

  it('shows progress on Save while the request is out, and fills the phone screen', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    financeApi(() => new Promise<Response>((resolve) => (finish = resolve)));
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
    const user = userEvent.setup();
    const fetchMock = financeApi(() => jsonResponse({ message: 'Billed' }, 201));
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

describe('Record payment', { timeout: 60_000 }, () => {
  it('has labelled fields: resident, amount with its NGN value, date, method, reference, project', async () => {
    const user = userEvent.setup();
    financeApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    expect(within(dialog).getByRole('combobox', { name: /^Resident/ })).toBeRequired();
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    await user.type(amount, '5000.5');
    expect(amount).toHaveAccessibleDescription('₦5,000.50');
    await user.clear(amount);
    await user.type(amount, '12,500');
    expect(amount).toHaveAccessibleDescription('₦12,500.00');
    const date = within(dialog).getByLabelText(/^Payment date/);
    expect(date).toHaveValue(todayInLagos());
    expect(date).toHaveAttribute('max', todayInLagos());
    expect(within(dialog).getByRole('combobox', { name: /^Payment method/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reference (optional)')).not.toBeRequired();
    await choose(user, dialog, /^Project \(optional\)/, 'Borehole');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('searches residents on the server and shows their addresses', async () => {
    const user = userEvent.setup();
    const fetchMock = financeApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await user.type(within(dialog).getByRole('combobox', { name: /^Resident/ }), 'Amaka');
    const option = await screen.findByRole('option', { name: /Amaka Obi/ });
    expect(option).toHaveTextContent('9 Unity Road');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/api/Residents?PageSize=10&SearchText=Amaka'),
      ).toBe(true),
    );
    // The server's answer replaces the unfiltered list.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Emeka/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses blank fields and bad amounts before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = financeApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.required)).toBeInTheDocument();
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await choose(user, dialog, /^Payment method/, 'Cash');
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    for (const bad of ['10.555', '0', '-5', 'abc']) {
      await user.clear(amount);
      await user.type(amount, bad);
      await save(user, dialog);
      expect(await screen.findAllByText(messages.finance.invalidAmount)).not.toHaveLength(0);
    }
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the payment with one Idempotency-Key, reused on a retry, new after success', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    let failNext = true;
    const fetchMock = financeApi(() => {
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse({ id: 30, transactionId: 'NB2222' }, 201);
    });
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} onDone={onDone} />);
    let dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '5000.50');
    await choose(user, dialog, /^Payment method/, 'Bank transfer');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), ' TRF-001 ');
    await choose(user, dialog, /^Project \(optional\)/, 'Borehole');
    await save(user, dialog);
    // The connection dropped: the generic text, the dialog stays open with its values.
    expect(await screen.findByText(messages.generic.failure)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.paymentRecorded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);

    const [first, retry] = posts(fetchMock);
    expect(first!.url).toBe('/api/Wallets/Payments');
    expect(first!.body).toEqual({
      residentId: 15,
      amount: 5000.5,
      paymentDate: todayInLagos(),
      method: 'Bank transfer',
      reference: 'TRF-001',
      projectId: 3,
    });
    expect(first!.headers.get('Content-Type')).toBe('application/json');
    const key = first!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers.get('Idempotency-Key')).toBe(key);
    expect(retry!.body).toEqual(first!.body);

    // The next payment, even with the same values, is a new one.
    dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '5000.50');
    await choose(user, dialog, /^Payment method/, 'Bank transfer');
    await save(user, dialog);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    const third = posts(fetchMock)[2]!;
    expect(third.body).toMatchObject({ reference: '', projectId: null });
    expect(third.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it('a changed amount after a failure is a new submission with a new key', async () => {
    const user = userEvent.setup();
    const fetchMock = financeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    signIn(adminUser);
    renderForms(<FinanceActions actions={['payment']} />);
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    await user.type(amount, '500');
    await choose(user, dialog, /^Payment method/, 'Cash');
    await save(user, dialog);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await user.type(amount, '0');
    await save(user, dialog);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    const [first, second] = posts(fetchMock).map((post) => post.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    financeApi(() => jsonResponse({ message: messages.reference.wrongCommunity }, 400));
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} onDone={onDone} />);
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '100');
    await choose(user, dialog, /^Payment method/, 'POS');
    await save(user, dialog);
    expect(await screen.findByText(messages.reference.wrongCommunity)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("the Super admin's payment and searches name the chosen community", async () => {
    const user = userEvent.setup();
    const fetchMock = financeApi(() => jsonResponse({ id: 1 }, 201));
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '100');
    await choose(user, dialog, /^Payment method/, 'Cash');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.paymentRecorded)).toBeInTheDocument();
    expect(posts(fetchMock)[0]!.body).toMatchObject({ residentId: 15, communityId: 4 });
    const reads = fetchMock.mock.calls.map(([url]) => String(url));
    expect(reads).toContain('/api/Residents?PageSize=10&SearchText=Emeka&communityId=4');
    expect(reads).toContain('/api/Projects?PageSize=100&PageNumber=1&communityId=4');
  });
});

describe('Record expense', { timeout: 60_000 }, () => {
  it('checks, then POSTs amount, date, description and project; toasts and calls onDone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const fetchMock = financeApi(() => jsonResponse({ id: 9 }, 201));
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
    const user = userEvent.setup();
    let answer = jsonResponse({ message: messages.finance.invalidDate }, 400);
    financeApi(() => answer);
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
    financeApi();
    signIn(adminUser);
    renderForms(<ReverseEntryButton record={{ ...expenseEntry, reversible: false }} />);
    expect(await screen.findByText('role: Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the entry, asks for a reason, then POSTs the reversal', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const fetchMock = financeApi(() => jsonResponse({ id: 8, kind: 'reversal' }, 201));
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
    expect(await screen.findByText(messages.finance.reasonRequired)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Entered twice');
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
    const user = userEvent.setup();
    financeApi(() => jsonResponse({ message: messages.finance.alreadyReversed }, 409));
    signIn(adminUser);
    renderForms(<ReverseEntryButton record={expenseEntry} />);
    await user.click(await screen.findByRole('button', { name: 'Reverse NBABCDEFGH2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(messages.finance.alreadyReversed)).toBeInTheDocument();
  });
});
