import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { LandlordCreate } from './LandlordCreate';
import { LandlordEdit } from './LandlordEdit';
import { LandlordList } from './LandlordList';

/** Landlords: /dashboard/landlords, add-new and {landlordId} (administrators). */
const landlords: ResourceViews = {
  list: LandlordList,
  create: LandlordCreate,
  edit: LandlordEdit,
  icon: slugIcons.landlords,
  recordRepresentation: 'fullName',
};

export default landlords;
