/**
 * An administrator's payment link on a resident's page (issue 18, point 2): an amount starts an
 * online payment for that resident and the page shows Paystack's address, read-only, with a copy
 * button named for what it copies and what to do with the link. A Member has no such button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS } from '../finance/financeApi';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { residentsFake } from '../resident/residentsApi';
import { payingMember, paymentOptions } from './payments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function linkFake() {
  const fake = residentsFake();
  fake.reads.paymentOptions = paymentOptions();
  return fake;
}

describe('payment link', () => {
  it('creates a link for the resident and copies it', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fake = linkFake();
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    await user.click(
      await screen.findByRole('button', { name: 'Payment link' }, { timeout: FIRST_MOUNT_MS }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment link' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '15,000');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await screen.findByRole('textbox', { name: 'Link to send' });
    expect(link).toHaveValue('https://checkout.paystack.test/NBH-TEST-1');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(messages.onlinePayment.paymentLinkHelp)).toBeVisible();
    expect(fake.callsTo('startOnlinePayment')[0]?.params).toEqual([
      { residentId: 5, amount: 15_000 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy the payment link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://checkout.paystack.test/NBH-TEST-1'),
    );
  }, 60_000);

  it('is not offered to a Member on their own record', async () => {
    signIn(payingMember);
    renderDashboard('/dashboard/resident/5', linkFake());
    expect(
      await screen.findByRole('button', { name: 'Statement' }, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payment link' })).not.toBeInTheDocument();
  }, 60_000);
});
