import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DebtorProfile } from '../../../shared/contract/finance-reads';
import { formatNaira } from '../../../shared/format';
import { readablePhone } from '../../../shared/phone';

/** The debtor's profile banner: name, email, phone, address and what they owe. */
export function DebtorBanner({ profile }: { profile: DebtorProfile }) {
  const translate = useTranslate();
  const notGiven = translate('neighbourly.finance.debtor.notGiven');
  const details = [
    ['email', profile.email || notGiven],
    ['phone', readablePhone(profile.mobileNumber) || notGiven],
    ['address', profile.address || notGiven],
    ['apartment', profile.apartmentName || notGiven],
    ['principalId', profile.principalId || notGiven],
  ] as const;
  return (
    <Card component="section" aria-labelledby="debtor-name" sx={{ mb: 3 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <PersonOutlinedIcon color="primary" aria-hidden />
            <Typography id="debtor-name" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {profile.fullName}
            </Typography>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {details.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`neighbourly.finance.debtor.${key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ textAlign: { md: 'right' } }}>
          <Typography id="amount-owed" variant="body2" color="text.secondary">
            {translate('neighbourly.finance.debtor.amountOwed')}
          </Typography>
          <Typography
            aria-labelledby="amount-owed"
            sx={{
              fontWeight: 700,
              fontSize: 28,
              color: profile.amountOwed > 0 ? 'error.main' : 'primary.main',
            }}
          >
            {formatNaira(profile.amountOwed)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
