import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { ProjectCreate } from './ProjectCreate';
import { ProjectList } from './ProjectList';

/** Projects: /dashboard/projects and add-new (administrators only; the spec has no edit view). */
const projects: ResourceViews = {
  list: ProjectList,
  create: ProjectCreate,
  icon: slugIcons.projects,
  recordRepresentation: 'projectName',
};

export default projects;
