import { ComingSoonList, ComingSoonCreate } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Adverts: /dashboard/adverts and add-new. Its views come with a later issue. */
const adverts: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  icon: slugIcons.adverts,
  recordRepresentation: 'name',
};

export default adverts;
