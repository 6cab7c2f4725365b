import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { ResidentCreate } from './ResidentCreate';
import { ResidentEdit } from './ResidentEdit';
import { ResidentList } from './ResidentList';

/**
 * Residents: /dashboard/resident, add-new and {redidentId}. Administrators manage them; a Member
 * opens only their own record (the add-dependant form lives under apartment-types, as the spec
 * routes it).
 */
const resident: ResourceViews = {
  list: ResidentList,
  create: ResidentCreate,
  edit: ResidentEdit,
  icon: slugIcons.resident,
  recordRepresentation: 'fullName',
};

export default resident;
