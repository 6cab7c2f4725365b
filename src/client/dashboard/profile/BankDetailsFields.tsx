/**
 * An Admin's community bank details on the profile page (shown on the overview; nowhere else may
 * an Admin change them). Changing them needs the current password again (issue 12: they redirect
 * money; the server checks it).
 */
import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { BANK_ACCOUNT_NUMBER_MAX_LENGTH } from '../../../shared/limits';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import { newBankAccountNumber } from '../common/validators';
import { passwordForBankChange } from './profileValues';

export function BankDetailsFields({ community }: { community: Community }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('neighbourly.profile.bank.legend')}
      </Typography>
      <TextInput source="bankName" label="neighbourly.profile.bank.name" fullWidth />
      <TextInput
        source="bankAccountNumber"
        label="neighbourly.profile.bank.account_number"
        validate={newBankAccountNumber(community.bankAccountNumber)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: BANK_ACCOUNT_NUMBER_MAX_LENGTH },
        }}
        fullWidth
      />
      <CurrentPasswordInput validate={passwordForBankChange(community)} />
    </Box>
  );
}
