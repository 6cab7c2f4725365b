/**
 * An Admin's community bank details on the profile page (shown on the overview; nowhere else may
 * an Admin change them). Changing them needs the current password again (issue 12: they redirect
 * money; the server checks it).
 */
import { Box, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { BANK_ACCOUNT_NUMBER_MAX_LENGTH } from '../../../shared/limits';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import { text } from './profileRequests';

/**
 * The bank details as submitted, whether they differ from the community's, and the current
 * password typed for them (empty when none).
 */
export function bankDetailsChange(values: Record<string, unknown>, community?: Community) {
  const bank = {
    bankName: text(values.bankName),
    bankAccountNumber: text(values.bankAccountNumber),
  };
  const changed =
    community !== undefined &&
    (bank.bankName !== community.bankName.trim() ||
      bank.bankAccountNumber !== community.bankAccountNumber.trim());
  const currentPassword = typeof values.currentPassword === 'string' ? values.currentPassword : '';
  return { bank, changed, currentPassword };
}

export function BankDetailsFields() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Community bank details
      </Typography>
      <TextInput source="bankName" label="Bank name" fullWidth />
      <TextInput
        source="bankAccountNumber"
        label="Bank account number"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: BANK_ACCOUNT_NUMBER_MAX_LENGTH },
        }}
        fullWidth
      />
      <CurrentPasswordInput />
    </Box>
  );
}
