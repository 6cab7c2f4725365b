import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** The audit log: /dashboard/audit, a read-only list (administrators only). */
const audit: ResourceViews = {
  list: lazyView(() => import('./AuditList'), 'AuditList'),
  icon: slugIcons.audit,
  recordRepresentation: 'target',
};

export default audit;
