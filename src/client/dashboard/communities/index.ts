import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Communities: /dashboard/communities, add-new (Super admin) and {comId}. */
const communities: ResourceViews = {
  list: lazyView(() => import('./CommunityList'), 'CommunityList'),
  create: lazyView(() => import('./CommunityCreate'), 'CommunityCreate'),
  edit: lazyView(() => import('./CommunityEdit'), 'CommunityEdit'),
  icon: slugIcons.communities,
  recordRepresentation: 'communityName',
};

export default communities;
