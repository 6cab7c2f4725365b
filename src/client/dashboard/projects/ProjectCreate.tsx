import { CreatePage } from '../common/FormPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { ProjectInputs, toProjectPayload } from './ProjectInputs';

/** /dashboard/projects/add-new (administrators): needs an exco to put in charge first. */
export function ProjectCreate() {
  return (
    <RequireCommunity>
      <CreatePage
        successMessage="neighbourly.project.created"
        invalidMessage="neighbourly.project.required"
        transform={toProjectPayload}
        prerequisite={{ needs: ['excos'], message: 'neighbourly.project.prerequisite' }}
      >
        <ProjectInputs />
      </CreatePage>
    </RequireCommunity>
  );
}
