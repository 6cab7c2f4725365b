import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Residents: /dashboard/resident, add-new and {redidentId}. Its views come with a later issue. */
const resident: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons.resident,
  recordRepresentation: 'fullName',
};

export default resident;
