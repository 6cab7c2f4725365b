/**
 * The profile page's second form: changes the password (current password required; the server
 * ends every other session).
 */
import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, Toolbar, useNotify } from 'react-admin';
import { messages } from '../../../shared/messages';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isBlank,
  passwordProblem,
} from '../../../shared/validation';
import { CHANGE_PASSWORD_PATH, errorText, sendJson, useSessionEnded } from './profileRequests';

/** The message to toast before sending a password change, or null. */
function changeProblem(values: Record<string, unknown>): string | null {
  const current = values.currentPassword;
  const next = typeof values.newPassword === 'string' ? values.newPassword : '';
  const confirm = typeof values.confirmPassword === 'string' ? values.confirmPassword : '';
  if (typeof current !== 'string' || current === '' || isBlank(next)) {
    return messages.profile.passwordRequired;
  }
  if (next !== confirm) return messages.reset.mismatch;
  return passwordProblem(next);
}

export function ChangePasswordCard() {
  const notify = useNotify();
  const sessionEnded = useSessionEnded();
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);

  async function change(values: Record<string, unknown>) {
    const problem = changeProblem(values);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    try {
      const { message } = await sendJson<{ message: string }>(CHANGE_PASSWORD_PATH, 'POST', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify(message, { type: 'success' });
      setFormKey((key) => key + 1);
    } catch (error) {
      if (!(await sessionEnded(error))) notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Card component="section" aria-labelledby="profile-password-title">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="profile-password-title" variant="h6" component="h2">
          Change password
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters. Your other sessions are signed
          out; this one stays.
        </Typography>
      </CardContent>
      <Form key={formKey} onSubmit={change} noValidate>
        <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
          <PasswordInput
            source="currentPassword"
            label="Current password"
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="New password"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            fullWidth
          />
        </Stack>
        {/* In the flow on phones too (see ProfileForm: two fixed bars would cover each other). */}
        <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
          <SaveButton alwaysEnable label="Change password" />
        </Toolbar>
      </Form>
    </Card>
  );
}
