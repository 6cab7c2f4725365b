/**
 * The spec's add and edit pages (sections 2 Forms, 4, 5 and 8).
 *
 * ```tsx
 * <CreatePage successMessage="neighbourly.street.added" invalidMessage="neighbourly.street.required"
 *   transform={toStreetPayload} defaultValues={{ country: 'Nigeria' }}>
 *   <StreetInputs />
 * </CreatePage>
 * <EditPage successMessage="neighbourly.street.updated" invalidMessage="neighbourly.street.required"
 *   loadFailedMessage="neighbourly.street.loadFailed" deletedMessage="neighbourly.street.deleted"
 *   transform={toStreetPayload}>
 *   <StreetInputs />
 * </EditPage>
 * ```
 * Both:
 * - open to the roles the access table lets create (CreatePage) or edit (EditPage) the resource
 *   (authProvider.canAccess); others see the permission text (`deniedMessage`, default 'You do
 *   not have permission to access this page') and nothing is fetched;
 * - validate on submit; a blocked submit toasts the form's one spec message (`invalidMessage`, a
 *   key/text or a function of the values), or a validator's own text (validators.ts), and sends
 *   nothing; inputs still show their required markers;
 * - save pessimistically, toast `successMessage`, then go back to the previous page (the list
 *   when the form was opened directly); a failed save toasts the server's `{ message }`;
 * - `transform` picks the payload the API takes (the API refuses unknown fields).
 * EditPage also shows `loadFailedMessage` in place of the form when the record cannot be read,
 * and a Delete button with a confirm dialog when `deletedMessage` is given (the server's 409
 * text is toasted as it is).
 * CreatePage takes `prerequisite={{ needs, message }}` (see Prerequisite.tsx). The toolbar, the
 * blocked-submit toast and the save outcome live in formBehaviour.tsx, for custom forms.
 */
import type { ReactNode } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';
import {
  CanAccess,
  CreateBase,
  EditBase,
  Form,
  useEditContext,
  useGetResourceLabel,
  useResourceContext,
  useTranslate,
  type TransformData,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { Prerequisite, type PrerequisiteProps } from './Prerequisite';
import { PermissionDenied } from './PermissionDenied';
import { PageHeading } from './PageHeading';
import {
  FormToolbar,
  InvalidSubmitNotice,
  useSaveOutcome,
  type InvalidMessage,
} from './formBehaviour';

type FormValues = Record<string, unknown>;
export type { InvalidMessage };

interface FormPageProps {
  successMessage: string;
  invalidMessage: InvalidMessage;
  transform?: TransformData;
  /** The heading; defaults to 'Add New <Name>' / '<Name> details'. */
  title?: string;
  /** i18n key of the text shown to a role the access table refuses (default: auth.forbidden). */
  deniedMessage?: string;
  children: ReactNode;
}

export interface CreatePageProps extends FormPageProps {
  defaultValues?: FormValues;
  prerequisite?: Omit<PrerequisiteProps, 'children'>;
}

export interface EditPageProps extends FormPageProps {
  loadFailedMessage: string;
  /**
   * Shows Delete (with a confirm dialog) and toasts this after deleting; a function of the record
   * answers undefined to show no Delete for that record.
   */
  deletedMessage?: string | ((record: never) => string | undefined);
}

export function CreatePage({ deniedMessage, prerequisite, ...props }: CreatePageProps) {
  return (
    <CanAccess action="create" accessDenied={<PermissionDenied message={deniedMessage} />}>
      <FormHeading title={props.title} view="create">
        {prerequisite ? (
          <Prerequisite {...prerequisite}>
            <CreateForm {...props} />
          </Prerequisite>
        ) : (
          <CreateForm {...props} />
        )}
      </FormHeading>
    </CanAccess>
  );
}

function CreateForm({
  successMessage,
  invalidMessage,
  transform,
  defaultValues,
  children,
}: Omit<CreatePageProps, 'prerequisite' | 'deniedMessage'>) {
  const mutationOptions = useSaveOutcome(successMessage);
  return (
    <CreateBase transform={transform} mutationOptions={mutationOptions}>
      <FormCard invalidMessage={invalidMessage} defaultValues={defaultValues}>
        {children}
      </FormCard>
    </CreateBase>
  );
}

export function EditPage({ deniedMessage, ...props }: EditPageProps) {
  return (
    <CanAccess action="edit" accessDenied={<PermissionDenied message={deniedMessage} />}>
      <FormHeading title={props.title} view="edit">
        <EditForm {...props} />
      </FormHeading>
    </CanAccess>
  );
}

function EditForm({
  successMessage,
  invalidMessage,
  transform,
  loadFailedMessage,
  deletedMessage,
  children,
}: Omit<EditPageProps, 'deniedMessage'>) {
  const mutationOptions = useSaveOutcome(successMessage);
  const { id } = useParams();
  return (
    <EditBase
      // The API's ids are integers: send 7, not the route's "7", in the PUT body.
      id={id !== undefined && /^\d+$/.test(id) ? Number(id) : id}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      // The page itself says the record could not be read; no redirect, no extra toast.
      queryOptions={{ onError: () => undefined }}
    >
      <EditContent
        invalidMessage={invalidMessage}
        loadFailedMessage={loadFailedMessage}
        deletedMessage={deletedMessage}
      >
        {children}
      </EditContent>
    </EditBase>
  );
}

function EditContent({
  invalidMessage,
  loadFailedMessage,
  deletedMessage,
  children,
}: {
  invalidMessage: InvalidMessage;
  loadFailedMessage: string;
  deletedMessage?: EditPageProps['deletedMessage'];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { record, isPending, error } = useEditContext();
  if (isPending) return <Typography role="status">{translate('neighbourly.loading')}</Typography>;
  if (error || !record) {
    return (
      <Typography role="alert" color="error">
        {translate(loadFailedMessage, { _: loadFailedMessage })}
      </Typography>
    );
  }
  return (
    <FormCard
      invalidMessage={invalidMessage}
      deletedMessage={
        typeof deletedMessage === 'function' ? deletedMessage(record as never) : deletedMessage
      }
    >
      {children}
    </FormCard>
  );
}

function FormHeading({
  title,
  view,
  children,
}: {
  title?: string;
  view: 'create' | 'edit';
  children: ReactNode;
}) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  const name = getResourceLabel(resource, 1);
  const text = title
    ? translate(title, { _: title })
    : translate(`neighbourly.form.${view}_title`, { name });
  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <PageHeading>{text}</PageHeading>
      {children}
    </Box>
  );
}

/**
 * On phones react-admin's Toolbar is fixed to the bottom of the screen: like SimpleForm's 5em,
 * room below the last field keeps that field (and its error text) clear of the Save bar.
 */
const formFieldsStyle = {
  p: { xs: 2, sm: 3 },
  pb: { xs: '5em', sm: 0 },
  alignItems: 'flex-start',
} as const;

function FormCard({
  invalidMessage,
  defaultValues,
  deletedMessage,
  children,
}: {
  invalidMessage: InvalidMessage;
  defaultValues?: FormValues;
  deletedMessage?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      {/* SimpleForm's layout, but <Form> itself: SimpleForm would pass the flag on to the DOM.
          noValidate: the browser's own checks (e.g. a number's step) would block the submit
          silently instead of the spec's toast. */}
      <Form defaultValues={defaultValues} disableInvalidFormNotification noValidate>
        <InvalidSubmitNotice message={invalidMessage} />
        <Stack sx={formFieldsStyle}>{children}</Stack>
        <FormToolbar deletedMessage={deletedMessage} />
      </Form>
    </Card>
  );
}
