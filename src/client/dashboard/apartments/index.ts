import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';
import { apartmentText } from '../pickers/optionTexts';

/**
 * Apartments: /dashboard/apartments, add-new and {apartmentId}. Members may read the list;
 * adding and editing are for administrators.
 */
const apartments: ResourceViews = {
  list: lazyView(() => import('./ApartmentList'), 'ApartmentList'),
  create: lazyView(() => import('./ApartmentCreate'), 'ApartmentCreate'),
  edit: lazyView(() => import('./ApartmentEdit'), 'ApartmentEdit'),
  icon: slugIcons.apartments,
  // "Flat 1 · 12 Adeola Street": the name alone repeats at every address.
  recordRepresentation: apartmentText,
};

export default apartments;
