/**
 * The profile page's Messages card (issue 19): a resident's two opt-outs, loaded, changed and
 * saved through the dataProvider, with the success notice; the server's refusal shown; no card
 * for an account without a resident record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../src/client/dashboard/profile/ProfilePage';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

const memberProfile: Profile = {
  id: memberUser.id,
  fullName: memberUser.fullName,
  title: 'Mr',
  email: 'chidi@x.ng',
  mobileNumber: '08031234567',
  roleName: 'Member',
  communityId: 1,
  communityName: 'Lekki Gardens',
  residentId: 9,
};

const card = () => screen.findByRole('region', { name: messages.reminders.preferencesTitle });
const smsBox = (region: HTMLElement) =>
  within(region).getByRole('checkbox', { name: messages.reminders.optOutSms });
const emailBox = (region: HTMLElement) =>
  within(region).getByRole('checkbox', { name: messages.reminders.optOutEmailReminders });

describe('profile: Messages card', { timeout: 60_000 }, () => {
  it("shows the resident's opt-outs as saved and saves a change", async () => {
    const user = userEvent.setup({ delay: null });
    forbidFetch();
    const fake = fakeDataProvider({
      profile: memberProfile,
      messagePreferences: { smsOptOut: false, emailRemindersOptOut: true },
    });
    signIn(memberUser);
    renderDashboard('/dashboard/profile', fake);

    const region = await card();
    await waitFor(() => expect(emailBox(region)).toBeChecked());
    expect(smsBox(region)).not.toBeChecked();

    await user.click(smsBox(region));
    await user.click(emailBox(region));
    await user.click(within(region).getByRole('button', { name: 'Save message choices' }));

    expect(await screen.findByText(messages.reminders.preferencesSaved)).toBeVisible();
    expect(fake.callsTo('saveMessagePreferences').map((call) => call.params)).toEqual([
      [{ smsOptOut: true, emailRemindersOptOut: false }],
    ]);
    expect(fake.reads.messagePreferences).toEqual({ smsOptOut: true, emailRemindersOptOut: false });
    expect(smsBox(region)).toBeChecked();
    expect(emailBox(region)).not.toBeChecked();
  });

  it("shows the server's refusal of a save and keeps the choices", async () => {
    const user = userEvent.setup({ delay: null });
    forbidFetch();
    const fake = fakeDataProvider({
      profile: memberProfile,
      messagePreferences: { smsOptOut: false, emailRemindersOptOut: false },
    });
    fake.refuse('saveMessagePreferences', { message: 'The server is busy', status: 503 });
    signIn(memberUser);
    renderDashboard('/dashboard/profile', fake);

    const region = await card();
    await waitFor(() => expect(smsBox(region)).not.toBeDisabled());
    await user.click(smsBox(region));
    await user.click(within(region).getByRole('button', { name: 'Save message choices' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('The server is busy');
    expect(smsBox(region)).toBeChecked();
    expect(fake.reads.messagePreferences).toEqual({
      smsOptOut: false,
      emailRemindersOptOut: false,
    });
  });

  it('shows why the choices could not be loaded', async () => {
    forbidFetch();
    // No opt-outs seeded: the server's 404 of an account without a resident record.
    const fake = fakeDataProvider({ profile: memberProfile });
    signIn(memberUser);
    renderDashboard('/dashboard/profile', fake);
    const region = await card();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      messages.reminders.noResidentRecord,
    );
    expect(within(region).queryByRole('button', { name: 'Save message choices' })).toBeNull();
  });

  it('has no Messages card for an account without a resident record', async () => {
    forbidFetch();
    const adminProfile: Profile = {
      ...memberProfile,
      id: adminUser.id,
      roleName: 'Admin',
      residentId: null,
    };
    const fake = fakeDataProvider({ profile: adminProfile, communities: [aCommunity()] });
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    expect(await screen.findByRole('region', { name: 'Change password' })).toBeVisible();
    expect(screen.queryByRole('region', { name: messages.reminders.preferencesTitle })).toBeNull();
    expect(fake.callsTo('getMessagePreferences')).toEqual([]);
  });
});
