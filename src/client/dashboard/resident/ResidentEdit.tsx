import { useParams } from 'react-router-dom';
import { Stack } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { EditPage } from '../common/FormPage';
import { PermissionDenied } from '../common/PermissionDenied';
import type { Resident } from '../../../shared/contract/residents';
import { useAccountRights } from './accountRights';
import { ownResidentId } from './ownResident';
import { StatementButton } from '../debtors/StatementButton';
import { PaymentLinkButton } from '../payments/PaymentLinkButton';
import { ResidentDependants } from './ResidentDependants';
import { ResidentInputs } from './ResidentInputs';
import { residentProblem, toProfilePayload, toResidentPayload } from './residentPayload';

/**
 * /dashboard/resident/{redidentId}. The roles the access table lets list residents
 * (administrators) edit every field (role and ID included) and may delete the resident; a
 * Member, whose cells are 'own', opens only their own record, with the profile fields only
 * (another resident: 'You do not have the permission to view resident info', nothing fetched).
 * Below the form, 'Statement' (the resident's statement of account, issue 18), an administrator's
 * 'Payment link' (issue 18) and the resident's dependants.
 */
export function ResidentEdit() {
  const { id } = useParams();
  const { canAccess: administers, isPending } = useCanAccess({ action: 'list' });
  // Only an Admin or the Super admin removes an administrator (issue 12).
  const rightsOf = useAccountRights();
  if (isPending) return null;
  const residentId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (administers) {
    return (
      <Stack spacing={3}>
        <EditPage
          successMessage="neighbourly.resident.updated"
          invalidMessage={residentProblem({ photo: false, administered: true, idDocument: false })}
          loadFailedMessage="neighbourly.resident.loadFailed"
          deletedMessage={(record: Resident) =>
            rightsOf(record).remove ? 'neighbourly.resident.deleted' : undefined
          }
          transform={toResidentPayload}
        >
          <ResidentInputs view="edit" />
        </EditPage>
        {residentId !== null ? (
          // As wide as the form above (FormPage), the payment link's field included.
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', maxWidth: 760 }}
          >
            <StatementButton residentId={residentId} />
            <PaymentLinkButton residentId={residentId} />
          </Stack>
        ) : null}
        {residentId !== null ? <ResidentDependants residentId={residentId} /> : null}
      </Stack>
    );
  }
  if (residentId === null || residentId !== ownResidentId()) {
    return <PermissionDenied message="neighbourly.resident.viewPermission" />;
  }
  return (
    <Stack spacing={3}>
      <EditPage
        title="neighbourly.resident.my_profile"
        successMessage="neighbourly.resident.updated"
        invalidMessage={residentProblem({ photo: false, administered: false, idDocument: false })}
        loadFailedMessage="neighbourly.resident.loadFailed"
        transform={toProfilePayload}
      >
        <ResidentInputs view="profile" />
      </EditPage>
      <StatementButton residentId={residentId} />
      <ResidentDependants residentId={residentId} />
    </Stack>
  );
}
