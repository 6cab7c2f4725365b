import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Apartment types: /dashboard/apartment-types, add-new, {apartmentTypeId} and add-dependant. Its views come with a later issue. */
const apartmentTypes: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons['apartment-types'],
  recordRepresentation: 'name',
};

export default apartmentTypes;
