/**
 * The Record payment form: its labelled fields, the server-side resident search, the checks
 * before sending, one Idempotency-Key per payment (reused on a retry), the server's refusal and
 * the Super admin's chosen community. The other finance forms are in finance-forms.test.tsx.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinanceActions } from '../../../../../src/client/dashboard/finance/forms/index';
import { setChosenCommunity } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, jsonResponse, signIn, superAdminUser } from '../../fixtures';
import {
  ALL,
  choose,
  chooseResident,
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

describe('Record payment', { timeout: 120_000 }, () => {
  it('has labelled fields: resident, amount with its NGN value, date, method, reference, project', async () => {
    const user = userEvent.setup({ delay: null });
    formsApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    const resident = within(dialog).getByRole('combobox', { name: /^Resident/ });
    // Marked as react-admin marks a required input: an asterisk after its label.
    expect(dialog.querySelector(`label[for="${resident.id}"]`)).toHaveTextContent(
      /^Resident\s*\*$/,
    );
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
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi();
    signIn(adminUser);
    renderForms(<FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await user.type(within(dialog).getByRole('combobox', { name: /^Resident/ }), 'Amaka');
    const option = await screen.findByRole('option', { name: /Amaka Obi/ });
    expect(option).toHaveTextContent('9 Unity Road');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => url === '/api/Residents/Community/1?PageSize=25&PageNumber=1&SearchText=Amaka',
        ),
      ).toBe(true),
    );
    // The server's answer replaces the unfiltered list.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Emeka/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses blank fields and bad amounts before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi();
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
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    let failNext = true;
    const fetchMock = formsApi(() => {
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
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi(() => {
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
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    formsApi(() => jsonResponse({ message: messages.reference.wrongCommunity }, 400));
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
    const user = userEvent.setup({ delay: null });
    const fetchMock = formsApi(() => jsonResponse({ id: 1 }, 201));
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
    expect(reads.some((url) => url.startsWith('/api/Residents/Community/4?'))).toBe(true);
    expect(reads.some((url) => url.startsWith('/api/Projects/Community/4?'))).toBe(true);
  });
});
