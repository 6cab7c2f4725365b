import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { StreetCreate } from './StreetCreate';
import { StreetEdit } from './StreetEdit';
import { StreetList } from './StreetList';

/** Streets: /dashboard/streets, add-new and {streetId} (administrators only). */
const streets: ResourceViews = {
  list: StreetList,
  create: StreetCreate,
  edit: StreetEdit,
  icon: slugIcons.streets,
  recordRepresentation: 'streetName',
};

export default streets;
