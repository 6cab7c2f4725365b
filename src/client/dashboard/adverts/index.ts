import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { AdvertCreate } from './AdvertCreate';
import { AdvertList } from './AdvertList';

/** Adverts: /dashboard/adverts and add-new (everyone in the community; the spec has no edit). */
const adverts: ResourceViews = {
  list: AdvertList,
  create: AdvertCreate,
  icon: slugIcons.adverts,
  recordRepresentation: 'name',
};

export default adverts;
