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
import { useDataProvider, useGetOne, useTranslate, type DataProvider } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { ADMIN } from '../../../shared/roles';
import { PageHeading } from '../common/PageHeading';
import type { ProfileMethods } from '../providers/methods/profile';
import { ChangePasswordCard } from './ChangePasswordCard';
import { MessagesCard } from './MessagesCard';
import { ProfileForm } from './ProfileForm';

export type { Profile } from '../../../shared/contract/auth';

const PROFILE_QUERY_KEY = ['neighbourly', 'profile'];

export function ProfilePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ProfileMethods>();
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getProfile(signal),
  });
  // After an ended session react-admin answers an empty object: no profile to show.
  const loaded = typeof profile.data?.id === 'number' ? profile.data : undefined;
  const isAdmin = loaded?.roleName === ADMIN && loaded.communityId !== null;
  const community = useGetOne<Community>(
    'communities',
    { id: loaded?.communityId ?? 0 },
    { enabled: isAdmin },
  );

  let details;
  if (profile.isPending || (isAdmin && community.isPending)) {
    details = (
      <CardContent>
        <Typography role="status">{translate('neighbourly.loading')}</Typography>
      </CardContent>
    );
  } else if (!loaded || (isAdmin && !community.data)) {
    details = (
      <CardContent>
        <Typography role="alert" color="error">
          {translate('neighbourly.profile.loadFailed')}
        </Typography>
      </CardContent>
    );
  } else {
    details = <ProfileForm profile={loaded} community={isAdmin ? community.data : undefined} />;
  }

  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <PageHeading>{translate('neighbourly.profile.title')}</PageHeading>
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="profile-details-title">
          <CardContent sx={{ pb: 0 }}>
            <Typography id="profile-details-title" variant="h6" component="h2">
              {translate('neighbourly.profile.details_title')}
            </Typography>
          </CardContent>
          {details}
        </Card>
        {/* A resident's opt-outs: accounts without a resident record have none to set. */}
        {typeof loaded?.residentId === 'number' && <MessagesCard />}
        <ChangePasswordCard />
      </Stack>
    </Box>
  );
}
