import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { ApartmentCreate } from './ApartmentCreate';
import { ApartmentEdit } from './ApartmentEdit';
import { ApartmentList } from './ApartmentList';

/**
 * Apartments: /dashboard/apartments, add-new and {apartmentId}. Members may read the list;
 * adding and editing are for administrators.
 */
const apartments: ResourceViews = {
  list: ApartmentList,
  create: ApartmentCreate,
  edit: ApartmentEdit,
  icon: slugIcons.apartments,
  recordRepresentation: 'apartmentName',
};

export default apartments;
