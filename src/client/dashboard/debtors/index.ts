import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';

/** Debtors: /dashboard/debtors and /dashboard/debtors/{debtorId} (a resident's id). */
const debtors: ResourceViews = {
  list: lazyView(() => import('./DebtorList'), 'DebtorList'),
  show: lazyView(() => import('./DebtorShow'), 'DebtorShow'),
  icon: slugIcons.debtors,
  recordRepresentation: 'fullName',
};

export default debtors;
