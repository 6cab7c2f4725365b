import { useCanAccess } from 'react-admin';
import type { Exco } from '../../../shared/contract/excos';
import { readablePhone } from '../../../shared/phone';
import { ActionsColumn, Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { RemoveExcoButton } from './RemoveExcoButton';

/**
 * /dashboard/excos: name, address, principal ID, phone and role of the community's excos. Everyone
 * in the community reads it (spec section 6; Members get no phone numbers from the API); the
 * roles the access table lets create and delete excos also get Add New (assign a role) and a
 * Remove button per row. The Super admin
 * chooses a community first (there is no global exco list). On a phone: name, role and address, Remove at the end.
 */
export function ExcoList() {
  const { canAccess: canRemove, isPending } = useCanAccess({ action: 'delete' });
  if (isPending) return null;
  return (
    <RequireCommunity>
      <ListPage
        emptyText="neighbourly.exco.empty"
        loadingText="neighbourly.exco.loading"
        canCreate
        phone={{
          primary: 'fullName',
          facts: ['roleName', 'address'],
          actions: canRemove ? () => <RemoveExcoButton /> : undefined,
        }}
      >
        <Column source="fullName" />
        <Column source="address" />
        <Column source="principalId" />
        <Column source="phone" render={(record) => readablePhone((record as Exco).phone)} />
        <Column source="roleName" />
        {canRemove ? (
          <ActionsColumn align="right" sx={{ py: 0 }}>
            <RemoveExcoButton />
          </ActionsColumn>
        ) : null}
      </ListPage>
    </RequireCommunity>
  );
}
