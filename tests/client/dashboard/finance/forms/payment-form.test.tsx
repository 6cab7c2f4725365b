/**
 * The Record payment form over the fake dataProvider: its labelled fields, the server-side
 * resident search, the checks before sending, one idempotency key per payment (reused on a
 * retry), the server's refusal and the Super admin's chosen community. The key's header and the
 * request are the provider's (providers/financeDataProvider.test.ts); the other finance forms are
 * in finance-forms.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FinanceActions } from '../../../../../src/client/dashboard/finance/forms/index';
import { setChosenCommunity } from '../../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';
import { adminUser, superAdminUser } from '../../fixtures';
import { ALL, argumentsOf, choose, chooseResident, mountForms, open, save } from './formsHarness';

/** A dropped connection, as the real provider answers it (no status). */
const connectionLost = { message: messages.generic.failure, status: 0 };

describe('Record payment', { timeout: 120_000 }, () => {
  it('has labelled fields: resident, amount with its NGN value, date, method, reference, project', async () => {
    const { user } = mountForms(adminUser, <FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    const resident = within(dialog).getByRole('combobox', { name: /^Resident/ });
    // Marked as react-admin marks a required input: an asterisk after its label.
    expect(dialog.querySelector(`label[for="${resident.id}"]`)).toHaveTextContent(
      /^Resident\s*\*$/,
    );
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    await user.type(amount, '5000.5');
    // The form checks a value asynchronously: after the clear, the empty amount's error shows
    // until the typed value has been checked, a moment later on a busy machine.
    await waitFor(() => expect(amount).toHaveAccessibleDescription('₦5,000.50'));
    await user.clear(amount);
    await user.type(amount, '12,500');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('₦12,500.00'));
    const date = within(dialog).getByLabelText(/^Payment date/);
    expect(date).toHaveValue(todayInLagos());
    expect(date).toHaveAttribute('max', todayInLagos());
    expect(within(dialog).getByRole('combobox', { name: /^Payment method/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reference (optional)')).not.toBeRequired();
    await choose(user, dialog, /^Project \(optional\)/, 'Borehole');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  // The search's URL (SearchText on the community's residents) is the provider's: real-server.test.ts.
  it('searches residents on the server and shows their addresses', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await user.type(within(dialog).getByRole('combobox', { name: /^Resident/ }), 'Amaka');
    const option = await screen.findByRole('option', { name: /Amaka Obi/ });
    expect(option).toHaveTextContent('9 Unity Road');
    await waitFor(() =>
      expect(fake.callsTo('getList', 'resident').map(({ params }) => params)).toContainEqual(
        expect.objectContaining({ pagination: { page: 1, perPage: 25 }, filter: { q: 'Amaka' } }),
      ),
    );
    // The server's answer replaces the unfiltered list.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Emeka/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses blank fields and bad amounts before sending', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} />);
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
    expect(fake.callsTo('recordPayment')).toHaveLength(0);
  });

  // The key in the Idempotency-Key header, and the path, are the provider's (financeDataProvider.test.ts).
  it('sends the payment with one idempotency key, reused on a retry, new after success', async () => {
    const onDone = vi.fn();
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} onDone={onDone} />);
    fake.refuse('recordPayment', connectionLost);
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

    const [first, retry] = argumentsOf(fake, 'recordPayment');
    expect(first![0]).toEqual({
      residentId: 15,
      amount: 5000.5,
      paymentDate: todayInLagos(),
      method: 'Bank transfer',
      reference: 'TRF-001',
      projectId: 3,
    });
    const key = first![1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toEqual([first![0], key]);

    // The next payment, even with the same values, is a new one.
    dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '5000.50');
    await choose(user, dialog, /^Payment method/, 'Bank transfer');
    await save(user, dialog);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    const [payment, thirdKey] = argumentsOf(fake, 'recordPayment')[2]!;
    expect(payment).toMatchObject({ reference: '', projectId: null });
    expect(thirdKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(thirdKey).not.toBe(key);
  });

  it('a changed amount after a failure is a new submission with a new key', async () => {
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={['payment']} />);
    fake.refuse('recordPayment', connectionLost, { times: 2 });
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    const amount = within(dialog).getByLabelText(/^Amount \(naira\)/);
    await user.type(amount, '500');
    await choose(user, dialog, /^Payment method/, 'Cash');
    await save(user, dialog);
    await waitFor(() => expect(fake.callsTo('recordPayment')).toHaveLength(1));
    await user.type(amount, '0');
    await save(user, dialog);
    await waitFor(() => expect(fake.callsTo('recordPayment')).toHaveLength(2));
    const [first, second] = argumentsOf(fake, 'recordPayment').map(([, key]) => key);
    expect(second).not.toBe(first);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const onDone = vi.fn();
    const { user, fake } = mountForms(adminUser, <FinanceActions actions={ALL} onDone={onDone} />);
    fake.refuse('recordPayment', { message: messages.reference.wrongCommunity });
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '100');
    await choose(user, dialog, /^Payment method/, 'POS');
    await save(user, dialog);
    expect(await screen.findByText(messages.reference.wrongCommunity)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  // The chosen community in the body and in the pickers' paths is the provider's
  // (financeDataProvider.test.ts); the form names none.
  it('lets the Super admin record a payment in the chosen community', async () => {
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const { user, fake } = mountForms(superAdminUser, <FinanceActions actions={ALL} />);
    const dialog = await open(user, 'Record payment');
    await chooseResident(user, dialog, 'Emeka', 'Emeka Nwosu');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '100');
    await choose(user, dialog, /^Payment method/, 'Cash');
    await save(user, dialog);
    expect(await screen.findByText(messages.finance.paymentRecorded)).toBeInTheDocument();
    const [payment] = argumentsOf(fake, 'recordPayment')[0]!;
    expect(payment).toMatchObject({ residentId: 15, amount: 100 });
    expect(payment).not.toHaveProperty('communityId');
  });
});
