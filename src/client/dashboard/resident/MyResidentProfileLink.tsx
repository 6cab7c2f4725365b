import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';
import { ownResidentId } from './ownResident';

/**
 * 'My resident profile' → /dashboard/resident/{residentId}, for a signed-in user who is a resident
 * (a Member's way to their own record until the Profile page of a later issue). Nothing otherwise.
 */
export function MyResidentProfileLink() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const residentId = ownResidentId();
  if (residentId === null) return null;
  return (
    <Button
      component={LinkBase}
      to={createPath({ resource: 'resident', id: residentId, type: 'edit' })}
      variant="outlined"
      startIcon={<PersonOutlinedIcon />}
    >
      {translate('neighbourly.resident.my_profile')}
    </Button>
  );
}

/** The overview's card with the link, for a signed-in user who is a resident. */
export function MyResidentProfileCard() {
  const translate = useTranslate();
  if (ownResidentId() === null) return null;
  return (
    <Card component="section" sx={{ mb: 2 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Typography color="text.secondary">
          {translate('neighbourly.resident.my_profile_hint')}
        </Typography>
        <MyResidentProfileLink />
      </CardContent>
    </Card>
  );
}
