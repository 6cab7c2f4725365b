import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Streets: /dashboard/streets, add-new and {streetId}. Its views come with a later issue. */
const streets: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons.streets,
  recordRepresentation: 'streetName',
};

export default streets;
