import type { ReactNode } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { CanAccess, useGetResourceLabel, useTranslate } from 'react-admin';
import { CreatePage } from '../common/FormPage';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { useMissingRecords } from '../common/Prerequisite';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { ResidentInputs } from './ResidentInputs';
import { DEFAULT_NATIONALITY, residentProblem, toResidentPayload } from './residentPayload';

const PREREQUISITE = 'neighbourly.resident.prerequisite';
const DENIED = 'neighbourly.resident.createPermission';

/**
 * /dashboard/resident/add-new (the roles the access table lets create residents; Members see 'You
 * do not have the permission to create a resident', and nothing, the roles included, is fetched).
 * Needs a role, an apartment type, an address and an apartment first.
 */
export function ResidentCreate() {
  return (
    <CanAccess action="create" accessDenied={<PermissionDenied message={DENIED} />}>
      <RequireCommunity>
        <RolesFirst>
          <CreatePage
            successMessage="neighbourly.resident.created"
            invalidMessage={residentProblem({ photo: true, administered: true, idDocument: true })}
            transform={toResidentPayload}
            defaultValues={{ nationality: DEFAULT_NATIONALITY }}
            deniedMessage={DENIED}
            prerequisite={{
              needs: ['apartment-types', 'address', 'apartments'],
              message: PREREQUISITE,
            }}
          >
            <ResidentInputs view="create" />
          </CreatePage>
        </RolesFirst>
      </RequireCommunity>
    </CanAccess>
  );
}

/**
 * The roles come from the server (Getroles), so unlike the other prerequisites there is no page
 * to add one: without any, the spec's message stands alone under the page's heading.
 */
function RolesFirst({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { isPending, error, missing } = useMissingRecords(['roles']);
  if (!isPending && !error && missing.length === 0) return <>{children}</>;
  let state: ReactNode;
  if (isPending) {
    state = <Typography role="status">{translate('neighbourly.loading')}</Typography>;
  } else {
    state = (
      <Card component="section" sx={{ maxWidth: 720 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <InfoOutlinedIcon color="secondary" aria-hidden />
            <Typography role="alert">
              {error
                ? error.message || translate('neighbourly.generic.failure')
                : translate(PREREQUISITE)}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <PageHeading>
        {translate('neighbourly.form.create_title', { name: getResourceLabel('resident', 1) })}
      </PageHeading>
      {state}
    </Box>
  );
}
