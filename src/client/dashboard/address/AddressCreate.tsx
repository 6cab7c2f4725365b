import { CreatePage } from '../common/FormPage';
import { AddressInputs, toAddressPayload } from './AddressInputs';

/** /dashboard/address/add-new: needs a street first (decisions.md, Record dependencies). */
export function AddressCreate() {
  return (
    <CreatePage
      successMessage="neighbourly.address.added"
      invalidMessage="neighbourly.address.required"
      transform={toAddressPayload}
      prerequisite={{ needs: ['streets'], message: 'neighbourly.address.prerequisite' }}
    >
      <AddressInputs />
    </CreatePage>
  );
}
