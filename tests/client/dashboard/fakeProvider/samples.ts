/**
 * Whole records for the fake dataProvider's seeds: the contract's every field filled, so a test
 * names only what it is about (`aStreet({ id: 7, streetName: 'Admiralty Way' })`).
 */
import type { Address } from '../../../../src/shared/contract/addresses';
import type { Apartment } from '../../../../src/shared/contract/apartments';
import type { Community } from '../../../../src/shared/contract/communities';
import type { Resident } from '../../../../src/shared/contract/residents';
import type { Street } from '../../../../src/shared/contract/streets';

const CREATED = '2026-01-02T10:00:00.000Z';

export const aStreet = (fields: Partial<Street> = {}): Street => ({
  id: 1,
  streetName: 'Admiralty Way',
  buildings: 12,
  lga: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  communityId: 1,
  createdDate: CREATED,
  ...fields,
});

export const anAddress = (fields: Partial<Address> = {}): Address => ({
  id: 1,
  address: '12 Admiralty Way',
  buildings: 1,
  apartments: 6,
  numberOfApartments: 6,
  landlordId: 'LL-001',
  streetId: 1,
  streetName: 'Admiralty Way',
  communityId: 1,
  createdDate: CREATED,
  ...fields,
});

export const anApartment = (fields: Partial<Apartment> = {}): Apartment => ({
  id: 1,
  apartmentName: 'Flat 1',
  addressId: 1,
  address: '12 Admiralty Way',
  streetId: 1,
  streetName: 'Admiralty Way',
  landlordId: 'LL-001',
  principalId: 'PR-001',
  principalPhoneNumber: '08030000001',
  landLoardPhoneNumber: '08030000002',
  communityId: 1,
  createdDate: CREATED,
  ...fields,
});

export const aResident = (fields: Partial<Resident> = {}): Resident => ({
  id: 1,
  communityId: 1,
  title: 'Mrs',
  fullName: 'Ngozi Obi',
  email: null,
  dob: '1980-01-01',
  gender: 'Female',
  maritalStatus: 'Married',
  mobileNumber: null,
  nationality: 'Nigerian',
  occupation: 'Engineer',
  state: 'Lagos',
  status: '',
  imagePath: null,
  memberId: 'NB1-1',
  idNumber: '',
  idNumberType: '',
  idNumberFile: null,
  expiryDate: '',
  outStandingBalance: 0,
  selectedAddressId: 1,
  selectedApartmentId: 1,
  selectedApartmentTypeId: 1,
  selectedRoleId: 7,
  roleName: 'Member',
  address: '12 Admiralty Way',
  apartmentName: 'Flat 1',
  apartmentType: 'Type 1',
  referralId: '',
  createdDate: CREATED,
  ...fields,
});

/** Lekki Gardens, fixtures.ts's community 1, as the API answers it. */
export const aCommunity = (fields: Partial<Community> = {}): Community => ({
  id: 1,
  communityName: 'Lekki Gardens',
  communityAddress: '12 Admiralty Way, Lekki',
  street: 'Admiralty Way',
  lga: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  email: 'estate@lekkigardens.ng',
  mobileNumber: '08030000000',
  fullName: 'Adaeze Okafor',
  title: 'Mrs',
  adminEmail: 'a@x.ng',
  pKey: 'PK-1',
  advertpage: '',
  whatspplink: '',
  telegramlink: '',
  portal: '',
  referralId: '',
  dateOfReg: CREATED,
  communityTypeId: 1,
  communityType: 'CDA',
  bankName: 'Zenith Bank',
  bankAccountNumber: '1012345678',
  referralLink: 'http://localhost:3000/auth/sign-up?ref=1',
  membersSeeWhoPaid: false,
  ...fields,
});
