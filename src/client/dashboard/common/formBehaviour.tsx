/**
 * The behaviour behind `<CreatePage>` / `<EditPage>` (FormPage.tsx), exported for custom forms:
 * - `<FormToolbar deletedMessage? />`: Save (always enabled, so a blank submit reaches validation)
 *   and, with `deletedMessage`, Delete with a confirm dialog;
 * - `<InvalidSubmitNotice message />`: inside a react-admin `<Form disableInvalidFormNotification>`,
 *   toasts the form's spec message after a submit that validation blocked;
 * - `useSaveOutcome(successMessage)`: create/edit `mutationOptions` (toast, then back; the
 *   server's message on failure).
 */
import { useEffect, useRef } from 'react';
import {
  DeleteButton,
  SaveButton,
  Toolbar,
  useCreatePath,
  useNotify,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { isGenericValidation, validatorMessage } from './validators';

type FormValues = Record<string, unknown>;

/** The form's message for a blocked submit: a key/text, or one chosen from the values. */
export type InvalidMessage = string | ((values: FormValues) => string);

/** Save always enabled: a blank submit must reach validation and its message (spec 5). */
export function FormToolbar({ deletedMessage }: { deletedMessage?: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <SaveButton alwaysEnable />
      {deletedMessage ? (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              notify(deletedMessage, { type: 'success' });
              redirect('list', resource);
            },
          }}
        />
      ) : null}
    </Toolbar>
  );
}

/** The field errors' texts in form order, those of nested fields (`rows.2.name`) too. */
function errorTexts(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  // A field's own error (never walked into: its `ref` is the input element).
  if ('type' in errors || 'message' in errors) {
    const text = validatorMessage((errors as { message?: unknown }).message);
    return text ? [text] : [];
  }
  return Object.values(errors).flatMap(errorTexts);
}

/** The first validator text of its own (e.g. an invalid fee), else the form's spec message. */
function blockedMessage(errors: FieldErrors, values: FormValues, fallback: InvalidMessage) {
  const own = errorTexts(errors).find((text) => !isGenericValidation(text));
  if (own) return own;
  return typeof fallback === 'function' ? fallback(values) : fallback;
}

/** Toasts the spec's message after a submit that validation blocked (nothing is sent). */
export function InvalidSubmitNotice({ message }: { message: InvalidMessage }) {
  const { submitCount, errors } = useFormState();
  const { getValues } = useFormContext();
  const notify = useNotify();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    notify(blockedMessage(errors, getValues(), message), { type: 'error' });
  }, [submitCount, errors, getValues, message, notify]);
  return null;
}

/** Success: toast, then back (spec 4); failure: the server's message (httpClient's text). */
export function useSaveOutcome(successMessage: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  const resource = useResourceContext() ?? '';
  return {
    onSuccess: () => {
      notify(successMessage, { type: 'success' });
      // Opened directly (no page before it in this app): the list stands in for "back".
      if (location.key === 'default') navigate(createPath({ resource, type: 'list' }));
      else navigate(-1);
    },
    onError: (error: unknown) => {
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
    },
  } satisfies { onSuccess: (record: RaRecord) => void; onError: (error: unknown) => void };
}
