import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { useIsAdministrator } from '../common/useIsAdministrator';

/**
 * /dashboard/apartments: name, address, principal ID, landlord ID. Administrators open an
 * apartment by its row; Members read the list only (no Add New, no row link).
 */
export function ApartmentList() {
  const { isAdministrator, isPending } = useIsAdministrator();
  if (isPending) return null;
  return (
    <ListPage
      emptyText="neighbourly.apartment.empty"
      loadingText="neighbourly.apartment.loading"
      canCreate={isAdministrator}
      rowClick={isAdministrator ? 'edit' : false}
    >
      <Column source="apartmentName" />
      <Column source="address" />
      <Column source="principalId" />
      <Column source="landlordId" />
    </ListPage>
  );
}
