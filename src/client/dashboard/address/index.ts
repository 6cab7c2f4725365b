import type { ResourceViews } from '../common/resourceViews';
import { lazyView } from '../common/lazyView';
import { slugIcons } from '../layout/slugIcons';
import { addressText } from '../pickers/optionTexts';

/** Addresses: /dashboard/address, add-new and {id} (administrators only). */
const address: ResourceViews = {
  list: lazyView(() => import('./AddressList'), 'AddressList'),
  create: lazyView(() => import('./AddressCreate'), 'AddressCreate'),
  edit: lazyView(() => import('./AddressEdit'), 'AddressEdit'),
  icon: slugIcons.address,
  recordRepresentation: addressText,
};

export default address;
