import { Box, Card, Stack, Typography } from '@mui/material';
import {
  CanAccess,
  SaveButton,
  ShowBase,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useGetResourceLabel,
  useNotify,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { EditPage } from '../common/FormPage';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { CommunityInputs, toCommunityUpdate } from './CommunityInputs';

/**
 * /dashboard/communities/{comId}. Only the Super admin may save (spec sections 5 and 6; the
 * access table's `edit`): the roles that may list communities (a community's administrators) see
 * its details read-only, with Save disabled and the reason; Members the permission text.
 */
export function CommunityEdit() {
  const { canAccess: canSave, isPending } = useCanAccess({ action: 'edit' });
  if (isPending) return null;
  if (!canSave) {
    return (
      <CanAccess action="list" accessDenied={<PermissionDenied />}>
        <CommunityDetails />
      </CanAccess>
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
      <PageHeading>
        {translate('neighbourly.form.edit_title', { name: getResourceLabel('communities', 1) })}
      </PageHeading>
      {/* Read, not edited: the show view's controller (every role may read a community). */}
      <ShowBase resource="communities" queryOptions={{ onError: () => undefined }}>
        <ReadOnlyForm />
      </ShowBase>
    </Box>
  );
}

function ReadOnlyForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, isPending, error } = useShowContext();
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
