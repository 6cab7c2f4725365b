import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { CommunityCreate } from './CommunityCreate';
import { CommunityEdit } from './CommunityEdit';
import { CommunityList } from './CommunityList';

/** Communities: /dashboard/communities, add-new (Super admin) and {comId}. */
const communities: ResourceViews = {
  list: CommunityList,
  create: CommunityCreate,
  edit: CommunityEdit,
  icon: slugIcons.communities,
  recordRepresentation: 'communityName',
};

export default communities;
