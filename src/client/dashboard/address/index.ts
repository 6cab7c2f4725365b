import { ComingSoonList, ComingSoonCreate } from '../common/ComingSoon';
import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';

/** Addresses: /dashboard/address and add-new. Its views come with a later issue. */
const address: ResourceViews = {
  list: ComingSoonList,
  create: ComingSoonCreate,
  icon: slugIcons.address,
  recordRepresentation: 'address',
};

export default address;
