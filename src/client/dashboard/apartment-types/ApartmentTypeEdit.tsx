import { EditPage } from '../common/FormPage';
import { ApartmentTypeInputs, toApartmentTypePayload } from './ApartmentTypeInputs';

/** /dashboard/apartment-types/{apartmentTypeId} */
export function ApartmentTypeEdit() {
  return (
    <EditPage
      successMessage="neighbourly.apartmentType.updated"
      invalidMessage="neighbourly.apartmentType.required"
      loadFailedMessage="neighbourly.apartmentType.loadFailed"
      deletedMessage="neighbourly.apartmentType.deleted"
      transform={toApartmentTypePayload}
    >
      <ApartmentTypeInputs />
    </EditPage>
  );
}
