import { Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import type { Resident } from '../../../shared/contract/residents';
import { pick } from '../common/payload';
import { requiredChoice } from '../common/validators';
import { useExcoRoles } from './useExcoRoles';

const residentLabel = (resident: Resident) =>
  resident.address ? `${resident.fullName} (${resident.address})` : resident.fullName;

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
      <ReferenceInput source="residentId" reference="resident" perPage={25}>
        <AutocompleteInput
          label="resources.excos.fields.residentId"
          optionText={residentLabel}
          validate={requiredChoice}
          fullWidth
        />
      </ReferenceInput>
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
