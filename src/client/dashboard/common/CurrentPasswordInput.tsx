import { PasswordInput, type Validator } from 'react-admin';

/**
 * The current password, asked again before new bank details are saved (issue 12: they redirect
 * money); the server checks it. Used by the profile page and the community edit form; `validate`
 * asks for it on the form (the profile page: once the bank details differ).
 */
export function CurrentPasswordInput({ validate }: { validate?: Validator }) {
  return (
    <PasswordInput
      source="currentPassword"
      label="neighbourly.bank_details.current_password"
      helperText="neighbourly.bank_details.current_password_hint"
      autoComplete="current-password"
      validate={validate}
      fullWidth
    />
  );
}
