import { ActionsColumn, Column, EditLink } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/streets: name, number of buildings, LGA and an Edit link; for the roles the access
 * table lets list streets (administrators). On a phone: the name, its buildings and LGA; a tap
 * opens the street.
 */
export function StreetList() {
  return (
    <ListPage
      emptyText="neighbourly.street.empty"
      loadingText="neighbourly.street.loading"
      canCreate
      phone={{ primary: 'streetName', facts: ['buildings', 'lga'], rowClick: 'edit' }}
    >
      <Column source="streetName" />
      <Column source="buildings" />
      <Column source="lga" />
      <ActionsColumn>
        <EditLink />
      </ActionsColumn>
    </ListPage>
  );
}
