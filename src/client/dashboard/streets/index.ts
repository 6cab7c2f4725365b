import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Streets: /dashboard/streets, add-new and {streetId} (administrators only). */
const streets: ResourceViews = {
  list: lazyView(() => import('./StreetList'), 'StreetList'),
  create: lazyView(() => import('./StreetCreate'), 'StreetCreate'),
  edit: lazyView(() => import('./StreetEdit'), 'StreetEdit'),
  icon: slugIcons.streets,
  recordRepresentation: 'streetName',
};

export default streets;
