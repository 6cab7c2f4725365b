/**
 * The resident form's rules and payloads (spec sections 5 and 7; contract: Residents).
 *
 * Form sources are the record's own names (`selectedApartmentTypeId`, ...); the two uploads are
 * `photoUpload` and `idDocumentUpload`, apart from the stored `imagePath` / `idNumberFile` URLs.
 */
import type { Validator } from 'react-admin';
import { emailCharactersMessage, isEmail } from '../../../shared/validation';
import { pick } from '../common/payload';

type Values = Record<string, unknown>;

/** What a Member may change on their own record (contract: PUT /api/Residents for a Member). */
export const PROFILE_FIELDS = [
  'title',
  'fullName',
  'gender',
  'maritalStatus',
  'dob',
  'mobileNumber',
  'email',
  'occupation',
  'nationality',
  'state',
] as const;

/** Where the resident lives and the account's role: administrators only. */
export const RESIDENCE_FIELDS = [
  'selectedAddressId',
  'selectedApartmentId',
  'selectedApartmentTypeId',
  'selectedRoleId',
] as const;

export const ID_FIELDS = ['idNumberType', 'idNumber'] as const;

export const DEFAULT_NATIONALITY = 'Nigerian';

export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** What a form of the resident requires beyond the profile fields. */
export interface ResidentRequirements {
  /** Add-new: the photo (an edit keeps the stored one). */
  photo: boolean;
  /** Administrators: address, apartment, apartment type, role, and the ID type and number. */
  administered: boolean;
  /** Add-new only: an edit keeps the stored ID file, or saves without one where none is stored. */
  idDocument: boolean;
}

/**
 * The blocked submit's message, in the spec's order: a blank required field first ('Please make
 * sure all inputs are filled correctly'), then the ID ('Please select and fill your ID type, ID
 * number, and Id image').
 */
export function residentProblem(requirements: ResidentRequirements) {
  return (values: Values): string => {
    const required = [...PROFILE_FIELDS, ...(requirements.administered ? RESIDENCE_FIELDS : [])];
    const blank =
      required.some((field) => isBlank(values[field])) ||
      (requirements.photo && isBlank(values.photoUpload));
    if (blank || !requirements.administered) return 'neighbourly.resident.required';
    const idMissing =
      ID_FIELDS.some((field) => isBlank(values[field])) ||
      (requirements.idDocument && isBlank(values.idDocumentUpload));
    return idMissing ? 'neighbourly.resident.idRequired' : 'neighbourly.resident.required';
  };
}

/** A filled e-mail must look like one (the server answers the same text). */
export const validEmail: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (isEmail(value)) return undefined;
  // Look-alike characters get their own text (the server's), a bad shape the spec's.
  return emailCharactersMessage(value) ?? 'neighbourly.resident.invalidEmail';
};

/** Optional fields the server generates or leaves empty when they are not sent. */
function whenFilled(data: Values, field: string): Values {
  return isBlank(data[field]) ? {} : { [field]: String(data[field]).trim() };
}

/** The chosen files, only when one was chosen (an edit keeps the stored ones). */
function uploads(data: Values): Values {
  return {
    ...(isBlank(data.photoUpload) ? {} : { image: data.photoUpload }),
    ...(isBlank(data.idDocumentUpload) ? {} : { idNumberFile: data.idDocumentUpload }),
  };
}

/**
 * `POST/PUT /api/Residents` (multipart; toFormData turns the keys into the spec's PascalCase:
 * Title, Dob, SelectedAddressId, SelectApartmentTypeId (sic), IdNumberFile, Image, ...).
 */
export const toResidentPayload = (data: Values) => ({
  ...pick(data, [
    ...PROFILE_FIELDS,
    'status',
    'selectedAddressId',
    'selectedApartmentId',
    'selectedRoleId',
    'referralId',
    ...ID_FIELDS,
  ]),
  selectApartmentTypeId: data.selectedApartmentTypeId,
  ...whenFilled(data, 'expiryDate'),
  // The member ID is not sent: Neighbourly gives it (issue 16).
  ...uploads(data),
});

/** A Member's own record: the profile fields and the photo only. */
export const toProfilePayload = (data: Values) => {
  const { image } = uploads(data);
  return { ...pick(data, PROFILE_FIELDS), ...(image ? { image } : {}) };
};
