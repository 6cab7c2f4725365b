/** Communities and their types (see ../schema.ts for the conventions every table follows). */
import type { Generated } from 'kysely';

export interface CommunityTypesTable {
  id: number;
  name: string;
}

export interface CommunitiesTable {
  id: Generated<number>;
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
  dateOfReg: string;
  communityTypeId: number;
  bankName: string;
  bankAccountNumber: string;
}
