import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';
import { residentText } from '../pickers/optionTexts';

/**
 * Residents: /dashboard/resident, add-new and {redidentId}. Administrators manage them; a Member
 * opens only their own record (the add-dependant form lives under apartment-types, as the spec
 * routes it).
 */
const resident: ResourceViews = {
  list: lazyView(() => import('./ResidentList'), 'ResidentList'),
  create: lazyView(() => import('./ResidentCreate'), 'ResidentCreate'),
  edit: lazyView(() => import('./ResidentEdit'), 'ResidentEdit'),
  icon: slugIcons.resident,
  recordRepresentation: residentText,
};

export default resident;
