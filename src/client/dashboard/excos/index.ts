import { ComingSoonList, ComingSoonCreate } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Excos (residents holding an exco role): /dashboard/excos and add-new. Its views come with a later issue. */
const excos: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  icon: slugIcons.excos,
  recordRepresentation: 'fullName',
};

export default excos;
