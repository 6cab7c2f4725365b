import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Apartments: /dashboard/apartments, add-new and {apartmentId}. Its views come with a later issue. */
const apartments: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons.apartments,
  recordRepresentation: 'apartmentName',
};

export default apartments;
