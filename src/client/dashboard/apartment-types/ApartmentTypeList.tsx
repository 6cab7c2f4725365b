import { useCanAccess } from 'react-admin';
import { formatNaira } from '../../../shared/format';
import type { ApartmentType } from '../../../shared/contract/apartments';
import { ActionsColumn, Column, EditLink } from '../common/Columns';
import { ListPage } from '../common/ListPage';

const fee = (record: object) => formatNaira((record as ApartmentType).feePerPerMonth);

/**
 * /dashboard/apartment-types: type, name, number of rooms, fee and a View/Edit link. The API
 * answers every type at once (no paging). Roles the access table keeps from adding and editing
 * types (Members) read it without Add New or View/Edit. On a phone: the name, type and fee; a tap
 * opens the type for the roles that may edit it.
 */
export function ApartmentTypeList() {
  const { canAccess: canEdit, isPending } = useCanAccess({ action: 'edit' });
  if (isPending) return null;
  return (
    <ListPage
      emptyText="neighbourly.apartmentType.empty"
      loadingText="neighbourly.apartmentType.loading"
      canCreate
      paged={false}
      phone={{
        primary: 'name',
        facts: ['type', { source: 'feePerPerMonth', render: fee }],
        rowClick: canEdit ? 'edit' : false,
      }}
    >
      <Column source="type" />
      <Column source="name" />
      <Column source="numberOfRoom" />
      <Column source="feePerPerMonth" render={fee} />
      {canEdit ? (
        <ActionsColumn>
          <EditLink label="neighbourly.list.view_edit" />
        </ActionsColumn>
      ) : null}
    </ListPage>
  );
}
