import { Typography } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { pick } from '../common/payload';
import { requiredChoice } from '../common/validators';
import { ResidentReferenceInput } from '../pickers/ResidentReferenceInput';
import { useExcoRoles } from './useExcoRoles';

/**
 * Assigning an exco role (decisions.md: the exco add form gives an exco role to an existing
 * resident): the resident, searched on the server (GET /api/Residents?SearchText=), and one of
 * the community's exco roles (GET /api/Communities/Getroles without Admin and Member).
 */
export function ExcoInputs() {
  const translate = useTranslate();
  const roles = useExcoRoles();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('neighbourly.exco.assign_hint')}
      </Typography>
      <ResidentReferenceInput
        source="residentId"
        label="resources.excos.fields.residentId"
        validate={requiredChoice}
      />
      <SelectInput
        source="roleId"
        choices={roles.data ?? []}
        optionText="roleName"
        isPending={roles.isPending}
        validate={requiredChoice}
        fullWidth
      />
    </>
  );
}

/** `POST /api/Residents/Excos` body. */
export const toExcoPayload = (data: Record<string, unknown>) =>
  pick(data, ['residentId', 'roleId']);
