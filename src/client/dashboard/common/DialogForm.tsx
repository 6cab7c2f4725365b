/**
 * The dialog-form kit: an action's form in a dialog (record a payment, reverse an entry, add a
 * dependant...), on react-admin's rails. A react-admin `<Form>` with react-admin inputs and
 * validators, sent by `save` (a typed dataProvider method) through react-query's useMutation:
 * - a blocked submit shows each validator's text on its field and toasts what to fix
 *   (`invalidMessage`, or the first field text of its own);
 * - a refusal naming fields (`{ message, errors: { <field>: <text> } }`) puts each text on its
 *   field and toasts the first; any other failure is toasted (the server's message, else the
 *   generic text);
 * - while saving, Save says so and both buttons wait; the dialog cannot be dismissed;
 * - a success toasts `success` and calls `onSaved` (close, refetch);
 * - full screen on a phone.
 * The fields' names are the request's property names, so the server's `errors` find them.
 */
import { useId, useMemo, type ReactNode } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { InvalidSubmitNotice, type InvalidMessage } from './formBehaviour';
import { useSubmissionErrors } from './submissionErrors';

/** A success toast: an i18n key or text, and its kind (an 'info' when nothing changed). */
export interface DialogFormOutcome {
  message: string;
  type?: 'success' | 'info';
}

export interface DialogFormProps<Values extends FieldValues, Answer> {
  open: boolean;
  /** An i18n key; also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  /** The form's starting values (a fresh form each time the dialog is mounted). */
  defaultValues: Values;
  /** Sends the checked values; resolves when saved, rejects with the HttpError of a refusal. */
  save: (values: Values) => Promise<Answer>;
  /** The success toast, fixed or read from the answer. */
  success: string | ((answer: Answer) => DialogFormOutcome);
  /** After a save and its toast: close, and let the page refetch. */
  onSaved?: (answer: Answer) => void;
  /** The toast of a submit that validation blocked. */
  invalidMessage?: InvalidMessage;
  /** The Save button's i18n key, colour and icon (a reversal says 'Reverse' in warning colour). */
  saveLabel?: string;
  saveColor?: 'primary' | 'warning';
  saveIcon?: ReactNode;
  /** react-admin inputs, and any text around them. */
  children: ReactNode;
}

/**
 * After a 401, react-admin's useDataProvider answers `{ data: {} }` instead of failing (the
 * session has ended and the sign-in page is on its way): not a save to announce.
 */
export function endedSession(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const keys = Object.keys(answer);
  if (keys.length !== 1 || keys[0] !== 'data') return false;
  const data = (answer as { data: unknown }).data;
  return Array.isArray(data) ? data.length === 0 : Object.keys(data ?? {}).length === 0;
}

export function DialogForm<Values extends FieldValues, Answer>({
  open,
  title,
  onClose,
  defaultValues,
  save,
  success,
  onSaved,
  invalidMessage = 'ra.message.invalid_form',
  saveLabel = 'neighbourly.form.save',
  saveColor = 'primary',
  saveIcon = <SaveIcon />,
  children,
}: DialogFormProps<Values, Answer>) {
  const translate = useTranslate();
  const notify = useNotify();
  const fieldErrors = useSubmissionErrors();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const formId = useId();
  const titleId = useId();
  const mutation = useMutation({ mutationFn: (values: Values) => save(values) });
  const saving = mutation.isPending;
  // The form's record: none, not a list row's around the button (react-admin's record context).
  const record = useMemo(() => ({}), []);

  const submit = async (values: FieldValues) => {
    // Enter in a field while a save is out: that save answers.
    if (saving) return undefined;
    try {
      const answer = await mutation.mutateAsync(values as Values);
      if (endedSession(answer)) return undefined;
      const outcome = typeof success === 'string' ? { message: success } : success(answer);
      notify(outcome.message, { type: outcome.type ?? 'success' });
      onSaved?.(answer);
      return undefined;
    } catch (error) {
      return fieldErrors(error);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <Form
          id={formId}
          noValidate
          record={record}
          defaultValues={defaultValues}
          onSubmit={submit}
          mode="onChange"
          disableInvalidFormNotification
        >
          <InvalidSubmitNotice message={invalidMessage} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </Form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {translate('neighbourly.form.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={saveColor}
          startIcon={saveIcon}
          loading={saving}
          loadingPosition="start"
        >
          {translate(saving ? 'neighbourly.form.saving' : saveLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
