/** Residents and their dependants (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

export interface ResidentsTable {
  id: Generated<number>;
  communityId: number;
  /** The resident's account (e-mail, phone and role live there). */
  userId: number;
  title: string;
  fullName: string;
  /** `fullName` as searches compare it. */
  fullNameSearch: SearchText;
  gender: string;
  maritalStatus: string;
  nationality: string;
  occupation: string;
  state: string;
  status: string;
  memberId: string;
  idNumber: string;
  idNumberType: string;
  referralId: string;
  /** YYYY-MM-DD */
  dob: string;
  /** YYYY-MM-DD, or '' when the ID has no expiry. */
  expiryDate: string;
  imageFileId: string | null;
  idNumberFileId: string | null;
  addressId: number;
  apartmentId: number;
  apartmentTypeId: number;
  createdAt: string;
  /** 0/1 (issue 19): no SMS at all; no dues reminders by e-mail. */
  smsOptOut: Generated<number>;
  emailRemindersOptOut: Generated<number>;
}

export interface DependantsTable {
  id: Generated<number>;
  communityId: number;
  residentId: number;
  fullName: string;
  relationship: string;
  phone: string;
  gender: string;
  dob: string;
  createdAt: string;
}
