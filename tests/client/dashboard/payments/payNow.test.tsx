/**
 * 'Pay now' (issue 18, point 2): a resident's dialog shows what they owe, the amount, Paystack's
 * fee (added when the payer bears it, none when the community does) and the total before leaving
 * for Paystack's checkout; without settings, a Member is told and the Admin gets the settings
 * link; a refused amount shows on its field and an outage is toasted with nothing else changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutPage } from '../../../../src/client/dashboard/payments/paymentsProvider';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS, amakaProfile, debtor } from '../finance/financeApi';
import { borehole } from '../finance/forms/formsHarness';
import { adminUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { payingMember, paymentOptions, paymentsFake } from './payments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPayNow(fake = paymentsFake(), user = payingMember) {
  const events = userEvent.setup({ delay: null });
  const open = vi.spyOn(checkoutPage, 'open').mockImplementation(() => {});
  signIn(user);
  renderDashboard('/dashboard/home', fake);
  await events.click(
    await screen.findByRole('button', { name: 'Pay now' }, { timeout: FIRST_MOUNT_MS }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pay online' });
  return { events, open, fake, dialog };
}

const summaryOf = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'To pay' });

describe('pay now', () => {
  it('shows the fee and total the payer bears, then leaves for the checkout page', async () => {
    const { events, open, fake, dialog } = await openPayNow();
    const owed = await within(dialog).findByRole('radio', { name: 'What I owe (₦25,000.00)' });
    expect(owed).toBeChecked();
    const summary = summaryOf(dialog);
    expect(summary).toHaveTextContent('Amount₦25,000.00');
    expect(summary).toHaveTextContent('Paystack fee₦482.24');
    expect(summary).toHaveTextContent('Total to pay₦25,482.24');
    // A Member cannot list the community's projects: no project choice.
    expect(within(dialog).queryByLabelText(/project/i)).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Continue to Paystack' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://checkout.paystack.test/NBH-TEST-1'),
    );
    expect(fake.callsTo('startOnlinePayment')[0]?.params).toEqual([
      { residentId: 5, amount: 25_000 },
    ]);
  }, 60_000);

  it('adds no fee when the community bears it, for another amount typed', async () => {
    const fake = paymentsFake({ paymentOptions: paymentOptions({ feeBearer: 'community' }) });
    const { events, open, dialog } = await openPayNow(fake);
    await events.click(await within(dialog).findByRole('radio', { name: 'Another amount' }));
    await events.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '5000');
    const summary = summaryOf(dialog);
    expect(summary).toHaveTextContent('Amount₦5,000.00');
    expect(summary).toHaveTextContent('Paystack fee₦0.00');
    expect(summary).toHaveTextContent('Total to pay₦5,000.00');
    await events.click(within(dialog).getByRole('button', { name: 'Continue to Paystack' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(fake.callsTo('startOnlinePayment')[0]?.params).toEqual([
      { residentId: 5, amount: 5000 },
    ]);
  }, 60_000);

  it('offers only another amount when nothing is owed, full screen on a phone', async () => {
    screenWidth(390);
    const fake = paymentsFake({ paymentOptions: paymentOptions({ owed: 0 }) });
    const { dialog } = await openPayNow(fake);
    expect(await within(dialog).findByText(messages.onlinePayment.nothingOwed)).toBeVisible();
    expect(within(dialog).queryByRole('radio', { name: /What I owe/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Another amount' })).toBeChecked();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  }, 60_000);

  it('lets an administrator who is a resident pay toward a project', async () => {
    const fake = paymentsFake({ projects: [borehole] });
    const { events, open, dialog } = await openPayNow(fake, { ...adminUser, residentId: 5 });
    await events.click(await within(dialog).findByRole('combobox', { name: /^Project/ }));
    await events.click(await screen.findByRole('option', { name: 'Borehole' }));
    await events.click(within(dialog).getByRole('button', { name: 'Continue to Paystack' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(fake.callsTo('startOnlinePayment')[0]?.params).toEqual([
      { residentId: 5, amount: 25_000, projectId: 3 },
    ]);
  }, 60_000);

  it("puts the server's refusal of the amount on the field", async () => {
    const fake = paymentsFake();
    const text = 'The amount may not exceed ₦1,000,000,000';
    fake.refuse('startOnlinePayment', { message: text, errors: { amount: text } });
    const { events, open, dialog } = await openPayNow(fake);
    await events.click(await within(dialog).findByRole('radio', { name: 'Another amount' }));
    await events.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '7500');
    await events.click(within(dialog).getByRole('button', { name: 'Continue to Paystack' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  }, 60_000);

  it('toasts an outage and leaves the dialog as it was', async () => {
    const fake = paymentsFake();
    fake.refuse('startOnlinePayment', {
      message: messages.onlinePayment.providerDown,
      status: 502,
    });
    const { events, open, dialog } = await openPayNow(fake);
    await events.click(await within(dialog).findByRole('button', { name: 'Continue to Paystack' }));
    expect(await screen.findByText(messages.onlinePayment.providerDown)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: 'What I owe (₦25,000.00)' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Continue to Paystack' })).toBeEnabled();
  }, 60_000);

  it('tells a Member online payment is not set up, with no way to continue', async () => {
    const fake = paymentsFake({ paymentOptions: paymentOptions({ available: false }) });
    const { dialog } = await openPayNow(fake);
    expect(await within(dialog).findByText(messages.paymentSettings.notSetUp)).toBeVisible();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue to Paystack' })).toBeNull();
  }, 60_000);

  it('gives the Admin the link to the payment settings instead', async () => {
    const fake = paymentsFake({ paymentOptions: paymentOptions({ available: false }) });
    const { dialog } = await openPayNow(fake, { ...adminUser, residentId: 5 });
    const link = await within(dialog).findByRole('link', {
      name: messages.paymentSettings.setUpLink,
    });
    expect(link).toHaveAttribute('href', '/dashboard/payment-settings');
  }, 60_000);

  it("is on a Member's own debtor page, not on an administrator's view of another's", async () => {
    const seed = { debtors: [{ ...debtor(5), ...amakaProfile, residentId: 5 }] };
    signIn(payingMember);
    const member = renderDashboard('/dashboard/debtors/5', paymentsFake(seed));
    expect(
      await screen.findByRole('button', { name: 'Pay now' }, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
    member.unmount();
    signIn(adminUser);
    renderDashboard('/dashboard/debtors/5', paymentsFake(seed));
    expect(
      await screen.findByRole('button', { name: 'Statement' }, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  }, 60_000);
});
