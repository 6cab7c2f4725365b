import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Landlords: /dashboard/landlords, add-new and {landlordId}. Its views come with a later issue. */
const landlords: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons.landlords,
  recordRepresentation: 'fullName',
};

export default landlords;
