import { EditPage } from '../common/FormPage';
import { AddressInputs, toAddressPayload } from './AddressInputs';

/** /dashboard/address/{id}: the spec has no address edit; the API has one (PUT, DELETE). */
export function AddressEdit() {
  return (
    <EditPage
      successMessage="neighbourly.address.updated"
      invalidMessage="neighbourly.address.required"
      loadFailedMessage="neighbourly.address.loadFailed"
      deletedMessage="neighbourly.address.deleted"
      transform={toAddressPayload}
    >
      <AddressInputs />
    </EditPage>
  );
}
