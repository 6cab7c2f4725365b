import { useMemo } from 'react';
import {
  AutocompleteInput,
  SelectInput,
  useGetList,
  useGetMany,
  usePermissions,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Address } from '../../../shared/contract/addresses';
import type { Apartment, ApartmentType } from '../../../shared/contract/apartments';
import type { Role } from '../../../shared/contract/communities';
import type { Resident } from '../../../shared/contract/residents';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { ADMIN } from '../../../shared/roles';
import { requiredChoice } from '../common/validators';
import { useIsAdministrator } from '../common/useIsAdministrator';
import { useAccountRights } from './accountRights';

/** The API's largest page: the community's addresses, apartments and types to choose from. */
const CHOICES = { page: 1, perPage: MAX_PAGE_SIZE };
const NEWEST_FIRST = { field: 'id', order: 'DESC' as const };

/**
 * The choices with the record's own one added when the first page left it out (an estate with
 * more than 100 apartments): otherwise a stored apartment showed as empty and the form could not
 * be saved without choosing one again.
 */
function withOwn<T extends RaRecord>(choices: T[] | undefined, own: T[] | undefined): T[] {
  const list = choices ?? [];
  const missing = (own ?? []).filter((item) => !list.some((choice) => choice.id === item.id));
  return missing.length ? [...list, ...missing] : list;
}

/**
 * Address, apartment, apartment type and role of a resident (all required). The apartments
 * offered are those at the chosen address; choosing an apartment first fills in its address.
 * Only an Admin (or the Super admin) may give the Admin role (contract), so others are not
 * offered it. `communityId`: the record's own community when a Super admin edits it.
 */
export function ResidenceInputs({ communityId }: { communityId?: number }) {
  const params = {
    pagination: CHOICES,
    sort: NEWEST_FIRST,
    filter: {},
    meta: communityId ? { communityId } : undefined,
  };
  const record = useRecordContext<Resident>();
  const ownIds = (id: number | null | undefined) => ({ ids: id ? [id] : [] });
  const addressList = useGetList<Address & RaRecord>('address', params);
  const apartmentList = useGetList<Apartment & RaRecord>('apartments', params);
  const ownAddress = useGetMany<Address & RaRecord>('address', ownIds(record?.selectedAddressId));
  const ownApartment = useGetMany<Apartment & RaRecord>(
    'apartments',
    ownIds(record?.selectedApartmentId),
  );
  const addresses = {
    data: useMemo(
      () => addressList.data && withOwn(addressList.data, ownAddress.data),
      [addressList.data, ownAddress.data],
    ),
    isPending: addressList.isPending,
  };
  const apartments = {
    data: useMemo(
      () => apartmentList.data && withOwn(apartmentList.data, ownApartment.data),
      [apartmentList.data, ownApartment.data],
    ),
    isPending: apartmentList.isPending,
  };
  const types = useGetList<ApartmentType & RaRecord>('apartment-types', params);
  const roles = useRoleChoices();
  const { getValues, setValue } = useFormContext();
  const addressId = useWatch({ name: 'selectedAddressId' }) as unknown;

  const apartmentChoices = useMemo(() => {
    const all = apartments.data ?? [];
    return addressId ? all.filter((apartment) => apartment.addressId === addressId) : all;
  }, [apartments.data, addressId]);

  // A new address: an apartment chosen at another one no longer fits.
  const onAddressChange = (address: unknown) => {
    const apartmentId = getValues('selectedApartmentId') as unknown;
    const apartment = apartments.data?.find((candidate) => candidate.id === apartmentId);
    if (address && apartment && apartment.addressId !== address) {
      setValue('selectedApartmentId', null, { shouldDirty: true });
    }
  };
  const onApartmentChange = (_value: unknown, apartment: RaRecord | RaRecord[] | '') => {
    if (apartment && !Array.isArray(apartment) && !getValues('selectedAddressId')) {
      setValue('selectedAddressId', apartment.addressId, { shouldDirty: true });
    }
  };

  return (
    <>
      <AutocompleteInput
        source="selectedAddressId"
        choices={addresses.data ?? []}
        optionText="address"
        isPending={addresses.isPending}
        validate={requiredChoice}
        onChange={onAddressChange}
        fullWidth
      />
      <AutocompleteInput
        source="selectedApartmentId"
        choices={apartmentChoices}
        optionText="apartmentName"
        isPending={apartments.isPending}
        validate={requiredChoice}
        onChange={onApartmentChange}
        fullWidth
      />
      <SelectInput
        source="selectedApartmentTypeId"
        choices={types.data ?? []}
        optionText={(type: ApartmentType) => `${type.name} (${type.type})`}
        isPending={types.isPending}
        validate={requiredChoice}
        fullWidth
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
  const { isSuperAdmin } = useIsAdministrator();
  const { permissions } = usePermissions<string | null>();
  const record = useRecordContext<Resident>();
  const { data, isPending } = useGetList<Role & RaRecord>('roles', {
    pagination: CHOICES,
    sort: NEWEST_FIRST,
    filter: {},
  });
  const mayGiveAdmin = isSuperAdmin || permissions === ADMIN;
  const choices = (data ?? []).filter(
    (role) => mayGiveAdmin || role.roleName !== ADMIN || role.id === record?.selectedRoleId,
  );
  // Not an administrator's role for an officer, nor anyone's own (issue 12).
  const mayChange = useAccountRights()(record).role;
  return { data: choices, isPending, mayChange };
}
