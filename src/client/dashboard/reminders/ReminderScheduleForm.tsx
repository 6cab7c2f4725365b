/**
 * The dues reminder schedule form (issue 19): on or off, the billing day, the reminder days and
 * the channels besides the app. The Admin edits it; the other administrators see it read-only
 * (the access table's reminder-schedule edit cell; the server refuses them too). A refusal from
 * the server is shown on the field at fault.
 */
import { Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import type { ReminderSchedule } from '../../../shared/contract/notices';
import { messages } from '../../../shared/messages';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { useSubmissionErrors } from '../common/submissionErrors';
import type { ReminderMethods } from '../providers/methods/reminders';
import { DAY_CHOICES, dayRule, daysRule } from './reminderScheduleRules';

const T = 'neighbourly.reminders';
const CHANNELS = [
  { id: 'email', name: `${T}.email` },
  { id: 'sms', name: `${T}.sms` },
];

export function ReminderScheduleForm(props: {
  schedule: ReminderSchedule;
  canEdit: boolean;
  /** The schedule's query (the page's), updated with what was saved. */
  queryKey: readonly unknown[];
}) {
  const { schedule, canEdit, queryKey } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ReminderMethods>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refused = useSubmissionErrors();

  const { mutateAsync } = useMutation({
    mutationFn: (values: ReminderSchedule) => dataProvider.saveReminderSchedule(values),
    onSuccess: (saved) => {
      // An ended session answers nothing (react-admin is signing the user out).
      if (typeof saved?.billingDay !== 'number') return;
      queryClient.setQueryData(queryKey, saved);
      notify(messages.reminders.saved, { type: 'success' });
    },
  });

  const save = async (values: Record<string, unknown>) => {
    const body: ReminderSchedule = {
      enabled: values.enabled === true,
      billingDay: Number(values.billingDay),
      reminderDays: ((values.reminderDays as number[] | undefined) ?? []).map(Number),
      channels: (values.channels as ReminderSchedule['channels'] | undefined) ?? [],
    };
    try {
      await mutateAsync(body);
    } catch (error) {
      return refused(error);
    }
  };

  const readOnly = !canEdit;
  return (
    <Form record={schedule} onSubmit={save} disableInvalidFormNotification noValidate>
      <InvalidSubmitNotice message={messages.community.required} />
      <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
        {readOnly && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.read_only`)}
          </Typography>
        )}
        <BooleanInput source="enabled" label={`${T}.enabled`} disabled={readOnly} />
        <NumberInput
          source="billingDay"
          label={`${T}.billing_day`}
          min={1}
          step={1}
          validate={dayRule}
          disabled={readOnly}
          fullWidth
        />
        <SelectArrayInput
          source="reminderDays"
          label={`${T}.reminder_days`}
          helperText={`${T}.reminder_days_help`}
          choices={DAY_CHOICES}
          validate={daysRule}
          disabled={readOnly}
          fullWidth
        />
        <CheckboxGroupInput
          source="channels"
          label={`${T}.channels`}
          helperText={`${T}.channels_help`}
          choices={CHANNELS}
          disabled={readOnly}
        />
      </Stack>
      {canEdit && (
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      )}
    </Form>
  );
}
