/**
 * Texts of the property pages (streets, addresses, apartment types, apartments, landlords):
 * `neighbourly.*` around the spec's fixed texts from src/shared/messages.ts, and `resources.*`: a
 * field's label is the one the server names it by in a refusal (FIELD_LABELS), but for the lists'
 * column titles.
 */
import { FIELD_LABELS, fieldLabelsOf, messages } from '../../../shared/messages';

export const propertyTexts = {
  landlord: {
    ...messages.landlord,
    loading: 'Getting Landlord list',
    photo_of: 'Photo of %{name}',
    no_photo: 'No photo',
    photo_hint: 'Drop a photo here or click to choose one (JPEG, PNG or WebP, at most 5 MB)',
    current_photo: 'Current photo',
    new_photo: 'New photo (optional)',
    remove_photo: 'Remove the chosen photo',
  },
  street: { ...messages.street, loading: 'Getting Street list' },
  address: { ...messages.address, loading: 'Getting Address list' },
  apartmentType: {
    ...messages.apartmentType,
    loading: 'Getting Apartment type list',
    fee_hint: 'In naira, per month',
  },
  apartment: { ...messages.apartment, loading: 'Getting Apartment list' },
};

export const propertyResources = {
  streets: {
    name: 'Street |||| Streets',
    /** The list's first column is the spec's 'name'. */
    fields: { ...FIELD_LABELS, streetName: 'Name' },
  },
  landlords: {
    name: 'Landlord |||| Landlords',
    fields: {
      ...FIELD_LABELS,
      /** The list's columns (spec: photo, name, email, mobile, apartment name, street name). */
      fullName: 'Name',
      email: 'Email',
      mobileNo: 'Mobile',
      upload: FIELD_LABELS.image,
    },
    inputs: fieldLabelsOf('fullName', 'mobileNo'),
  },
  apartments: {
    name: 'Apartment |||| Apartments',
    /** The list's first column is the spec's 'name'. */
    fields: { ...FIELD_LABELS, apartmentName: 'Name' },
  },
  'apartment-types': {
    name: 'Apartment type |||| Apartment types',
    fields: FIELD_LABELS,
  },
  address: {
    name: 'Address |||| Addresses',
    /** The list reads the saved count of apartments under another name. */
    fields: { ...FIELD_LABELS, numberOfApartments: FIELD_LABELS.apartments },
  },
};
