/**
 * An Admin's community settings on the profile page (issue 16, point 9): "Members see who paid".
 * Off (the default), the server leaves other residents' names and payment references out of what
 * Members read of the wallet, income and transactions; on, Members see them all.
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';

export function CommunitySettingsFields() {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('neighbourly.profile.settings.legend')}
      </Typography>
      <BooleanInput
        source="membersSeeWhoPaid"
        label="neighbourly.profile.settings.members_see_who_paid"
        helperText="neighbourly.profile.settings.members_see_who_paid_help"
      />
    </Box>
  );
}
