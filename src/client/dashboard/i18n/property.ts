/**
 * Texts of the property pages (streets, addresses, apartment types, apartments, landlords):
 * `neighbourly.*` around the spec's fixed texts from src/shared/messages.ts, and `resources.*`.
 */
import { messages } from '../../../shared/messages';

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
    fields: {
      streetName: 'Name',
      buildings: 'Number of buildings',
      lga: 'LGA',
      state: 'State',
      country: 'Country',
    },
  },
  landlords: {
    name: 'Landlord |||| Landlords',
    fields: {
      image: 'Photo',
      fullName: 'Name',
      email: 'Email',
      mobileNo: 'Mobile',
      apartmentName: 'Apartment name',
      streetName: 'Street name',
      title: 'Title',
      buildingName: 'Building name',
      streetId: 'Street',
      apartmentId: 'Apartment',
      lga: 'LGA',
      state: 'State',
      upload: 'Photo',
    },
    inputs: { fullName: 'Full name', mobileNo: 'Mobile number' },
  },
  apartments: {
    name: 'Apartment |||| Apartments',
    fields: {
      apartmentName: 'Name',
      address: 'Address',
      principalId: 'Principal ID',
      landlordId: 'Landlord ID',
      addressId: 'Address',
      streetId: 'Street',
      principalPhoneNumber: "Principal's phone number",
      landLoardPhoneNumber: "Landlord's phone number",
    },
  },
  'apartment-types': {
    name: 'Apartment type |||| Apartment types',
    fields: {
      type: 'Type',
      name: 'Name',
      numberOfRoom: 'Number of rooms',
      feePerPerMonth: 'Fee',
    },
  },
  address: {
    name: 'Address |||| Addresses',
    fields: {
      address: 'Address',
      numberOfApartments: 'Number of apartments',
      buildings: 'Number of buildings',
      landlordId: 'Landlord ID',
      streetId: 'Street',
      apartments: 'Number of apartments',
    },
  },
};
