import {
  SelectInput,
  useGetList,
  usePermissions,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Role } from '../../../shared/contract/communities';
import type { Resident } from '../../../shared/contract/residents';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { ADMIN, isSuperAdmin } from '../../../shared/roles';
import { requiredChoice } from '../common/validators';
import {
  AddressReferenceInput,
  ApartmentReferenceInput,
  ApartmentTypeReferenceInput,
} from '../pickers/PropertyPickers';
import { useAccountRights } from './accountRights';

/** The roles a community may assign: a handful, one unpaged list (Getroles). */
const ROLES = { page: 1, perPage: MAX_PAGE_SIZE };
const NEWEST_FIRST = { field: 'id', order: 'DESC' as const };

/**
 * Address, apartment, apartment type and role of a resident (all required). Addresses, apartments
 * and types are searched on the server, and the stored ones show whichever page they are on
 * (issue 15: an estate has far more than 100 apartments). The apartments offered are those at the
 * chosen address, and a new address clears an apartment at another one; choosing an apartment
 * first fills in its address. Only an Admin (or the Super admin) may give the Admin role
 * (contract), so others are not offered it. `communityId`: the record's own community when a Super
 * admin edits it.
 */
export function ResidenceInputs({ communityId }: { communityId?: number }) {
  const roles = useRoleChoices();
  const { getValues, setValue } = useFormContext();
  const fillAddress = (_value: unknown, apartment: RaRecord | undefined) => {
    if (apartment?.addressId && !getValues('selectedAddressId')) {
      setValue('selectedAddressId', apartment.addressId, { shouldDirty: true });
    }
  };

  return (
    <>
      <AddressReferenceInput
        source="selectedAddressId"
        communityId={communityId}
        validate={requiredChoice}
      />
      <ApartmentReferenceInput
        source="selectedApartmentId"
        addressSource="selectedAddressId"
        communityId={communityId}
        validate={requiredChoice}
        onChange={fillAddress}
      />
      <ApartmentTypeReferenceInput
        source="selectedApartmentTypeId"
        communityId={communityId}
        validate={requiredChoice}
      />
      <SelectInput
        source="selectedRoleId"
        choices={roles.data}
        optionText="roleName"
        isPending={roles.isPending}
        validate={requiredChoice}
        readOnly={!roles.mayChange}
        fullWidth
      />
    </>
  );
}

/** Getroles, without Admin for an exco editor unless it is the resident's current role. */
function useRoleChoices() {
  const { permissions } = usePermissions<string | null>();
  const record = useRecordContext<Resident>();
  const { data, isPending } = useGetList<Role & RaRecord>('roles', {
    pagination: ROLES,
    sort: NEWEST_FIRST,
    filter: {},
  });
  const mayGiveAdmin = isSuperAdmin(permissions) || permissions === ADMIN;
  const choices = (data ?? []).filter(
    (role) => mayGiveAdmin || role.roleName !== ADMIN || role.id === record?.selectedRoleId,
  );
  // Not an administrator's role for an officer, nor anyone's own (issue 12).
  const mayChange = useAccountRights()(record).role;
  return { data: choices, isPending, mayChange };
}
