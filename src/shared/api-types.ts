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
export interface Community {
  id: number;
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
  pKey: string;
  advertpage: string;
  whatspplink: string;
  telegramlink: string;
  portal: string;
  referralId: string;
  /** ISO-8601 UTC timestamp of the registration. */
  dateOfReg: string;
  communityTypeId: number;
  communityType: CommunityTypeName;
  bankName: string;
  bankAccountNumber: string;
  /** `${PUBLIC_URL}/auth/sign-up?ref=${id}` */
  referralLink: string;
}

/** The answer of `POST /api/Communities/CreateCommunity` (201). */
export interface CreateCommunityResponse {
  message: string;
  community: Community;
}

/** `GET /api/health` */
export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}
