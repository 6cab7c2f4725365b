import { Column, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/address: address, number of apartments, number of buildings, landlord ID
 * (the access table: administrators). A row, or the address's link, opens the address. On a phone: the address,
 * its apartments and buildings.
 */
export function AddressList() {
  return (
    <ListPage
      emptyText="neighbourly.address.empty"
      loadingText="neighbourly.address.loading"
      canCreate
      rowClick="edit"
      phone={{ primary: 'address', facts: ['numberOfApartments', 'buildings'] }}
    >
      <LinkColumn source="address" />
      <Column source="numberOfApartments" />
      <Column source="buildings" />
      <Column source="landlordId" />
    </ListPage>
  );
}
