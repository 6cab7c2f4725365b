import { Box, Card, Stack } from '@mui/material';
import {
  CreateBase,
  Form,
  ResourceContextProvider,
  useCanAccess,
  useCreatePath,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormToolbar, InvalidSubmitNotice } from '../common/formBehaviour';
import { PageHeading } from '../common/PageHeading';
import { failureText, serverFieldErrors } from '../common/submissionErrors';
import { PermissionDenied } from '../common/PermissionDenied';
import { ownResidentId } from '../resident/ownResident';
import { AddDependantInputs, toDependantPayload } from './AddDependantInputs';

/** `?residentId=` of the page, when it is a record id. */
function residentFromQuery(params: URLSearchParams): number | undefined {
  const value = params.get('residentId');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * /dashboard/apartment-types/add-dependant (the spec's route; decisions.md makes it a real form):
 * adds a household member to a resident, preselected from `?residentId=`; a Member (the access
 * table's 'own' cell) adds only to their own record. Blank fields: 'Please make sure all inputs
 * are filled correctly'; a refused field shows the server's text on it; saved: 'Dependant added
 * successfully' and back to the previous page (the resident when opened directly).
 */
export function AddDependant() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  // Any resident for the roles that administer residents (the table lets them list them).
  const { canAccess: administers, isPending } = useCanAccess({
    resource: 'resident',
    action: 'list',
  });
  if (isPending) return null;
  const own = administers ? null : ownResidentId();
  if (!administers && own === null) return <PermissionDenied />;
  const residentId = own ?? residentFromQuery(params);
  return (
    <ResourceContextProvider value="dependants">
      <Box component="section" sx={{ maxWidth: 760 }}>
        <PageHeading>{translate('neighbourly.dependant.title')}</PageHeading>
        <DependantForm residentId={residentId} ownResidentId={own} />
      </Box>
    </ResourceContextProvider>
  );
}

function DependantForm({
  residentId,
  ownResidentId,
}: {
  residentId: number | undefined;
  ownResidentId: number | null;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  const mutationOptions = {
    onSuccess: (dependant: RaRecord) => {
      notify('neighbourly.dependant.added', { type: 'success' });
      // Opened directly (no page before it in this app): the resident stands in for "back".
      if (location.key !== 'default') navigate(-1);
      else if (dependant.residentId) {
        navigate(createPath({ resource: 'resident', id: dependant.residentId, type: 'edit' }));
      } else navigate(createPath({ resource: 'apartment-types', type: 'list' }));
    },
    onError: (error: unknown) => {
      // Texts for the fields land on them, and the form's notice toasts the first.
      if (!serverFieldErrors(error)) notify(failureText(error), { type: 'error' });
    },
  };
  return (
    <CreateBase
      resource="dependants"
      transform={toDependantPayload}
      mutationOptions={mutationOptions}
      redirect={false}
    >
      <Card>
        {/* noValidate: the browser's own checks would block the submit without the spec's toast. */}
        <Form defaultValues={{ residentId }} disableInvalidFormNotification noValidate>
          <InvalidSubmitNotice message="neighbourly.dependant.required" />
          <Stack sx={{ p: { xs: 2, sm: 3 }, pb: 0, alignItems: 'flex-start' }}>
            <AddDependantInputs ownResidentId={ownResidentId} />
          </Stack>
          <FormToolbar />
        </Form>
      </Card>
    </CreateBase>
  );
}
