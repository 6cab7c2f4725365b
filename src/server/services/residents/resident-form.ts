/**
 * The resident form (multipart, spec section 7: Title, FullName, Gender, MaritalStatus, Dob,
 * MobileNumber, Email, CommunityId, Image, SelectedAddressId, SelectedApartmentId,
 * SelectApartmentTypeId, SelectedRoleId, Occupation, Nationality, State, Status, IdNumberType,
 * IdNumber, ReferralId, IdNumberFile, plus ExpiryDate, MemberId and Id), read and checked.
 *
 * Checks run in the spec's order: blank required fields (resident.required), then the ID
 * (resident.idRequired), then the format of each field (gender, marital status, dates, e-mail,
 * phone, ID type). References and roles need the database and are checked by the services
 * that save the form (create-resident.ts, update-resident.ts).
 */
import { GENDERS, ID_TYPES, MARITAL_STATUSES } from '../../../shared/choices.js';
import { normalizeEmail, normalizePhone } from '../../../shared/identity.js';
import { changedPhoneProblem } from '../../../shared/phone.js';
import { fieldLabel, messages } from '../../../shared/messages.js';
import { emailProblem } from '../../../shared/validation.js';
import { fieldValue, type MultipartForm } from '../../files/multipart.js';
import type { StoredUpload } from '../../files/storage.js';
import type { AccountValues } from '../../repositories/accounts/accounts-repository.js';
import type {
  ProfileValues,
  ResidentValues,
} from '../../repositories/residents/residents-repository.js';
import { ID_TEXT_PATTERN, MAX_ID, RESIDENT_TEXT_LIMITS } from '../../../shared/limits/index.js';
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import { RESIDENT_PROFILE_REQUIRED } from '../../../shared/contract/residents.js';
import { Refusal } from '../refusal.js';

type TextField = keyof typeof RESIDENT_TEXT_LIMITS;

/** The fields a Member may change on their own record (Image aside), all required. */
const PROFILE_REQUIRED = RESIDENT_PROFILE_REQUIRED;

/** A positive whole number in the text, or null (blank, or not one). */
function idIn(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!ID_TEXT_PATTERN.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Today in UTC, YYYY-MM-DD. */
function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The allowed value the text names, ignoring case (`male` → `Male`), or null. */
function choice<T extends string>(text: string, allowed: readonly T[]): T | null {
  return allowed.find((value) => value.toLowerCase() === text.toLowerCase()) ?? null;
}

const refuse = (message: string, field?: string) => new Refusal('invalid', message, field);

export interface ResidentForm {
  /** `Id` (updates). */
  id: number | null;
  /** `CommunityId`: only the Super admin's is used (plugins/app/tenancy.ts communityForWrite). */
  communityId: number | null;
  /** A text field, trimmed ('' when missing). */
  text(name: TextField): string;
  addressId: number | null;
  apartmentId: number | null;
  apartmentTypeId: number | null;
  roleId: number | null;
  image: StoredUpload | undefined;
  idNumberFile: StoredUpload | undefined;
}

/** Reads the multipart form (files/multipart.ts); overlong text is refused at once (400). */
export function readResidentForm({ fields, files }: MultipartForm): ResidentForm {
  const raw = (name: string) => fieldValue(fields, name)?.trim() ?? '';
  for (const [name, limit] of Object.entries(RESIDENT_TEXT_LIMITS)) {
    if (raw(name).length > limit) {
      throw refuse(`${fieldLabel(name)} must be at most ${limit} characters long`, name);
    }
  }
  const apartmentType = raw('SelectApartmentTypeId') || raw('SelectedApartmentTypeId');
  return {
    id: idIn(raw('Id')),
    communityId: idIn(raw('CommunityId')),
    text: raw,
    addressId: idIn(raw('SelectedAddressId')),
    apartmentId: idIn(raw('SelectedApartmentId')),
    apartmentTypeId: idIn(apartmentType),
    roleId: idIn(raw('SelectedRoleId')),
    image: files.Image,
    idNumberFile: files.IdNumberFile,
  };
}

/** What a Member may save on their own record. */
export interface ProfileInput {
  profile: ProfileValues;
  account: AccountValues;
}

/** What an administrator saves: every field. */
export interface ResidentInput {
  resident: ResidentValues;
  account: AccountValues;
  roleId: number;
  /** '' = generate (create) or keep the stored one (update). */
}

/** The profile fields checked for format, with the account's normalised e-mail and phone. */
function checkedProfile(form: ResidentForm, now: Date, savedPhone: string | null): ProfileInput {
  const text = form.text;
  const gender = choice(text('Gender'), GENDERS);
  if (!gender) throw refuse(messages.resident.invalidGender, 'Gender');
  const maritalStatus = choice(text('MaritalStatus'), MARITAL_STATUSES);
  if (!maritalStatus) throw refuse(messages.resident.invalidMaritalStatus, 'MaritalStatus');
  const dob = text('Dob');
  if (!isCalendarDate(dob)) throw refuse(messages.resident.invalidDate, 'Dob');
  if (dob > today(now)) throw refuse(messages.resident.futureDob, 'Dob');
  const emailError = emailProblem(text('Email'), messages.resident.invalidEmail);
  if (emailError) throw refuse(emailError, 'Email');
  // A Nigerian number (issue 16); one stored before the rule stays while it is not changed.
  const phoneError = changedPhoneProblem(text('MobileNumber'), savedPhone);
  if (phoneError) throw refuse(phoneError, 'MobileNumber');
  const fullName = text('FullName');
  const title = text('Title');
  return {
    profile: {
      title,
      fullName,
      gender,
      maritalStatus,
      dob,
      occupation: text('Occupation'),
      nationality: text('Nationality'),
      state: text('State'),
    },
    account: {
      fullName,
      title,
      email: normalizeEmail(text('Email')),
      mobileNumber: normalizePhone(text('MobileNumber')),
    },
  };
}

/** A Member's edit of their own record: the profile fields only (the rest is ignored). */
export function profileInput(
  form: ResidentForm,
  savedPhone: string | null,
  now = new Date(),
): ProfileInput {
  const blank = PROFILE_REQUIRED.find((name) => form.text(name) === '');
  if (blank) throw refuse(messages.resident.required, blank);
  return checkedProfile(form, now, savedPhone);
}

/** The first field an administrator's form leaves blank (or without a valid id), or null. */
function missingField(form: ResidentForm, create: boolean): string | null {
  const blank = PROFILE_REQUIRED.find((name) => form.text(name) === '');
  if (blank) return blank;
  if (form.addressId === null) return 'SelectedAddressId';
  if (form.apartmentId === null) return 'SelectedApartmentId';
  if (form.apartmentTypeId === null) return 'SelectApartmentTypeId';
  if (form.roleId === null) return 'SelectedRoleId';
  if (create && !form.image) return 'Image';
  return null;
}

/**
 * An administrator's form. `mode` 'create' requires the photo and the ID file (spec section 5);
 * 'update' keeps the stored ones and needs neither: a resident with no ID document on file (every
 * demo resident) is still edited, and shows 'ID missing' in the residents list until one is sent.
 */
export function residentInput(
  form: ResidentForm,
  /**
   * `savedPhone`, `savedMemberId`: the account's phone and the resident's member ID before an
   * update (none on create).
   */
  mode: { create: boolean; savedPhone?: string | null; savedMemberId?: string },
  now = new Date(),
): ResidentInput {
  const { addressId, apartmentId, apartmentTypeId, roleId } = form;
  const missing = missingField(form, mode.create);
  if (
    missing !== null ||
    addressId === null ||
    apartmentId === null ||
    apartmentTypeId === null ||
    roleId === null
  ) {
    throw refuse(messages.resident.required, missing ?? undefined);
  }
  const idFileMissing = mode.create && form.idNumberFile === undefined;
  const idMissing =
    form.text('IdNumberType') === ''
      ? 'IdNumberType'
      : form.text('IdNumber') === ''
        ? 'IdNumber'
        : idFileMissing
          ? 'IdNumberFile'
          : null;
  if (idMissing) throw refuse(messages.resident.idRequired, idMissing);
  const { profile, account } = checkedProfile(form, now, mode.savedPhone ?? null);
  const idNumberType = choice(form.text('IdNumberType'), ID_TYPES);
  if (!idNumberType) throw refuse(messages.resident.invalidIdType, 'IdNumberType');
  // One member ID format (issue 16): Neighbourly gives it (`NB{communityId}-{residentId}`); a
  // form may only send the resident's own back unchanged.
  const memberId = form.text('MemberId');
  if (memberId !== '' && memberId !== mode.savedMemberId) {
    throw refuse(messages.resident.memberIdGiven, 'MemberId');
  }
  const expiryDate = form.text('ExpiryDate');
  if (expiryDate !== '' && !isCalendarDate(expiryDate)) {
    throw refuse(messages.resident.invalidDate, 'ExpiryDate');
  }
  return {
    resident: {
      ...profile,
      status: form.text('Status'),
      idNumber: form.text('IdNumber'),
      idNumberType,
      referralId: form.text('ReferralId'),
      expiryDate,
      addressId,
      apartmentId,
      apartmentTypeId,
    },
    account,
    roleId,
  };
}
