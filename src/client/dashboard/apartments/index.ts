import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/**
 * Apartments: /dashboard/apartments, add-new and {apartmentId}. Members may read the list;
 * adding and editing are for administrators.
 */
const apartments: ResourceViews = {
  list: lazyView(() => import('./ApartmentList'), 'ApartmentList'),
  create: lazyView(() => import('./ApartmentCreate'), 'ApartmentCreate'),
  edit: lazyView(() => import('./ApartmentEdit'), 'ApartmentEdit'),
  icon: slugIcons.apartments,
  recordRepresentation: 'apartmentName',
};

export default apartments;
