import { CreatePage } from '../common/FormPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { LandlordInputs, createProblem, toLandlordPayload } from './LandlordInputs';

/** /dashboard/landlords/add-new: needs an apartment and a street of the community first. */
export function LandlordCreate() {
  return (
    <RequireCommunity>
      <CreatePage
        successMessage="neighbourly.landlord.added"
        invalidMessage={createProblem}
        transform={toLandlordPayload}
        prerequisite={{
          needs: ['apartments', 'streets'],
          message: 'neighbourly.landlord.prerequisite',
        }}
      >
        <LandlordInputs view="create" />
      </CreatePage>
    </RequireCommunity>
  );
}
