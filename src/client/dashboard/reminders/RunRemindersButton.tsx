/**
 * "Send reminders now" (issue 19): asks first, then sends the dues reminders to everyone who owes
 * and shows the server's answer ("Reminders sent to 3 resident(s) who owe", or that nobody owes)
 * in the dialog. Administrators only (the access table's reminders create cell).
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { failureText } from '../common/submissionErrors';
import type { ReminderMethods } from '../providers/methods/reminders';

const T = 'neighbourly.reminders';

export function RunRemindersButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ReminderMethods>();
  const [open, setOpen] = useState(false);
  const run = useMutation({ mutationFn: () => dataProvider.runReminders() });
  const close = () => {
    setOpen(false);
    run.reset();
  };
  const result = run.isSuccess
    ? run.data?.message
    : run.isError
      ? translate(failureText(run.error))
      : null;

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate(`${T}.run_now`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="run-reminders-title">
        <DialogTitle id="run-reminders-title">{translate(`${T}.run_title`)}</DialogTitle>
        <DialogContent>
          {result ? (
            <DialogContentText role={run.isError ? 'alert' : 'status'}>{result}</DialogContentText>
          ) : (
            <DialogContentText>{translate(`${T}.run_content`)}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>
            {translate(result ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          {!result && (
            <Button variant="contained" onClick={() => run.mutate()} disabled={run.isPending}>
              {translate(`${T}.run_now`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
