import { Box, Card, Stack, Typography } from '@mui/material';
import {
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useGetResourceLabel,
  useNotify,
  useTranslate,
} from 'react-admin';
import { EditPage } from '../common/FormPage';
import { RequireAdministrator } from '../common/RequireAdministrator';
import { useIsAdministrator } from '../common/useIsAdministrator';
import { CommunityInputs, toCommunityUpdate } from './CommunityInputs';

/**
 * /dashboard/communities/{comId}. Only the Super admin may save (spec sections 5 and 6): a
 * community's administrators see its details read-only, with Save disabled and the reason.
 */
export function CommunityEdit() {
  const { isSuperAdmin, isPending } = useIsAdministrator();
  if (isPending) return null;
  if (!isSuperAdmin) {
    return (
      <RequireAdministrator>
        <CommunityDetails />
      </RequireAdministrator>
    );
  }
  return (
    <EditPage
      successMessage="neighbourly.community.updated"
      invalidMessage="neighbourly.community.required"
      loadFailedMessage="neighbourly.community.loadFailed"
      deletedMessage="neighbourly.community.deleted"
      transform={toCommunityUpdate}
    >
      <CommunityInputs view="edit" />
    </EditPage>
  );
}

/** The read-only details: the same fields, nothing saved. */
function CommunityDetails() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('neighbourly.form.edit_title', { name: getResourceLabel('communities', 1) })}
      </Typography>
      <EditBase resource="communities" queryOptions={{ onError: () => undefined }}>
        <ReadOnlyForm />
      </EditBase>
    </Box>
  );
}

function ReadOnlyForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, isPending, error } = useEditContext();
  if (isPending) return <Typography role="status">{translate('neighbourly.loading')}</Typography>;
  if (error || !record) {
    return (
      <Typography role="alert" color="error">
        {translate('neighbourly.community.loadFailed')}
      </Typography>
    );
  }
  return (
    <Card>
      <SimpleForm
        // Nothing to send: the server refuses it too (403, the same words).
        onSubmit={() => notify('neighbourly.community.permission', { type: 'error' })}
        toolbar={<ReadOnlyToolbar />}
        sx={{ '& .MuiFormControl-root': { maxWidth: '100%' } }}
      >
        <CommunityInputs view="edit" readOnly />
      </SimpleForm>
    </Card>
  );
}

function ReadOnlyToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <SaveButton disabled aria-describedby="community-save-refused" />
        <Typography id="community-save-refused" variant="body2" color="text.secondary">
          {translate('neighbourly.community.permission')}
        </Typography>
      </Stack>
    </Toolbar>
  );
}
