/**
 * The longest value of each text field of the multipart forms (resident, landlord), which the
 * contract documents and the form readers check, either spelling of a name (`Title`, `title`).
 */
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from './accounts.js';
import { FORM_DATE_MAX_LENGTH } from './dates.js';
import {
  GENDER_MAX_LENGTH,
  MARITAL_STATUS_MAX_LENGTH,
  MEDIUM_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './text.js';

export const RESIDENT_TEXT_LIMITS = {
  Title: SHORT_TEXT_MAX_LENGTH,
  FullName: TEXT_MAX_LENGTH,
  Gender: GENDER_MAX_LENGTH,
  MaritalStatus: MARITAL_STATUS_MAX_LENGTH,
  Dob: FORM_DATE_MAX_LENGTH,
  MobileNumber: PHONE_MAX_LENGTH,
  Email: EMAIL_MAX_LENGTH,
  Occupation: TEXT_MAX_LENGTH,
  Nationality: MEDIUM_TEXT_MAX_LENGTH,
  State: MEDIUM_TEXT_MAX_LENGTH,
  Status: TEXT_MAX_LENGTH,
  IdNumberType: SHORT_TEXT_MAX_LENGTH,
  IdNumber: SHORT_TEXT_MAX_LENGTH,
  ReferralId: MEDIUM_TEXT_MAX_LENGTH,
  ExpiryDate: FORM_DATE_MAX_LENGTH,
  MemberId: SHORT_TEXT_MAX_LENGTH,
} as const;

export const LANDLORD_TEXT_LIMITS = {
  BuildingName: TEXT_MAX_LENGTH,
  Title: SHORT_TEXT_MAX_LENGTH,
  FullName: TEXT_MAX_LENGTH,
  Email: EMAIL_MAX_LENGTH,
  MobileNo: PHONE_MAX_LENGTH,
  Lga: TEXT_MAX_LENGTH,
  State: TEXT_MAX_LENGTH,
} as const;
