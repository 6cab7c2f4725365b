import { EditPage } from '../common/FormPage';
import { ApartmentInputs, editProblem, toApartmentPayload } from './ApartmentInputs';

/** /dashboard/apartments/{apartmentId} */
export function ApartmentEdit() {
  return (
    <EditPage
      successMessage="neighbourly.apartment.updated"
      invalidMessage={editProblem}
      loadFailedMessage="neighbourly.apartment.loadFailed"
      deletedMessage="neighbourly.apartment.deleted"
      transform={toApartmentPayload}
    >
      <ApartmentInputs />
    </EditPage>
  );
}
