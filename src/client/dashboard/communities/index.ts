import { ComingSoonList, ComingSoonCreate, ComingSoonEdit } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Communities: /dashboard/communities, add-new and {comId}. Its views come with a later issue. */
const communities: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  edit: ComingSoonEdit,
  icon: slugIcons.communities,
  recordRepresentation: 'communityName',
};

export default communities;
