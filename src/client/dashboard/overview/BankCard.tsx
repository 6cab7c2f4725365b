import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';

/** The community's bank name and account number (per-community settings, decisions.md). */
export function BankCard({ community }: { community: Community }) {
  const translate = useTranslate();
  const notSet = translate('neighbourly.overview.not_set');
  const rows = [
    ['neighbourly.overview.bank_name', community.bankName],
    ['neighbourly.overview.account_number', community.bankAccountNumber],
  ] as const;
  return (
    <Card component="section" aria-labelledby="bank-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AccountBalanceIcon color="primary" />
          <Typography id="bank-title" variant="h6" component="h2">
            {translate('neighbourly.overview.bank_title')}
          </Typography>
        </Stack>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 18 }}>
                {value || notSet}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
