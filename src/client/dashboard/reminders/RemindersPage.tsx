/**
 * /dashboard/reminders (issue 19, point 3): the community's dues reminder schedule (the Admin
 * edits it, the other administrators read it), "Send reminders now" and, below, the background
 * work (sending, reminders, billing) that failed for good. Members do not see the
 * page (the access table's reminder-schedule show cell; the server refuses them too).
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { FailedJobsSection } from '../jobs/FailedJobsSection';
import { PermissionDenied } from '../common/PermissionDenied';
import type { ReminderMethods } from '../providers/methods/reminders';
import { useActiveCommunity } from '../switcher/activeCommunity';
import { reminderScheduleKey } from './reminderScheduleRules';
import { ReminderScheduleForm } from './ReminderScheduleForm';
import { RunRemindersButton } from './RunRemindersButton';

const T = 'neighbourly.reminders';

export function RemindersPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'reminder-schedule', action: 'show' });
  const run = useCanAccess({ resource: 'reminders', action: 'create' });
  if (isPending || run.isPending) return null;
  if (!canAccess) return <PermissionDenied />;
  return (
    <Box component="section" sx={{ maxWidth: 760, minWidth: 0 }}>
      <PageHeading>{translate(`${T}.title`)}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Stack spacing={3}>
        <ScheduleCard />
        {run.canAccess && (
          <Box>
            <RunRemindersButton />
          </Box>
        )}
      </Stack>
      <FailedJobsSection />
    </Box>
  );
}

function ScheduleCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ReminderMethods>();
  const edit = useCanAccess({ resource: 'reminder-schedule', action: 'edit' });
  const { id: communityId } = useActiveCommunity();
  const schedule = useQuery({
    queryKey: reminderScheduleKey(communityId),
    queryFn: ({ signal }) => dataProvider.getReminderSchedule(signal),
  });
  // After an ended session react-admin answers an empty object: nothing to show.
  const loaded = typeof schedule.data?.billingDay === 'number' ? schedule.data : undefined;
  if (schedule.isPending || edit.isPending || !loaded) {
    const failed = !schedule.isPending && !loaded;
    return (
      <Card>
        <CardContent>
          <Typography role={failed ? 'alert' : 'status'} color={failed ? 'error' : undefined}>
            {translate(failed ? `${T}.load_failed` : `${T}.loading`)}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card component="section" aria-label={translate(`${T}.title`)}>
      <ReminderScheduleForm
        schedule={loaded}
        canEdit={edit.canAccess === true}
        queryKey={reminderScheduleKey(communityId)}
      />
    </Card>
  );
}
