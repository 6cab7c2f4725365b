/**
 * The profile page's Messages card (issue 19): a resident's two opt-outs, no SMS at all and no
 * dues reminders by e-mail. Notices still show in the app. Shown to accounts with a resident
 * record only (the server has nothing to set for the others); saved with its own button.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import type { MessagePreferences } from '../../../shared/contract/notices';
import type { MessagePreferenceMethods } from '../providers/methods/messagePreferences';

const QUERY_KEY = ['neighbourly', 'message-preferences'];

/** The server's words of a failed call (react-admin's HttpError carries `{ message }`). */
function messageOf(error: unknown): string | null {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : null;
}

export function MessagesCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DataProvider & MessagePreferenceMethods>();
  const loaded = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getMessagePreferences(signal),
  });
  const [choices, setChoices] = useState<MessagePreferences | null>(null);
  useEffect(() => {
    if (typeof loaded.data?.smsOptOut === 'boolean') setChoices(loaded.data);
  }, [loaded.data]);

  const save = useMutation({
    mutationFn: (body: MessagePreferences) => dataProvider.saveMessagePreferences(body),
    onSuccess: (saved) => {
      // An ended session answers nothing (react-admin has signed the user out).
      if (typeof saved?.smsOptOut !== 'boolean') return;
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('neighbourly.profile.messages.saved', { type: 'success' });
    },
  });

  const toggle = (name: keyof MessagePreferences) => (_event: unknown, checked: boolean) =>
    setChoices((current) => (current ? { ...current, [name]: checked } : current));

  let body;
  if (loaded.isPending) {
    body = <Typography role="status">{translate('neighbourly.loading')}</Typography>;
  } else if (!choices) {
    body = (
      <Alert severity="error" role="alert">
        {messageOf(loaded.error) ?? translate('neighbourly.profile.messages.load_failed')}
      </Alert>
    );
  } else {
    body = (
      <FormGroup>
        <FormControlLabel
          control={<Checkbox checked={choices.smsOptOut} onChange={toggle('smsOptOut')} />}
          label={translate('neighbourly.profile.messages.sms')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={choices.emailRemindersOptOut}
              onChange={toggle('emailRemindersOptOut')}
            />
          }
          label={translate('neighbourly.profile.messages.email_reminders')}
        />
      </FormGroup>
    );
  }

  return (
    <Card component="section" aria-labelledby="profile-messages-title">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="profile-messages-title" variant="h6" component="h2">
          {translate('neighbourly.profile.messages.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('neighbourly.profile.messages.help')}
        </Typography>
      </CardContent>
      <CardContent>
        {body}
        {save.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageOf(save.error) ?? translate('neighbourly.profile.messages.save_failed')}
          </Alert>
        )}
      </CardContent>
      {choices && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => save.mutate(choices)}
          >
            {translate('neighbourly.profile.messages.save')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
