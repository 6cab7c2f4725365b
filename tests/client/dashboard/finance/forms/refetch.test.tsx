/**
 * A saved form refreshes its page: on the Expenses page, an administrator records an expense and,
 * once the success is toasted and the dialog closed, sees the new row in the list and the new
 * total in the figures, both read again from the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, signIn } from '../../fixtures';
import { renderDashboard } from '../../renderDashboard';
import { financeFake, financeRecord } from '../financeApi';
import { findToast, open, save } from './formsHarness';

const expense = (id: number, desc: string, debAmount: number) =>
  financeRecord(id, { kind: 'expense', desc, debAmount, credAmount: 0, residentId: null });

describe('a saved form refreshes the page', { timeout: 90_000 }, () => {
  // The fake keeps the ledger as the server: the saved expense joins the list, its amount the total.
  it('Record expense on the Expenses page: the new row and the new total appear', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = financeFake({ expenses: [expense(1, 'Gate repair', 5000)] });
    signIn(adminUser);
    renderDashboard('/dashboard/expenses', fake);
    expect(await screen.findByText('Gate repair')).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(await within(summary).findByText('₦75,000.50')).toBeInTheDocument();

    const dialog = await open(user, 'Record expense');
    await user.type(within(dialog).getByLabelText(/^Amount \(naira\)/), '2500');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Diesel for the generator');
    await save(user, dialog);

    expect(await findToast('Expense recorded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Diesel for the generator')).toBeInTheDocument();
    expect(await within(summary).findByText('₦77,500.50')).toBeInTheDocument();
  });
});
