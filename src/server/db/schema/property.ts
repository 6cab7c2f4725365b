/** Property: streets, addresses, apartment types, apartments and landlords (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

export interface StreetsTable {
  id: Generated<number>;
  communityId: number;
  streetName: string;
  /** `streetName` as searches compare it. */
  streetNameSearch: SearchText;
  buildings: number;
  lga: string;
  /** `lga` as searches compare it. */
  lgaSearch: SearchText;
  state: string;
  /** `state` as searches compare it. */
  stateSearch: SearchText;
  country: string;
  /** `country` as searches compare it. */
  countrySearch: SearchText;
  createdAt: string;
}

export interface AddressesTable {
  id: Generated<number>;
  communityId: number;
  streetId: number;
  address: string;
  /** `address` as searches compare it. */
  addressSearch: SearchText;
  buildings: number;
  /** The number of apartments at this address. */
  apartments: number;
  /** The community's identifier for the landlord (not a foreign key). */
  landlordId: string;
  createdAt: string;
}

export interface ApartmentTypesTable {
  id: Generated<number>;
  communityId: number;
  type: string;
  /** `type` as searches compare it. */
  typeSearch: SearchText;
  name: string;
  /** `name` as searches compare it. */
  nameSearch: SearchText;
  numberOfRoom: number;
  feePerMonthKobo: number;
  createdAt: string;
}

export interface ApartmentsTable {
  id: Generated<number>;
  communityId: number;
  apartmentName: string;
  /** `apartmentName` as searches compare it. */
  apartmentNameSearch: SearchText;
  addressId: number;
  streetId: number;
  landlordId: string;
  principalId: string;
  principalPhoneNumber: string;
  landlordPhoneNumber: string;
  createdAt: string;
}

export interface LandlordsTable {
  id: Generated<number>;
  communityId: number;
  fullName: string;
  /** `fullName` as searches compare it. */
  fullNameSearch: SearchText;
  title: string;
  email: string;
  mobileNo: string;
  buildingName: string;
  lga: string;
  state: string;
  imageFileId: string | null;
  apartmentId: number;
  streetId: number;
  createdAt: string;
}
