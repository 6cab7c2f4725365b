import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/**
 * Visitor passes (issue 21): /dashboard/visitor-passes (a resident's own; administrators every
 * resident's), add-new (a resident on a phone, or an administrator for any resident) and
 * /dashboard/visitor-passes/{id}: the code, its QR image and the share buttons.
 */
const visitorPasses: ResourceViews = {
  list: lazyView(() => import('./PassList'), 'PassList'),
  create: lazyView(() => import('./PassCreate'), 'PassCreate'),
  show: lazyView(() => import('./PassShow'), 'PassShow'),
  icon: slugIcons['visitor-passes'],
  recordRepresentation: 'visitorName',
};

export default visitorPasses;
