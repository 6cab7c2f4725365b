/** Communities and their types (see ../schema.ts for the conventions every table follows). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

export interface CommunityTypesTable {
  id: number;
  name: string;
}

export interface CommunitiesTable {
  id: Generated<number>;
  communityName: string;
  /** `communityName` as searches compare it. */
  communityNameSearch: SearchText;
  communityAddress: string;
  /** `communityAddress` as searches compare it. */
  communityAddressSearch: SearchText;
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
  dateOfReg: string;
  communityTypeId: number;
  bankName: string;
  bankAccountNumber: string;
  /** 1: Members see who paid (other residents' names on the money lists); 0 (default): not. */
  membersSeeWhoPaid: Generated<number>;
}
