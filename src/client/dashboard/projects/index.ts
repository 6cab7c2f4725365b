import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Projects: /dashboard/projects and add-new (administrators only; the spec has no edit view). */
const projects: ResourceViews = {
  list: lazyView(() => import('./ProjectList'), 'ProjectList'),
  create: lazyView(() => import('./ProjectCreate'), 'ProjectCreate'),
  icon: slugIcons.projects,
  recordRepresentation: 'projectName',
};

export default projects;
