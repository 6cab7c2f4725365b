import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Excos (residents holding an exco role): /dashboard/excos and add-new (assign a role). */
const excos: ResourceViews = {
  list: lazyView(() => import('./ExcoList'), 'ExcoList'),
  create: lazyView(() => import('./ExcoCreate'), 'ExcoCreate'),
  icon: slugIcons.excos,
  recordRepresentation: 'fullName',
};

export default excos;
