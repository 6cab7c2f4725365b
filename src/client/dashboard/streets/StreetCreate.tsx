import { CreatePage } from '../common/FormPage';
import { StreetInputs, streetDefaults, toStreetPayload } from './StreetInputs';

/** /dashboard/streets/add-new */
export function StreetCreate() {
  return (
    <CreatePage
      successMessage="neighbourly.street.added"
      invalidMessage="neighbourly.street.required"
      defaultValues={streetDefaults}
      transform={toStreetPayload}
    >
      <StreetInputs />
    </CreatePage>
  );
}
