import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { DebtorList } from './DebtorList';
import { DebtorShow } from './DebtorShow';

/** Debtors: /dashboard/debtors and /dashboard/debtors/{debtorId} (a resident's id). */
const debtors: ResourceViews = {
  list: DebtorList,
  show: DebtorShow,
  icon: slugIcons.debtors,
  recordRepresentation: 'fullName',
};

export default debtors;
