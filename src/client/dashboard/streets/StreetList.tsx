import { Column, EditLink } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { RequireAdministrator } from '../common/RequireAdministrator';

/** /dashboard/streets: name, number of buildings, LGA and an Edit link (administrators only). */
export function StreetList() {
  return (
    <RequireAdministrator>
      <ListPage
        emptyText="neighbourly.street.empty"
        loadingText="neighbourly.street.loading"
        canCreate
      >
        <Column source="streetName" />
        <Column source="buildings" />
        <Column source="lga" />
        <Column label="">
          <EditLink />
        </Column>
      </ListPage>
    </RequireAdministrator>
  );
}
