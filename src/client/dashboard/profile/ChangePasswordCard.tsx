/**
 * The profile page's second form: changes the password (current password required; the server
 * ends every other session). The form is emptied after a change.
 */
import { useEffect } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { useSubmissionErrors } from '../common/submissionErrors';
import type { ChangePasswordBody, ProfileMethods } from '../providers/methods/profile';
import {
  PASSWORD_FIELDS,
  confirmationRule,
  currentPasswordRule,
  newPasswordRule,
} from './passwordRules';

export function ChangePasswordCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & ProfileMethods>();
  const refused = useSubmissionErrors(PASSWORD_FIELDS);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => dataProvider.changePassword(body),
    onSuccess: (answer) => {
      // An ended session answers no message (react-admin has signed the user out).
      if (typeof answer?.message === 'string') notify(answer.message, { type: 'success' });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    const { currentPassword, newPassword } = values as Partial<ChangePasswordBody>;
    try {
      await change.mutateAsync({
        currentPassword: currentPassword ?? '',
        newPassword: newPassword ?? '',
      });
    } catch (error) {
      return refused(error);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-password-title">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="profile-password-title" variant="h6" component="h2">
          {translate('neighbourly.profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('neighbourly.profile.password.rule')}
        </Typography>
      </CardContent>
      <Form onSubmit={submit} disableInvalidFormNotification noValidate>
        <InvalidSubmitNotice message={messages.profile.passwordRequired} />
        <EmptiedAfterChange changedAt={change.isSuccess ? change.submittedAt : 0} />
        <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
          <PasswordInput
            source="currentPassword"
            label="neighbourly.profile.password.current"
            autoComplete="current-password"
            validate={currentPasswordRule}
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="neighbourly.profile.password.new"
            autoComplete="new-password"
            validate={newPasswordRule}
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="neighbourly.profile.password.confirm"
            autoComplete="new-password"
            validate={confirmationRule}
            fullWidth
          />
        </Stack>
        {/* In the flow on phones too (see ProfileForm: two fixed bars would cover each other). */}
        <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
          <SaveButton alwaysEnable label="neighbourly.profile.password.save" />
        </Toolbar>
      </Form>
    </Card>
  );
}

/** Empties the form once a change has gone through (`changedAt`: when it was sent; 0: none). */
function EmptiedAfterChange({ changedAt }: { changedAt: number }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (changedAt) reset();
  }, [changedAt, reset]);
  return null;
}
