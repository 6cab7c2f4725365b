import { PasswordInput } from 'react-admin';

/**
 * The current password, asked again before new bank details are saved (issue 12: they redirect
 * money); the server checks it. Used by the profile page and the community edit form.
 */
export function CurrentPasswordInput() {
  return (
    <PasswordInput
      source="currentPassword"
      label="neighbourly.bank_details.current_password"
      helperText="neighbourly.bank_details.current_password_hint"
      autoComplete="current-password"
      fullWidth
    />
  );
}
