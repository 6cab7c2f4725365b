/**
 * /dashboard/pay (issue 19): a dues reminder's pay link opens the payer's own Pay now dialog;
 * without online payment it says so, and closing leads back to the overview.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS } from '../finance/financeApi';
import { memberUser, signIn } from '../fixtures';
import { payingMember, paymentOptions, paymentsFake } from '../payments/payments';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pay link', () => {
  it('opens Pay now for the payer’s own household', async () => {
    signIn(payingMember);
    const fake = paymentsFake();
    renderDashboard('/dashboard/pay', fake);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pay online' },
      { timeout: FIRST_MOUNT_MS },
    );
    expect(
      await within(dialog).findByRole('radio', { name: 'What I owe (₦25,000.00)' }),
    ).toBeChecked();
    expect(fake.callsTo('onlinePaymentOptions')[0]?.params).toEqual([5, expect.anything()]);
  }, 60_000);

  it('says when online payment is not set up, and closing goes back to the overview', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(payingMember);
    renderDashboard(
      '/dashboard/pay',
      paymentsFake({ paymentOptions: paymentOptions({ available: false }) }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pay online' },
      { timeout: FIRST_MOUNT_MS },
    );
    expect(await within(dialog).findByText(messages.paymentSettings.notSetUp)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  }, 60_000);

  it('tells an account without a resident record, with the way back', async () => {
    signIn({ ...memberUser, residentId: null });
    renderDashboard('/dashboard/pay', paymentsFake());
    expect(
      await screen.findByText(
        'Paying online is for residents: this account has no resident record.',
        undefined,
        { timeout: FIRST_MOUNT_MS },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: messages.onlinePayment.backToOverview }),
    ).toHaveAttribute('href', '/dashboard');
  }, 60_000);
});
