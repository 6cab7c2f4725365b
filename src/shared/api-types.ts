/** Shapes of the community API (spec sections 3 and 7) that the client and server share. */

/** Community types offered at sign-up: id 1 = CDA, id 2 = Groups. */
export const COMMUNITY_TYPES = [
  { id: 1, name: 'CDA' },
  { id: 2, name: 'Groups' },
] as const;
export type CommunityTypeName = (typeof COMMUNITY_TYPES)[number]['name'];

/** The registration payload of `POST /api/Communities/CreateCommunity`. */
export interface CommunityRegistration {
  communityName: string;
  communityAddress: string;
  street: string;
  lga: string;
  state: string;
  country: string;
  email: string;
  mobileNumber: string;
  fullName: string;
  title: string;
  adminEmail: string;
  adminPassword: string;
  pKey: string;
  advertpage: string;
  whatspplink: string;
  telegramlink: string;
  portal: string;
  referralId: string;
  communityType: CommunityTypeName;
}

/** The login response, kept whole as the signed-in user (localStorage key `root`). */
export interface SignedInUser {
  id: number;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  roleName: string;
  communityId: number | null;
  communityName: string | null;
  /** The signed-in user's own resident record (a Member opens its profile with it), or null. */
  residentId: number | null;
  authToken: string;
}

export interface Role {
  id: number;
  roleName: string;
}

export interface PagedList<T> {
  records: T[];
  totalRecordCount: number;
}

export interface ApiError {
  message: string;
}

/** Query parameters every paged list accepts. */
export interface PageQuery {
  PageSize?: number;
  PageNumber?: number;
  SearchText?: string;
}

/** The signed-in user without the token (`GET /api/AuthUser/me`). */
export type SessionUser = Omit<SignedInUser, 'authToken'>;

/** A community as the API returns it (`GET /api/Communities/{comId}`). */
export interface Community extends Omit<CommunityRegistration, 'adminPassword'> {
  id: number;
  /** ISO-8601 UTC timestamp of the registration. */
  dateOfReg: string;
  communityTypeId: number;
  bankName: string;
  bankAccountNumber: string;
  /** `${PUBLIC_URL}/auth/sign-up?ref=${id}` */
  referralLink: string;
}

/** The answer of `POST /api/Communities/CreateCommunity` (201). */
export interface CreateCommunityResponse {
  message: string;
  /** Only for a signed-in administrator: a public sign-up's answer reveals nothing (issue 12). */
  community?: Community;
}

/** `GET /api/health` */
export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}

/** Apartment type choices (spec section 3). */
export const APARTMENT_TYPE_CHOICES = [
  '1 room apartment',
  '2 bedroom',
  '3 bedroom',
  '4 bedroom',
  '5 bedroom',
  'hall',
  'shop',
] as const;

/** Property records as the API returns them (issue 3). Dates are ISO-8601 UTC. */
export interface Street {
  id: number;
  streetName: string;
  buildings: number;
  lga: string;
  state: string;
  country: string;
  communityId: number;
  createdDate: string;
}

export interface Address {
  id: number;
  address: string;
  buildings: number;
  /** The number of apartments at the address (entered as `apartments`). */
  apartments: number;
  numberOfApartments: number;
  landlordId: string;
  streetId: number;
  streetName: string;
  communityId: number;
  createdDate: string;
}

export interface ApartmentType {
  id: number;
  type: string;
  name: string;
  numberOfRoom: number;
  /** Naira, at most two decimals (kobo inside). */
  feePerPerMonth: number;
  comId: number;
  createdDate: string;
}

export interface Apartment {
  id: number;
  apartmentName: string;
  addressId: number;
  address: string;
  streetId: number;
  streetName: string;
  landlordId: string;
  principalId: string;
  principalPhoneNumber: string;
  landLoardPhoneNumber: string;
  communityId: number;
  createdDate: string;
}

export interface Landlord {
  id: number;
  fullName: string;
  title: string;
  email: string;
  mobileNo: string;
  /** `/api/Files/{fileId}` (fetch with the bearer token), or null. */
  image: string | null;
  buildingName: string;
  apartmentId: number;
  apartmentName: string;
  streetId: number;
  streetName: string;
  lga: string;
  state: string;
  communityId: number;
  createdDate: string;
}

/** People and projects (issue 4). */
export const GENDERS = ['Male', 'Female'] as const;
export const ID_TYPES = [
  'NIN',
  'Voters Card',
  'Drivers license',
  'International Passport',
] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

export interface Resident {
  id: number;
  communityId: number;
  title: string;
  fullName: string;
  email: string | null;
  /** YYYY-MM-DD */
  dob: string;
  gender: string;
  maritalStatus: string;
  mobileNumber: string | null;
  nationality: string;
  occupation: string;
  state: string;
  status: string;
  /** `/api/Files/{fileId}` or null. */
  imagePath: string | null;
  memberId: string;
  /** Administrators only: '' / null for anyone else. */
  idNumber: string;
  idNumberType: string;
  idNumberFile: string | null;
  expiryDate: string;
  /** Naira owed (from the ledger; 0 until the finance issue). */
  outStandingBalance: number;
  selectedAddressId: number;
  selectedApartmentId: number;
  selectedApartmentTypeId: number;
  selectedRoleId: number;
  roleName: string;
  address: string;
  apartmentName: string;
  apartmentType: string;
  referralId: string;
  createdDate: string;
}

export interface Dependant {
  id: number;
  residentId: number;
  fullName: string;
  relationship: string;
  phone: string;
  gender: string;
  dob: string;
  createdDate: string;
}

export interface Exco {
  /** The resident's id. */
  id: number;
  fullName: string;
  address: string;
  principalId: string;
  phone: string | null;
  roleName: string;
}

export interface Project {
  id: number;
  projectName: string;
  communityId: number;
  projectDate: string;
  createdDate: string;
  /** Naira. */
  budget: number;
  amountRaised: number;
  expended: number;
  expendedAmount: number;
  excoInCharge: string;
  excoResidentId: number;
}

// Money, adverts and the audit log live in their own file; importers keep using this one.
export * from './api-types-money.js';
