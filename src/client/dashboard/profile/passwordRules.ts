/**
 * The password form's checks, on its fields (shared/validation.ts, as the server checks): the
 * current and the new password required, the new one within the length rule, the confirmation
 * the same as the new one.
 */
import { required, type Validator } from 'react-admin';
import { messages } from '../../../shared/messages';
import { isBlank, passwordProblem } from '../../../shared/validation';
import { markRequired } from '../common/validators';

export const currentPasswordRule: Validator = required();

export const newPasswordRule: Validator = markRequired((value: unknown) => {
  const password = typeof value === 'string' ? value : '';
  if (isBlank(password)) return 'ra.validation.required';
  return passwordProblem(password) ?? undefined;
});

export const confirmationRule: Validator = markRequired(
  (value: unknown, values: { newPassword?: unknown }) =>
    (value ?? '') === (values.newPassword ?? '') ? undefined : messages.reset.mismatch,
);

/** The server's password refusals, by the field they concern. */
export const PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  [messages.profile.wrongPassword]: 'currentPassword',
  [messages.profile.tooManyPasswordAttempts]: 'currentPassword',
};
