/**
 * /dashboard/profile (issue 7): the signed-in user's own details (full name, title, e-mail,
 * phone) and, for an Admin, the community's bank details (shown on the overview; nowhere else may
 * an Admin change them). Saving returns to /dashboard/home (spec: the admin profile save returns
 * to /dashboard/home) and the header greeting follows a new name. Changing the bank details needs
 * the current password again (issue 12: they redirect money). A second form changes the
 * password (current password required; the server ends every other session).
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Community } from '../../../shared/contract/communities';
import { messages } from '../../../shared/messages';
import { ADMIN } from '../../../shared/roles';
import { headingStyle } from '../common/headingStyle';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileForm } from './ProfileForm';
import { PROFILE_PATH, getJson, useSessionEnded, type Profile } from './profileRequests';

export type { Profile } from './profileRequests';

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
