import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Landlords: /dashboard/landlords, add-new and {landlordId} (administrators). */
const landlords: ResourceViews = {
  list: lazyView(() => import('./LandlordList'), 'LandlordList'),
  create: lazyView(() => import('./LandlordCreate'), 'LandlordCreate'),
  edit: lazyView(() => import('./LandlordEdit'), 'LandlordEdit'),
  icon: slugIcons.landlords,
  recordRepresentation: 'fullName',
};

export default landlords;
