import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';
import { apartmentTypeText } from '../pickers/optionTexts';

/**
 * Apartment types: /dashboard/apartment-types, add-new and {apartmentTypeId}; add-dependant is
 * wired in DashboardApp. Members may read the list; adding and editing are for administrators.
 */
const apartmentTypes: ResourceViews = {
  list: lazyView(() => import('./ApartmentTypeList'), 'ApartmentTypeList'),
  create: lazyView(() => import('./ApartmentTypeCreate'), 'ApartmentTypeCreate'),
  edit: lazyView(() => import('./ApartmentTypeEdit'), 'ApartmentTypeEdit'),
  icon: slugIcons['apartment-types'],
  recordRepresentation: apartmentTypeText,
};

export default apartmentTypes;
