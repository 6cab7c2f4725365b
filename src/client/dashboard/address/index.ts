import type { ResourceViews } from '../common/resourceViews';
import { slugIcons } from '../layout/slugIcons';
import { AddressCreate } from './AddressCreate';
import { AddressEdit } from './AddressEdit';
import { AddressList } from './AddressList';

/** Addresses: /dashboard/address, add-new and {id} (administrators only). */
const address: ResourceViews = {
  list: AddressList,
  create: AddressCreate,
  edit: AddressEdit,
  icon: slugIcons.address,
  recordRepresentation: 'address',
};

export default address;
