import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/**
 * The entry log (issue 21): /dashboard/visitor-log, read-only: who came in and went out, for
 * guards and administrators (a Member: their own visitors), with its CSV export.
 */
const visitorLog: ResourceViews = {
  list: lazyView(() => import('./LogList'), 'LogList'),
  icon: slugIcons['visitor-log'],
  recordRepresentation: 'visitorName',
};

export default visitorLog;
