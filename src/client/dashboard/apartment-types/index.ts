import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { ApartmentTypeCreate } from './ApartmentTypeCreate';
import { ApartmentTypeEdit } from './ApartmentTypeEdit';
import { ApartmentTypeList } from './ApartmentTypeList';

/**
 * Apartment types: /dashboard/apartment-types, add-new and {apartmentTypeId}; add-dependant is
 * wired in DashboardApp. Members may read the list; adding and editing are for administrators.
 */
const apartmentTypes: ResourceViews = {
  list: ApartmentTypeList,
  create: ApartmentTypeCreate,
  edit: ApartmentTypeEdit,
  icon: slugIcons['apartment-types'],
  recordRepresentation: 'name',
};

export default apartmentTypes;
