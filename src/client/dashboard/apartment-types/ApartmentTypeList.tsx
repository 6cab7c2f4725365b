import { formatNaira } from '../../../shared/format';
import type { ApartmentType } from '../../../shared/contract/apartments';
import { Column, EditLink } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { useIsAdministrator } from '../common/useIsAdministrator';

/**
 * /dashboard/apartment-types: type, name, number of rooms, fee and a View/Edit link. The API
 * answers every type at once (no paging). Members read it without Add New or View/Edit.
 */
export function ApartmentTypeList() {
  const { isAdministrator, isPending } = useIsAdministrator();
  if (isPending) return null;
  return (
    <ListPage
      emptyText="neighbourly.apartmentType.empty"
      loadingText="neighbourly.apartmentType.loading"
      canCreate={isAdministrator}
      paged={false}
    >
      <Column source="type" />
      <Column source="name" />
      <Column source="numberOfRoom" />
      <Column
        source="feePerPerMonth"
        render={(record) => formatNaira((record as ApartmentType).feePerPerMonth)}
      />
      {isAdministrator ? (
        <Column label="">
          <EditLink label="neighbourly.list.view_edit" />
        </Column>
      ) : null}
    </ListPage>
  );
}
