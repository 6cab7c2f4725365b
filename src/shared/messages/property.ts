/** Property: streets, addresses, apartment types, apartments and landlords. */
import { AMOUNT_TOO_LARGE } from './money.js';

export const propertyMessages = {
  /** Property records (issue 3). Spec texts word for word; ours where the spec gives none. */
  street: {
    required: 'Please make sure all inputs are filled',
    added: 'Street added successfully',
    updated: 'Street updated successfully',
    deleted: 'Street deleted successfully',
    loadFailed: 'We Could not get street details',
    empty: 'No Street available at the moment',
    inUse: 'This street cannot be deleted while addresses, apartments or landlords are on it',
  },
  address: {
    required: 'Please make sure all inputs are filled',
    added: 'Address added successfully',
    updated: 'Address updated successfully',
    deleted: 'Address deleted successfully',
    loadFailed: 'We could not get address details',
    empty: 'No Address available at the moment',
    prerequisite: 'Please add a street before adding an address',
    inUse: 'This address cannot be deleted while apartments are at it',
  },
  apartmentType: {
    required: 'Please make sure all inputs are filled',
    added: 'Apartment type added successfully',
    updated: 'Apartment type updated successfully',
    deleted: 'Apartment type deleted successfully',
    loadFailed: 'We could not get details for this apartment type',
    empty: 'No Aapartment type available at the moment',
    invalidFee: 'Please enter a fee in naira with at most two decimals',
    feeTooLarge: AMOUNT_TOO_LARGE,
    inUse: 'This apartment type cannot be deleted while residents use it',
  },
  apartment: {
    required: 'Please make sure all inputs are filled correctly',
    editRequired: 'Please select a street and address',
    added: 'New apartment added successfully',
    updated: 'Apartment details updated successfully',
    deleted: 'Apartment deleted successfully',
    loadFailed: 'We could not get details for this apartment',
    empty: 'No Apartment available at the moment',
    prerequisite: 'Please add an address and a street before adding an apartment',
    inUse: 'This apartment cannot be deleted while landlords or residents are linked to it',
  },
  landlord: {
    required: 'Please make sure all inputs are filled',
    imageRequired: 'Please select an image',
    added: 'LandLord created successfully',
    updated: 'LandLord details updated successfully',
    deleted: 'Landlord deleted successfully',
    loadFailed: 'We could not get landlord details',
    empty: 'Landlord list is not available at the moment',
    prerequisite: 'Please add an apartment and a street before adding a landlord',
  },
} as const;
