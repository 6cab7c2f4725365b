import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../../src/client/common/session-store';
import type { Profile } from '../../../../src/client/dashboard/profile/ProfilePage';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const adminProfile: Profile = {
  id: adminUser.id,
  fullName: adminUser.fullName,
  title: 'Mrs',
  email: 'a@x.ng',
  mobileNumber: '08031234567',
  roleName: 'Admin',
  communityId: 1,
  communityName: 'Lekki Gardens',
  residentId: null,
};

const memberProfile: Profile = {
  ...adminProfile,
  id: memberUser.id,
  fullName: memberUser.fullName,
  title: 'Mr',
  email: 'chidi@x.ng',
  roleName: 'Member',
  residentId: 9,
};

const lekkiGardens = aCommunity();

/** The signed-in user's profile and community 1 (its bank details); fetch answers nothing. */
function profileApi(profile: Profile | null) {
  forbidFetch();
  return fakeDataProvider({ profile, communities: [lekkiGardens] });
}

/** The writes the page asked for, as [method, body]. */
function writes(fake: FakeDataProvider) {
  const WRITES = [
    'updateProfile',
    'updateBankDetails',
    'updateCommunitySettings',
    'changePassword',
  ];
  return fake.calls
    .filter(({ method }) => WRITES.includes(method))
    .map(({ method, params }) => [method, (params as unknown[])[0]]);
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function replaceText(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  if (text) {
    await user.click(field(label));
    await user.paste(text);
  }
}

/** The bank details' own "Current password" field (the password card has one too). */
const bankGroup = () => screen.getByRole('group', { name: 'Community bank details' });

async function typeBankPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(within(bankGroup()).getByLabelText(/^Current password/));
  await user.paste(password);
}

describe('profile page', { timeout: 60_000 }, () => {
  it("shows an Admin's details and the community's bank details in labelled fields", async () => {
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Adaeze Okafor');
    expect(field(/^Title/)).toHaveValue('Mrs');
    expect(field(/^Email address/)).toHaveValue('a@x.ng');
    expect(field(/^Phone number/)).toHaveValue('08031234567');
    expect(field(/^Bank name/)).toHaveValue(lekkiGardens.bankName);
    expect(field(/^Bank account number/)).toHaveValue(lekkiGardens.bankAccountNumber);
    const password = screen.getByRole('region', { name: 'Change password' });
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) {
      expect(within(password).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it('saves the details and the bank details, updates the greeting and returns home', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    expect(await screen.findByText('Hello, Adaeze')).toBeInTheDocument();

    await replaceText(user, /^Full name/, 'Ngozi Adeyemi');
    await replaceText(user, /^Bank name/, 'Access Bank');
    await replaceText(user, /^Bank account number/, '0690000031');
    await typeBankPassword(user, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(await screen.findByText('Hello, Ngozi')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Profile' })).not.toBeInTheDocument(),
    );
    expect(writes(fake)).toEqual([
      [
        'updateProfile',
        { fullName: 'Ngozi Adeyemi', title: 'Mrs', email: 'a@x.ng', mobileNumber: '08031234567' },
      ],
      [
        'updateBankDetails',
        {
          bankName: 'Access Bank',
          bankAccountNumber: '0690000031',
          currentPassword: 'correct horse battery',
        },
      ],
    ]);
    expect(getUser()).toMatchObject({ fullName: 'Ngozi Adeyemi', roleName: 'Admin' });
  });

  it('asks for the current password before changing the bank details, and sends nothing without it', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    const password = within(bankGroup()).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await replaceText(user, /^Bank account number/, '0690000031');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.currentPasswordRequired)).toBeVisible();
    // On the field at fault too, not only in the toast.
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(messages.profile.currentPasswordRequired),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fake)).toEqual([]);
  });

  it('refuses a bank account number that is not 10 digits (NUBAN), on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    const message = 'Please enter a 10-digit bank account number (NUBAN)';

    await replaceText(user, /^Bank account number/, '12345');
    await typeBankPassword(user, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const number = screen.getByLabelText(/^Bank account number/);
    await waitFor(() => expect(number).toHaveAccessibleDescription(message));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fake)).toEqual([]);
  });

  it('saves an Admin’s own details without the bank details when those did not change', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    await replaceText(user, /^Title/, 'Chief');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(writes(fake).map(([method]) => method)).toEqual(['updateProfile']);
  });

  it('lets an Admin turn on "Members see who paid", off by default, with a visible label', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    // A busy machine mounts the page slowly (the dashboard's chunks).
    await screen.findByLabelText(/^Full name/, {}, { timeout: 15_000 });
    const group = screen.getByRole('group', { name: 'What Members see' });
    const toggle = within(group).getByRole('switch', { name: 'Members see who paid' });
    expect(toggle).not.toBeChecked();
    expect(within(group).getByText(/Off: Members see the totals/)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(writes(fake).slice(1)).toEqual([
      ['updateCommunitySettings', { membersSeeWhoPaid: true }],
    ]);
  });

  it('shows the setting as the community has it, and sends it only when changed', async () => {
    const user = userEvent.setup({ delay: null });
    forbidFetch();
    const fake = fakeDataProvider({
      profile: adminProfile,
      communities: [aCommunity({ membersSeeWhoPaid: true })],
    });
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Members see who paid' },
      { timeout: 15_000 },
    );
    expect(toggle).toBeChecked();
    await replaceText(user, /^Title/, 'Chief');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(writes(fake).map(([method]) => method)).toEqual(['updateProfile']);
  });

  it('a Member sees no bank details and saves only their own details', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(memberProfile);
    signIn(memberUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    expect(screen.queryByLabelText(/^Bank name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Members see who paid' })).not.toBeInTheDocument();
    await replaceText(user, /^Title/, 'Chief');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(writes(fake)).toEqual([['updateProfile', expect.objectContaining({ title: 'Chief' })]]);
  });

  it('refuses a phone with letters on the field, with the shared message (issue 16)', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(memberProfile);
    signIn(memberUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    await replaceText(user, /^Phone number/, '0803 CALL ME1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = field(/^Phone number/);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits',
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fake)).toEqual([]);
  });

  it('blocks a blank full name with its message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    await replaceText(user, /^Full name/, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profile.required)).toBeVisible();
    expect(writes(fake)).toEqual([]);
  });

  it("shows the server's message when the e-mail belongs to another account, and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = profileApi(adminProfile);
    fake.refuse('updateProfile', { message: messages.resident.emailTaken, status: 409 });
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    await replaceText(user, /^Email address/, 'taken@x.ng');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.emailTaken)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(getUser()).toMatchObject({ email: adminUser.email });
  });

  it("puts the server's field errors on their fields and toasts them", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = profileApi(adminProfile);
    fake.refuse('updateProfile', {
      message: messages.profile.required,
      errors: { email: messages.resident.emailTaken },
    });
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    await screen.findByLabelText(/^Full name/);
    await replaceText(user, /^Email address/, 'taken@x.ng');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(/^Email address/)).toHaveAccessibleDescription(messages.resident.emailTaken),
    );
    expect(field(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Full name/)).not.toHaveAttribute('aria-invalid', 'true');
    // And in a toast.
    await waitFor(() =>
      expect(
        screen
          .getAllByText(messages.resident.emailTaken)
          .some((text) => text.closest('.Toastify') !== null),
      ).toBe(true),
    );
  });

  it('shows the load failure text when the profile cannot be read', async () => {
    const fake = profileApi(null);
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    expect(await screen.findByText(messages.profile.loadFailed)).toBeVisible();
  });

  it('returns to sign-in when the session has ended', async () => {
    const fake = profileApi(adminProfile);
    fake.refuse('getProfile', { message: messages.auth.sessionEnded, status: 401 });
    signIn(adminUser);
    renderDashboard('/dashboard/profile', fake);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(getUser()).toBeNull();
  });

  describe('change password', () => {
    const passwordCard = () => screen.getByRole('region', { name: 'Change password' });

    async function fill(
      user: ReturnType<typeof userEvent.setup>,
      values: { current: string; next: string; confirm: string },
    ) {
      const form = passwordCard();
      const entries: [RegExp, string][] = [
        [/^Current password/, values.current],
        [/^New password/, values.next],
        [/^Confirm new password/, values.confirm],
      ];
      for (const [label, text] of entries) {
        await user.click(within(form).getByLabelText(label));
        await user.paste(text);
      }
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
    }

    it('says the new passwords do not match and sends nothing', async () => {
      const user = userEvent.setup({ delay: null });
      const fake = profileApi(adminProfile);
      signIn(adminUser);
      renderDashboard('/dashboard/profile', fake);
      await screen.findByLabelText(/^Full name/);
      await fill(user, {
        current: 'old password',
        next: 'new password 1',
        confirm: 'new password 2',
      });
      expect((await screen.findAllByText(messages.reset.mismatch))[0]).toBeVisible();
      // On the confirmation field, not only in the toast.
      const confirm = within(passwordCard()).getByLabelText(/^Confirm new password/);
      expect(confirm).toHaveAttribute('aria-invalid', 'true');
      expect(confirm).toHaveAccessibleDescription(messages.reset.mismatch);
      expect(writes(fake)).toEqual([]);
    });

    it('sends the current and the new password and empties the form', async () => {
      const user = userEvent.setup({ delay: null });
      const fake = profileApi(adminProfile);
      signIn(adminUser);
      renderDashboard('/dashboard/profile', fake);
      await screen.findByLabelText(/^Full name/);
      await fill(user, {
        current: 'old password',
        next: 'new password 1',
        confirm: 'new password 1',
      });
      expect(await screen.findByText(messages.profile.passwordChanged)).toBeVisible();
      expect(writes(fake)).toEqual([
        ['changePassword', { currentPassword: 'old password', newPassword: 'new password 1' }],
      ]);
      const card = screen.getByRole('region', { name: 'Change password' });
      await waitFor(() => expect(within(card).getByLabelText(/^Current password/)).toHaveValue(''));
      // Still signed in (the session cookie is unchanged by a password change).
      expect(getUser()).toMatchObject({ id: adminUser.id });
    });

    it("shows the server's message for a wrong current password", async () => {
      const user = userEvent.setup({ delay: null });
      const fake = profileApi(adminProfile);
      fake.refuse('changePassword', { message: messages.profile.wrongPassword });
      signIn(adminUser);
      renderDashboard('/dashboard/profile', fake);
      await screen.findByLabelText(/^Full name/);
      await fill(user, { current: 'not it', next: 'new password 1', confirm: 'new password 1' });
      expect((await screen.findAllByText(messages.profile.wrongPassword))[0]).toBeVisible();
      const current = within(passwordCard()).getByLabelText(/^Current password/);
      await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
      expect(current).toHaveAccessibleDescription(messages.profile.wrongPassword);
    });
  });
});
