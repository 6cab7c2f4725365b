import { EditPage } from '../common/FormPage';
import { StreetInputs, toStreetPayload } from './StreetInputs';

/** /dashboard/streets/{streetId} */
export function StreetEdit() {
  return (
    <EditPage
      successMessage="neighbourly.street.updated"
      invalidMessage="neighbourly.street.required"
      loadFailedMessage="neighbourly.street.loadFailed"
      deletedMessage="neighbourly.street.deleted"
      transform={toStreetPayload}
    >
      <StreetInputs />
    </EditPage>
  );
}
