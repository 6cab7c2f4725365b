import { CreatePage } from '../common/FormPage';
import { ApartmentInputs, toApartmentPayload } from './ApartmentInputs';

/** /dashboard/apartments/add-new: needs an address and a street first. */
export function ApartmentCreate() {
  return (
    <CreatePage
      successMessage="neighbourly.apartment.added"
      invalidMessage="neighbourly.apartment.required"
      transform={toApartmentPayload}
      prerequisite={{
        needs: ['address', 'streets'],
        message: 'neighbourly.apartment.prerequisite',
      }}
    >
      <ApartmentInputs />
    </CreatePage>
  );
}
