import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/**
 * Notices (issue 19): /dashboard/notices (everyone: those addressed to them), add-new
 * (administrators) and /dashboard/notices/{id} (reading one marks it read).
 */
const notices: ResourceViews = {
  list: lazyView(() => import('./NoticeList'), 'NoticeList'),
  create: lazyView(() => import('./NoticeCreate'), 'NoticeCreate'),
  show: lazyView(() => import('./NoticeShow'), 'NoticeShow'),
  icon: slugIcons.notices,
  recordRepresentation: 'title',
};

export default notices;
