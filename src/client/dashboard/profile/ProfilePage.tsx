/**
 * /dashboard/profile (issue 7): the signed-in user's own details (full name, title, e-mail,
 * phone) and, for an Admin, the community's bank details (shown on the overview; nowhere else may
 * an Admin change them). Saving returns to /dashboard/home (spec: the admin profile save returns
 * to /dashboard/home) and the header greeting follows a new name. Changing the bank details needs
 * the current password again (issue 12: they redirect money). A second form changes the
 * password (current password required; the server ends every other session).
 */
import { useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  Toolbar,
  useBasename,
  useGetIdentity,
  useLogoutIfAccessDenied,
  useNotify,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Community } from '../../../shared/api-types';
import { messages } from '../../../shared/messages';
import { ADMIN } from '../../../shared/roles';
import { isBlank, passwordProblem } from '../../../shared/validation';
import { getUser, setUser } from '../../common/session-store';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { headingStyle } from '../common/headingStyle';
import { emailCharacters, requiredText } from '../common/validators';
import { httpClient } from '../providers/httpClient';

export const PROFILE_PATH = '/api/AuthUser/Profile';
export const CHANGE_PASSWORD_PATH = '/api/AuthUser/ChangePassword';
export const BANK_DETAILS_PATH = '/api/Communities/BankDetails';

/** `GET /api/AuthUser/Profile` */
export interface Profile {
  id: number;
  fullName: string;
  title: string;
  email: string | null;
  mobileNumber: string | null;
  roleName: string;
  communityId: number | null;
  communityName: string | null;
  residentId: number | null;
}

interface ProfileValues {
  fullName: string;
  title: string;
  email: string;
  mobileNumber: string;
  bankName?: string;
  bankAccountNumber?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function getJson<T>(url: string): Promise<T> {
  return (await httpClient(url)).json as T;
}

function sendJson<T>(url: string, method: 'PUT' | 'POST', body: unknown): Promise<T> {
  return httpClient(url, { method, body: JSON.stringify(body) }).then(({ json }) => json as T);
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.generic.failure;

/**
 * `true` when the error was an ended session: the user is then signed out and sent to sign-in
 * (authProvider.checkError), as react-admin does for its own data calls.
 */
function useSessionEnded() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return (error: unknown) => logoutIfAccessDenied(error);
}

export function ProfilePage() {
  const sessionEnded = useSessionEnded();
  const read = <T,>(url: string) =>
    getJson<T>(url).catch(async (error: unknown) => {
      await sessionEnded(error);
      throw error;
    });
  const profile = useQuery({
    queryKey: ['neighbourly', 'profile'],
    queryFn: () => read<Profile>(PROFILE_PATH),
  });
  const isAdmin = profile.data?.roleName === ADMIN && profile.data.communityId !== null;
  const community = useQuery({
    queryKey: ['neighbourly', 'profile-community', profile.data?.communityId],
    queryFn: () => read<Community>(`/api/Communities/${profile.data?.communityId}`),
    enabled: isAdmin,
  });

  let details;
  if (profile.isPending || (isAdmin && community.isPending)) {
    details = (
      <CardContent>
        <Typography role="status">Loading...</Typography>
      </CardContent>
    );
  } else if (profile.isError || !profile.data || (isAdmin && !community.data)) {
    details = (
      <CardContent>
        <Typography role="alert" color="error">
          {messages.profile.loadFailed}
        </Typography>
      </CardContent>
    );
  } else {
    details = (
      <ProfileForm profile={profile.data} community={isAdmin ? community.data : undefined} />
    );
  }

  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={headingStyle}>
        {messages.profile.title}
      </Typography>
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="profile-details-title">
          <CardContent sx={{ pb: 0 }}>
            <Typography id="profile-details-title" variant="h6" component="h2">
              Your details
            </Typography>
          </CardContent>
          {details}
        </Card>
        <ChangePasswordCard />
      </Stack>
    </Box>
  );
}

function ProfileForm({ profile, community }: { profile: Profile; community?: Community }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const { refetch: refetchIdentity } = useGetIdentity();
  const sessionEnded = useSessionEnded();

  const record: ProfileValues = {
    fullName: profile.fullName,
    title: profile.title,
    email: profile.email ?? '',
    mobileNumber: profile.mobileNumber ?? '',
    ...(community
      ? { bankName: community.bankName, bankAccountNumber: community.bankAccountNumber }
      : {}),
  };

  async function save(values: Record<string, unknown>) {
    const bank = {
      bankName: text(values.bankName),
      bankAccountNumber: text(values.bankAccountNumber),
    };
    // Bank details redirect money: a change needs the password again (the server checks it).
    const bankChanged =
      community !== undefined &&
      (bank.bankName !== community.bankName.trim() ||
        bank.bankAccountNumber !== community.bankAccountNumber.trim());
    const currentPassword =
      typeof values.currentPassword === 'string' ? values.currentPassword : '';
    if (bankChanged && currentPassword === '') {
      notify(messages.profile.currentPasswordRequired, { type: 'error' });
      return;
    }
    try {
      const saved = await sendJson<Profile>(PROFILE_PATH, 'PUT', {
        fullName: text(values.fullName),
        title: text(values.title),
        email: text(values.email),
        mobileNumber: text(values.mobileNumber),
      });
      // The stored user feeds the header greeting and every later page.
      const user = getUser();
      if (user) {
        setUser({
          ...user,
          fullName: saved.fullName,
          email: saved.email,
          mobileNumber: saved.mobileNumber,
        });
      }
      await refetchIdentity();
      if (bankChanged) {
        await sendJson<Community>(BANK_DETAILS_PATH, 'PUT', { ...bank, currentPassword });
      }
      await queryClient.invalidateQueries();
      notify(messages.profile.updated, { type: 'success' });
      navigate(`${basename}/home`);
    } catch (error) {
      if (!(await sessionEnded(error))) notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Form record={record} onSubmit={save} disableInvalidFormNotification noValidate>
      <InvalidSubmitNotice message={messages.profile.required} />
      <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
        <TextInput
          source="fullName"
          label="Full name"
          autoComplete="name"
          validate={requiredText}
          fullWidth
        />
        <TextInput source="title" label="Title" autoComplete="honorific-prefix" fullWidth />
        <TextInput
          source="email"
          label="Email address"
          type="email"
          autoComplete="email"
          validate={[requiredText, emailCharacters]}
          fullWidth
        />
        <TextInput
          source="mobileNumber"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          fullWidth
        />
        {community && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Community bank details
            </Typography>
            <TextInput source="bankName" label="Bank name" fullWidth />
            <TextInput
              source="bankAccountNumber"
              label="Bank account number"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
              fullWidth
            />
            <PasswordInput
              source="currentPassword"
              label="neighbourly.bank_details.current_password"
              helperText="neighbourly.bank_details.current_password_hint"
              autoComplete="current-password"
              fullWidth
            />
          </Box>
        )}
      </Stack>
      <Toolbar>
        <SaveButton alwaysEnable />
      </Toolbar>
    </Form>
  );
}

/** The message to toast before sending a password change, or null. */
function changeProblem(values: Record<string, unknown>): string | null {
  const current = values.currentPassword;
  const next = typeof values.newPassword === 'string' ? values.newPassword : '';
  const confirm = typeof values.confirmPassword === 'string' ? values.confirmPassword : '';
  if (typeof current !== 'string' || current === '' || isBlank(next)) {
    return messages.profile.passwordRequired;
  }
  if (next !== confirm) return messages.reset.mismatch;
  return passwordProblem(next);
}

function ChangePasswordCard() {
  const notify = useNotify();
  const sessionEnded = useSessionEnded();
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);

  async function change(values: Record<string, unknown>) {
    const problem = changeProblem(values);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    try {
      const { message } = await sendJson<{ message: string }>(CHANGE_PASSWORD_PATH, 'POST', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify(message, { type: 'success' });
      setFormKey((key) => key + 1);
    } catch (error) {
      if (!(await sessionEnded(error))) notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Card component="section" aria-labelledby="profile-password-title">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="profile-password-title" variant="h6" component="h2">
          Change password
        </Typography>
        <Typography variant="body2" color="text.secondary">
          8 to 128 characters. Your other sessions are signed out; this one stays.
        </Typography>
      </CardContent>
      <Form key={formKey} onSubmit={change} noValidate>
        <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
          <PasswordInput
            source="currentPassword"
            label="Current password"
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="New password"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            fullWidth
          />
        </Stack>
        <Toolbar>
          <SaveButton alwaysEnable label="Change password" />
        </Toolbar>
      </Form>
    </Card>
  );
}
