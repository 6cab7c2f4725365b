/**
 * The profile page's details form: the user's own details and, for an Admin, the community's
 * settings and bank details.
 */
import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  TextInput,
  Toolbar,
  useBasename,
  useDataProvider,
  useGetIdentity,
  useNotify,
  type DataProvider,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../../shared/contract/auth';
import type { Community } from '../../../shared/contract/communities';
import { messages } from '../../../shared/messages';
import { getUser, setUser } from '../../common/session-store';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { useSubmissionErrors } from '../common/submissionErrors';
import { emailCharacters, phoneNumber, requiredText } from '../common/validators';
import type { ProfileMethods } from '../providers/methods/profile';
import { BankDetailsFields } from './BankDetailsFields';
import { CommunitySettingsFields } from './CommunitySettingsFields';
import {
  bankDetailsBody,
  communitySettingsBody,
  profileBody,
  profileRecord,
  type ProfileValues,
} from './profileValues';

/** The bank-details refusals that concern the current password field. */
const PASSWORD_REFUSALS = Object.fromEntries(
  [
    messages.profile.wrongPassword,
    messages.profile.currentPasswordRequired,
    messages.profile.tooManyPasswordAttempts,
  ].map((message) => [message, 'currentPassword']),
);

/** The stored user feeds the header greeting and every later page. */
function rememberProfile(saved: Profile) {
  const user = getUser();
  if (!user) return;
  const { fullName, email, mobileNumber } = saved;
  setUser({ ...user, fullName, email, mobileNumber });
}

export function ProfileForm({ profile, community }: { profile: Profile; community?: Community }) {
  const dataProvider = useDataProvider<DataProvider & ProfileMethods>();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const { refetch: refetchIdentity } = useGetIdentity();
  const refused = useSubmissionErrors(PASSWORD_REFUSALS);

  const { mutateAsync } = useMutation({
    mutationFn: async (values: ProfileValues) => {
      const saved = await dataProvider.updateProfile(profileBody(values));
      // An ended session answers nothing to save (react-admin has signed the user out).
      if (saved?.id !== profile.id) return false;
      rememberProfile(saved);
      await refetchIdentity();
      const bank = bankDetailsBody(values, community);
      if (bank) await dataProvider.updateBankDetails(bank);
      const settings = communitySettingsBody(values, community);
      if (settings) await dataProvider.updateCommunitySettings(settings);
      return true;
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      await queryClient.invalidateQueries();
      notify(messages.profile.updated, { type: 'success' });
      navigate(`${basename}/home`);
    },
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values as unknown as ProfileValues);
    } catch (error) {
      return refused(error);
    }
  };

  return (
    <Form
      record={profileRecord(profile, community)}
      onSubmit={save}
      disableInvalidFormNotification
      noValidate
    >
      <InvalidSubmitNotice message={messages.profile.required} />
      <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
        <TextInput
          source="fullName"
          label="neighbourly.profile.full_name"
          autoComplete="name"
          validate={requiredText}
          fullWidth
        />
        <TextInput
          source="title"
          label="neighbourly.profile.person_title"
          autoComplete="honorific-prefix"
          fullWidth
        />
        <TextInput
          source="email"
          label="neighbourly.profile.email"
          type="email"
          autoComplete="email"
          validate={[requiredText, emailCharacters]}
          fullWidth
        />
        <TextInput
          source="mobileNumber"
          label="neighbourly.profile.phone"
          type="tel"
          autoComplete="tel"
          validate={phoneNumber(profile.mobileNumber)}
          fullWidth
        />
        {community && <CommunitySettingsFields />}
        {community && <BankDetailsFields community={community} />}
      </Stack>
      {/* Two forms on one page: on phones each bar stays under its form, not fixed to the bottom
          of the screen, where the password card's bar covered this Save. */}
      <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
        <SaveButton alwaysEnable />
      </Toolbar>
    </Form>
  );
}
