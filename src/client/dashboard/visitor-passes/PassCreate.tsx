import { useState } from 'react';
import { Box, Card, Stack } from '@mui/material';
import {
  CanAccess,
  CreateBase,
  Form,
  useCreatePath,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { FormToolbar, InvalidSubmitNotice } from '../common/formBehaviour';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { PassInputs } from './PassInputs';
import { missingText, passDefaults, toPassPayload } from './passPayload';

/**
 * /dashboard/visitor-passes/add-new: a resident (or an administrator, for any resident) invites a
 * visitor. The form is CreatePage's (validation on submit, the server's field errors on their
 * fields), but a created pass opens its own page, with the code, the QR image and the share
 * buttons, instead of going back: sharing it is what the resident came to do.
 */
export function PassCreate() {
  const translate = useTranslate();
  return (
    <CanAccess action="create" accessDenied={<PermissionDenied />}>
      <Box component="section" sx={{ maxWidth: 760 }}>
        <PageHeading>{translate('neighbourly.visitors.newPass')}</PageHeading>
        <RequireCommunity>
          <PassForm />
        </RequireCommunity>
      </Box>
    </CanAccess>
  );
}

function PassForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // Today, the next half hour and four hours on, as the page opens (not at every render).
  const [defaultValues] = useState(() => passDefaults());
  const mutationOptions = {
    onSuccess: (pass: RaRecord) => {
      notify('neighbourly.visitors.passCreated', { type: 'success' });
      // `edit` is the record's own path here (/dashboard/visitor-passes/{id}): its show page.
      navigate(createPath({ resource: 'visitor-passes', id: pass.id, type: 'edit' }));
    },
    onError: (error: unknown) => {
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
    },
  };
  return (
    <CreateBase transform={toPassPayload} mutationOptions={mutationOptions}>
      <Card>
        <Form defaultValues={defaultValues} disableInvalidFormNotification noValidate>
          <InvalidSubmitNotice message={missingText} />
          <Stack sx={{ p: { xs: 2, sm: 3 }, pb: { xs: '5em', sm: 0 }, alignItems: 'flex-start' }}>
            <PassInputs />
          </Stack>
          <FormToolbar />
        </Form>
      </Card>
    </CreateBase>
  );
}
