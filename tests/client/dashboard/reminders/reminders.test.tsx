/**
 * The dues reminders page (issue 19): the Admin sees the schedule and saves it (days checked in
 * the server's words before anything is sent); a Treasurer sees it read-only and may still send
 * the reminders now, the dialog showing the server's answer; Members do not see the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../src/shared/contract/auth';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = messages.reminders;
const treasurer: SessionUser = { ...adminUser, id: 9, roleName: 'Treasurer' };

async function openPage(user: SessionUser, seed = {}) {
  forbidFetch();
  const fake = fakeDataProvider({ communities: [aCommunity()], ...seed });
  signIn(user);
  renderDashboard('/dashboard/reminders', fake);
  await screen.findByRole('heading', { level: 1, name: text.title }, { timeout: 15_000 });
  return fake;
}

describe('dues reminders page', { timeout: 60_000 }, () => {
  it('shows the Admin the schedule and saves a change', async () => {
    const user = userEvent.setup();
    const fake = await openPage(adminUser);
    const billingDay = await screen.findByLabelText(new RegExp(`^${text.billingDay}`));
    expect(billingDay).toHaveValue(1);
    expect(screen.getByLabelText(text.enabled)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();

    await user.click(screen.getByLabelText(text.enabled));
    await user.clear(billingDay);
    await user.type(billingDay, '3');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(fake.callsTo('saveReminderSchedule')).toHaveLength(1));
    expect(fake.reads.reminderSchedule).toEqual({
      enabled: true,
      billingDay: 3,
      reminderDays: [5, 20],
      channels: ['email', 'sms'],
    });
    expect(await screen.findByText(text.saved)).toBeVisible();
  });

  it('refuses a day past 28 in the server’s words, sending nothing', async () => {
    const user = userEvent.setup();
    const fake = await openPage(adminUser);
    const billingDay = await screen.findByLabelText(new RegExp(`^${text.billingDay}`));
    await user.clear(billingDay);
    await user.type(billingDay, '31');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText(text.invalidDay)).toBeVisible();
    expect(fake.callsTo('saveReminderSchedule')).toHaveLength(0);
  });

  it('shows a Treasurer the schedule read-only, and sends the reminders now after asking', async () => {
    const user = userEvent.setup();
    const fake = await openPage(treasurer);
    expect(await screen.findByText('Only the Admin may change the schedule')).toBeVisible();
    expect(screen.getByLabelText(new RegExp(`^${text.billingDay}`))).toBeDisabled();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.runNow }));
    const dialog = await screen.findByRole('dialog');
    expect(fake.callsTo('runReminders')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: text.runNow }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      text.ran.replace('%{count}', '3'),
    );
    expect(fake.callsTo('runReminders')).toHaveLength(1);
  });

  it('tells when nobody owes', async () => {
    const user = userEvent.setup();
    await openPage(adminUser, {
      remindersRun: { message: text.nobodyOwes, noticeId: null, recipientCount: 0 },
    });
    await user.click(await screen.findByRole('button', { name: text.runNow }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: text.runNow }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(text.nobodyOwes);
  });

  it('keeps the page from Members', async () => {
    forbidFetch();
    signIn(memberUser);
    renderDashboard('/dashboard/reminders', fakeDataProvider({ communities: [aCommunity()] }));
    expect(await screen.findByText(/permission/i, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: text.title })).toBeNull();
  });

  it('lists the background work that failed for good, with its error, under the schedule', async () => {
    await openPage(adminUser, {
      'failed-jobs': [
        {
          id: 'job-1',
          name: 'notices.send-batch',
          what: messages.jobs.names['notices.send-batch'],
          attempts: 8,
          error: 'SMS provider unavailable: HTTP 503',
          failedAt: '2026-11-20T09:30:00.000Z',
        },
      ],
    });
    const section = await screen.findByRole('region', { name: messages.jobs.title });
    expect(await within(section).findByText('SMS provider unavailable: HTTP 503')).toBeVisible();
    expect(within(section).getByText(messages.jobs.names['notices.send-batch']!)).toBeVisible();
  });

  it('says so when no background work has failed', async () => {
    await openPage(treasurer);
    const section = await screen.findByRole('region', { name: messages.jobs.title });
    expect(await within(section).findByText(messages.jobs.empty)).toBeVisible();
  });
});
