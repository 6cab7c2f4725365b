import { ComingSoonList, ComingSoonShow } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Debtors: /dashboard/debtors and {debtorId}. Its views come with a later issue. */
const debtors: ResourceViews = {
  list: ComingSoonList,
  show: ComingSoonShow,
  icon: slugIcons.debtors,
  recordRepresentation: 'fullName',
};

export default debtors;
