/**
 * The return page (issue 18, point 2): what Paystack's checkout comes back to. Paid shows the
 * receipt number and downloads the receipt; pending is asked again until it is settled; failed
 * and suspense say so; a missing reference asks nothing of the server.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_POLL_DELAYS_MS } from '../../../../src/client/dashboard/payments/PaymentReturnPage';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS, stubDownloads } from '../finance/financeApi';
import { signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { payingMember, paymentStatus, paymentsFake } from './payments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RETURN = '/dashboard/payments/return?trxref=NBH-1-ABC&reference=NBH-1-ABC';

function openReturn(...statuses: ReturnType<typeof paymentStatus>[]) {
  const fake = paymentsFake({
    paymentStatuses: statuses,
    files: { '/api/Wallets/41/Receipt': new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
  });
  signIn(payingMember);
  renderDashboard(RETURN, fake);
  return fake;
}

describe('the payment return page', () => {
  it('shows a paid payment with its receipt number and downloads the receipt', async () => {
    const click = stubDownloads();
    const fake = openReturn(paymentStatus());
    const status = await screen.findByRole(
      'heading',
      { name: messages.onlinePayment.paid },
      {
        timeout: FIRST_MOUNT_MS,
      },
    );
    expect(status).toBeVisible();
    expect(screen.getByText('RCT-2026-000041')).toBeVisible();
    expect(screen.getByText('₦25,482.24')).toBeVisible();
    expect(fake.callsTo('onlinePaymentStatus')[0]?.params).toEqual([
      'NBH-1-ABC',
      expect.anything(),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fake.callsTo('getFileBlob')[0]?.params).toEqual(['/api/Wallets/41/Receipt']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('RCT-2026-000041.pdf');
    expect(screen.getByRole('link', { name: 'Back to overview' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  }, 60_000);

  it('asks again while Paystack has not confirmed, until the payment is paid', async () => {
    const pending = paymentStatus({
      status: 'pending',
      entryId: null,
      receiptNumber: null,
      message: messages.onlinePayment.pending,
    });
    const fake = openReturn(pending, paymentStatus());
    expect(
      await screen.findByRole(
        'heading',
        { name: messages.onlinePayment.pending },
        {
          timeout: FIRST_MOUNT_MS,
        },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: messages.onlinePayment.paid }, { timeout: 8000 }),
    ).toBeVisible();
    expect(fake.callsTo('onlinePaymentStatus')).toHaveLength(2);
  }, 60_000);

  it('stops asking after a few tries and says the payment will show later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const pending = paymentStatus({
        status: 'pending',
        entryId: null,
        receiptNumber: null,
        message: messages.onlinePayment.pending,
      });
      const fake = openReturn(pending);
      await screen.findByRole(
        'heading',
        { name: messages.onlinePayment.pending },
        { timeout: FIRST_MOUNT_MS },
      );
      // 2 + 4 + 8 + 16 seconds apart, then no more.
      for (const delay of PENDING_POLL_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay + 100);
      expect(await screen.findByText(/It will show in your records once it does/)).toBeVisible();
      const asked = fake.callsTo('onlinePaymentStatus').length;
      expect(asked).toBe(PENDING_POLL_DELAYS_MS.length + 1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fake.callsTo('onlinePaymentStatus')).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it.each([
    ['failed', messages.onlinePayment.failed],
    ['suspense', messages.onlinePayment.suspense],
  ] as const)(
    'says so when the payment is %s, with no receipt',
    async (state, text) => {
      openReturn(
        paymentStatus({ status: state, entryId: null, receiptNumber: null, message: text }),
      );
      expect(
        await screen.findByRole('heading', { name: text }, { timeout: FIRST_MOUNT_MS }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
    },
    60_000,
  );

  it('says the payment is not found without a reference, asking nothing', async () => {
    const fake = paymentsFake();
    signIn(payingMember);
    renderDashboard('/dashboard/payments/return', fake);
    expect(
      await screen.findByText(messages.onlinePayment.notFound, {}, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
    expect(fake.callsTo('onlinePaymentStatus')).toEqual([]);
  }, 60_000);
});
