import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { ExcoCreate } from './ExcoCreate';
import { ExcoList } from './ExcoList';

/** Excos (residents holding an exco role): /dashboard/excos and add-new (assign a role). */
const excos: ResourceViews = {
  list: ExcoList,
  create: ExcoCreate,
  icon: slugIcons.excos,
  recordRepresentation: 'fullName',
};

export default excos;
