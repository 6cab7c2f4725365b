/** Property: streets, addresses, apartment types, apartments and landlords (conventions: ../schema.ts). */
import type { Generated } from 'kysely';

export interface StreetsTable {
  id: Generated<number>;
  communityId: number;
  streetName: string;
  buildings: number;
  lga: string;
  state: string;
  country: string;
  createdAt: string;
}

export interface AddressesTable {
  id: Generated<number>;
  communityId: number;
  streetId: number;
  address: string;
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
  name: string;
  numberOfRoom: number;
  feePerMonthKobo: number;
  createdAt: string;
}

export interface ApartmentsTable {
  id: Generated<number>;
  communityId: number;
  apartmentName: string;
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
