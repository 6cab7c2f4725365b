/**
 * Payments in suspense (issue 18, point 5): administrators see the list (reason, reference,
 * amount, payer, date, status; items on a phone), the Admin alone closes an item: matched to a
 * resident, or marked refunded or resolved, each confirmed and announced; nothing waiting says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuspenseItem } from '../../../../src/shared/contract/payments';
import { messages } from '../../../../src/shared/messages';
import { FIRST_MOUNT_MS } from '../finance/financeApi';
import { aResident } from '../fakeProvider/samples';
import { adminUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { paymentsFake } from './payments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const treasurer = { ...adminUser, id: 9, roleName: 'Treasurer' };

function suspenseItem(id: number, fields: Partial<SuspenseItem> = {}): SuspenseItem {
  return {
    id,
    reason: 'amount_mismatch',
    reasonText: messages.suspense.reasons.amount_mismatch,
    reference: `NBH-1-${id}`,
    amount: 15_000,
    currency: 'NGN',
    payerEmail: 'amaka@nwosu.ng',
    paidAt: '2026-11-20T10:00:00.000Z',
    status: 'open',
    entryId: null,
    createdAt: '2026-11-20T10:00:05.000Z',
    ...fields,
  };
}

function openSuspense(user = adminUser, items = [suspenseItem(3)]) {
  const fake = paymentsFake({
    'payment-suspense': items,
    resident: [aResident({ id: 7, fullName: 'Amaka Nwosu' })],
  });
  signIn(user);
  renderDashboard('/dashboard/payments/suspense', fake);
  return fake;
}

const row = () => screen.findByRole('row', { name: /NBH-1-3/ }, { timeout: FIRST_MOUNT_MS });

describe('payments in suspense', () => {
  it('lists the reason, reference, amount, payer, date and status', async () => {
    openSuspense();
    const item = await row();
    for (const text of [
      messages.suspense.reasons.amount_mismatch,
      '₦15,000.00',
      'amaka@nwosu.ng',
      'Nov-20-2026',
      'Open',
    ]) {
      expect(item).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { name: messages.suspense.title })).toBeVisible();
  }, 60_000);

  it('lets the Admin mark an item refunded after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = openSuspense();
    const item = await row();
    await user.click(await within(item).findByRole('button', { name: 'Mark refunded: NBH-1-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    expect(dialog).toHaveTextContent('₦15,000.00 (NBH-1-3)');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText(messages.suspense.closed)).toBeInTheDocument();
    expect(fake.callsTo('resolveSuspense')[0]?.params).toEqual([3, { action: 'refunded' }]);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /NBH-1-3/ })).toHaveTextContent('Refunded'),
    );
  }, 60_000);

  it('matches an item to the resident chosen, and asks for one first', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = openSuspense();
    await user.click(
      await within(await row()).findByRole('button', { name: 'Match to a resident: NBH-1-3' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to a resident' });
    await user.click(within(dialog).getByRole('button', { name: 'Match to a resident' }));
    expect(await screen.findByText(messages.suspense.residentRequired)).toBeInTheDocument();
    expect(fake.callsTo('resolveSuspense')).toEqual([]);
    await user.type(within(dialog).getByRole('combobox', { name: /^Resident who paid/ }), 'Amaka');
    await user.click(await screen.findByRole('option', { name: /Amaka Nwosu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Match to a resident' }));
    expect(await screen.findByText(messages.suspense.matched)).toBeInTheDocument();
    expect(fake.callsTo('resolveSuspense')[0]?.params).toEqual([
      3,
      { action: 'match', residentId: 7 },
    ]);
  }, 60_000);

  it('shows an exco the list without the actions', async () => {
    openSuspense(treasurer);
    const item = await row();
    // The access table has answered: the menu shows the Treasurer's items.
    expect(await screen.findByRole('menuitem', { name: 'Income' })).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  }, 60_000);

  it('shows each item as a list entry on a phone, with its actions', async () => {
    screenWidth(390);
    openSuspense();
    expect(
      await screen.findByText(
        messages.suspense.reasons.amount_mismatch,
        {},
        { timeout: FIRST_MOUNT_MS },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark resolved: NBH-1-3' })).toBeVisible();
  }, 60_000);

  it('says when nothing waits', async () => {
    openSuspense(adminUser, []);
    expect(
      await screen.findByText(messages.suspense.empty, {}, { timeout: FIRST_MOUNT_MS }),
    ).toBeVisible();
  }, 60_000);
});
