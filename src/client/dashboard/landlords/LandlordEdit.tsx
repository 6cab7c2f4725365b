import { EditPage } from '../common/FormPage';
import { LandlordInputs, toLandlordPayload } from './LandlordInputs';

/** /dashboard/landlords/{landlordId}: the photo is optional here (the old one stays). */
export function LandlordEdit() {
  return (
    <EditPage
      successMessage="neighbourly.landlord.updated"
      invalidMessage="neighbourly.landlord.required"
      loadFailedMessage="neighbourly.landlord.loadFailed"
      deletedMessage="neighbourly.landlord.deleted"
      transform={toLandlordPayload}
    >
      <LandlordInputs view="edit" />
    </EditPage>
  );
}
