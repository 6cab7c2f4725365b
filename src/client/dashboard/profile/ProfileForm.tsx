/** The profile page's details form: the user's own details and, for an Admin, the bank details. */
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  TextInput,
  Toolbar,
  useBasename,
  useGetIdentity,
  useNotify,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Community } from '../../../shared/contract/communities';
import { messages } from '../../../shared/messages';
import { getUser, setUser } from '../../common/session-store';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { emailCharacters, requiredText } from '../common/validators';
import { BankDetailsFields, bankDetailsChange } from './BankDetailsFields';
import {
  BANK_DETAILS_PATH,
  PROFILE_PATH,
  errorText,
  sendJson,
  text,
  useSessionEnded,
  type Profile,
} from './profileRequests';

interface ProfileValues {
  fullName: string;
  title: string;
  email: string;
  mobileNumber: string;
  bankName?: string;
  bankAccountNumber?: string;
}

/** The bank-details refusals that concern the current password field. */
const PASSWORD_REFUSALS = new Set<string>([
  messages.profile.wrongPassword,
  messages.profile.currentPasswordRequired,
  messages.profile.tooManyPasswordAttempts,
]);

export function ProfileForm({ profile, community }: { profile: Profile; community?: Community }) {
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
    // Bank details redirect money: a change needs the password again (the server checks it).
    const { bank, changed: bankChanged, currentPassword } = bankDetailsChange(values, community);
    if (bankChanged && currentPassword === '') {
      notify(messages.profile.currentPasswordRequired, { type: 'error' });
      // Returned errors mark the field at fault (react-admin's submission errors).
      return { currentPassword: messages.profile.currentPasswordRequired };
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
      if (await sessionEnded(error)) return;
      const message = errorText(error);
      notify(message, { type: 'error' });
      if (PASSWORD_REFUSALS.has(message)) return { currentPassword: message };
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
        {community && <BankDetailsFields />}
      </Stack>
      {/* Two forms on one page: on phones each bar stays under its form, not fixed to the bottom
          of the screen, where the password card's bar covered this Save. */}
      <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
        <SaveButton alwaysEnable />
      </Toolbar>
    </Form>
  );
}
