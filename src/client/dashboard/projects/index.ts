import { ComingSoonList, ComingSoonCreate } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Projects: /dashboard/projects and add-new. Its views come with a later issue. */
const projects: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  icon: slugIcons.projects,
  recordRepresentation: 'projectName',
};

export default projects;
