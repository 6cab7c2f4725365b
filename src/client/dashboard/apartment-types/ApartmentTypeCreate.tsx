import { CreatePage } from '../common/FormPage';
import { ApartmentTypeInputs, toApartmentTypePayload } from './ApartmentTypeInputs';

/** /dashboard/apartment-types/add-new (needs nothing first: decisions.md). */
export function ApartmentTypeCreate() {
  return (
    <CreatePage
      successMessage="neighbourly.apartmentType.added"
      invalidMessage="neighbourly.apartmentType.required"
      transform={toApartmentTypePayload}
    >
      <ApartmentTypeInputs />
    </CreatePage>
  );
}
