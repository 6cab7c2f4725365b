/**
 * Reconciliation (issue 18, point 7): the Admin chooses a period and reconciles; the report lists
 * each Paystack success missing from the wallet and each online payment Paystack does not know,
 * or says everything matches. A Treasurer is refused the page.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconciliationReport } from '../../../../src/shared/contract/payments';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS } from '../finance/financeApi';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { paymentsFake } from './payments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const allMatch: ReconciliationReport = {
  from: '2026-11-01',
  to: '2026-11-27',
  providerSuccessCount: 4,
  ledgerOnlineCount: 4,
  missingFromLedger: [],
  unknownToProvider: [],
  message: messages.reconciliation.allMatch,
};

async function reconcile(report: ReconciliationReport, user = adminUser) {
  const events = userEvent.setup({ delay: null });
  const fake = paymentsFake({ reconciliationReport: report });
  signIn(user);
  renderDashboard('/dashboard/payments/reconciliation', fake);
  const from = await screen.findByLabelText(/^From/, {}, { timeout: FIRST_MOUNT_MS });
  fireEvent.change(from, { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-27' } });
  await events.click(screen.getByRole('button', { name: 'Reconcile' }));
  return fake;
}

describe('reconciliation', () => {
  it('lists the successes missing from the wallet and the payments Paystack does not know', async () => {
    const fake = await reconcile({
      ...allMatch,
      providerSuccessCount: 5,
      ledgerOnlineCount: 4,
      missingFromLedger: [
        {
          reference: 'NBH-1-MISSING',
          amount: 12_500,
          paidAt: '2026-11-12T09:00:00.000Z',
          payerEmail: 'amaka@nwosu.ng',
        },
      ],
      unknownToProvider: [
        {
          entryId: 88,
          reference: 'NBH-1-GHOST',
          amount: 3000,
          date: '2026-11-15',
          residentName: 'Chidi Eze',
        },
      ],
      message: '',
    });
    const missing = await screen.findByRole('region', {
      name: messages.reconciliation.missingFromLedger,
    });
    expect(missing).toHaveTextContent('₦12,500.00 · NBH-1-MISSING');
    expect(missing).toHaveTextContent('amaka@nwosu.ng');
    const unknown = screen.getByRole('region', { name: messages.reconciliation.unknownToProvider });
    expect(unknown).toHaveTextContent('₦3,000.00 · NBH-1-GHOST');
    expect(within(unknown).getByText(/Chidi Eze/)).toBeVisible();
    expect(screen.getByText(/Paystack successes: 5/)).toBeVisible();
    expect(screen.queryByText(messages.reconciliation.allMatch)).not.toBeInTheDocument();
    expect(fake.callsTo('reconcile')[0]?.params).toEqual([
      { from: '2026-11-01', to: '2026-11-27' },
    ]);
  }, 60_000);

  it('says when everything matches', async () => {
    await reconcile(allMatch);
    expect(await screen.findByText(messages.reconciliation.allMatch)).toBeVisible();
    expect(
      screen.queryByRole('region', { name: messages.reconciliation.missingFromLedger }),
    ).not.toBeInTheDocument();
  }, 60_000);

  it('refuses an end before the start on the field, asking nothing', async () => {
    const events = userEvent.setup({ delay: null });
    const fake = paymentsFake({ reconciliationReport: allMatch });
    signIn(adminUser);
    renderDashboard('/dashboard/payments/reconciliation', fake);
    const from = await screen.findByLabelText(/^From/, {}, { timeout: FIRST_MOUNT_MS });
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-01' } });
    await events.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText(messages.reconciliation.invalidRange)).toBeVisible();
    expect(fake.callsTo('reconcile')).toEqual([]);
  }, 60_000);

  it('is the Admin’s alone', async () => {
    signIn({ ...adminUser, roleName: 'Treasurer' });
    renderDashboard('/dashboard/payments/reconciliation', paymentsFake());
    expect(
      await screen.findByText(messages.auth.forbidden, {}, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reconcile' })).not.toBeInTheDocument();
  }, 60_000);
});
