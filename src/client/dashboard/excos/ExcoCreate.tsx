import { CreatePage } from '../common/FormPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { ExcoInputs, toExcoPayload } from './ExcoInputs';

/** /dashboard/excos/add-new (administrators): gives a resident of the community an exco role. */
export function ExcoCreate() {
  return (
    <RequireCommunity>
      <CreatePage
        successMessage="neighbourly.exco.assigned"
        invalidMessage="neighbourly.exco.required"
        transform={toExcoPayload}
        prerequisite={{ needs: ['resident'], message: 'neighbourly.exco.prerequisite' }}
      >
        <ExcoInputs />
      </CreatePage>
    </RequireCommunity>
  );
}
