import { useCanAccess, type RaRecord } from 'react-admin';
import type { Apartment } from '../../../shared/contract/apartments';
import { Column, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/apartments: name, address, principal ID, landlord ID. The roles the access table
 * lets edit apartments open one by its row or its name's link; Members read the list only (no Add New, no row link). On a phone:
 * 'Flat 1 · 12 Adeola Street' and the principal ID.
 */
const nameAndAddress = (record: RaRecord) => {
  const { apartmentName, address } = record as Apartment;
  return address ? `${apartmentName} · ${address}` : apartmentName;
};

export function ApartmentList() {
  const { canAccess: canEdit, isPending } = useCanAccess({ action: 'edit' });
  if (isPending) return null;
  return (
    <ListPage
      emptyText="neighbourly.apartment.empty"
      loadingText="neighbourly.apartment.loading"
      canCreate
      rowClick={canEdit ? 'edit' : false}
      phone={{
        primary: { source: 'apartmentName', render: nameAndAddress },
        facts: ['principalId'],
      }}
    >
      <LinkColumn source="apartmentName" link={canEdit} />
      <Column source="address" />
      <Column source="principalId" />
      <Column source="landlordId" />
    </ListPage>
  );
}
