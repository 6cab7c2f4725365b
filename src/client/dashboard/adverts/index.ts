import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Adverts: /dashboard/adverts and add-new (everyone in the community; the spec has no edit). */
const adverts: ResourceViews = {
  list: lazyView(() => import('./AdvertList'), 'AdvertList'),
  create: lazyView(() => import('./AdvertCreate'), 'AdvertCreate'),
  icon: slugIcons.adverts,
  recordRepresentation: 'name',
};

export default adverts;
