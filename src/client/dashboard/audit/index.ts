import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { AuditList } from './AuditList';

/** The audit log: /dashboard/audit, a read-only list (administrators only). */
const audit: ResourceViews = {
  list: AuditList,
  icon: slugIcons.audit,
  recordRepresentation: 'target',
};

export default audit;
