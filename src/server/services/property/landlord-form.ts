/**
 * The landlord form (multipart, spec section 7: Id, CommunityId, StreetId, BuildingName,
 * ApartmentId, Title, FullName, Email, MobileNo, Lga, State, Image), read and checked.
 */
import { fieldLabel, messages } from '../../../shared/messages.js';
import { changedPhoneProblem, storedPhone } from '../../../shared/phone.js';
import { fieldValue, type MultipartForm } from '../../files/multipart.js';
import type { StoredUpload } from '../../files/storage.js';
import { LANDLORD_REQUIRED } from '../../../shared/contract/landlords.js';
import { Refusal } from '../refusal.js';
import type { Repositories } from '../../repositories/index.js';
import type { LandlordValues } from '../../repositories/property/landlords-repository.js';
import { ID_TEXT_PATTERN, LANDLORD_TEXT_LIMITS, MAX_ID } from '../../../shared/limits/index.js';

/** A positive whole number in the text, or null (blank, or not one). */
function idIn(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!ID_TEXT_PATTERN.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export interface LandlordForm {
  /** `Id` (updates). */
  id: number | null;
  /** `CommunityId`: only the Super admin's is used (plugins/app/tenancy.ts communityForWrite). */
  communityId: number | null;
  /** null when a required field is blank. */
  values: LandlordValues | null;
  /** The first required field left blank (or not an id), as the form names it; null: none. */
  blankField: string | null;
  image: StoredUpload | undefined;
}

/** Reads the multipart form (files/multipart.ts); overlong text is refused at once (400). */
export function readLandlordForm({ fields, files }: MultipartForm): LandlordForm {
  const text = (name: string) => fieldValue(fields, name)?.trim() ?? '';
  for (const [name, limit] of Object.entries(LANDLORD_TEXT_LIMITS)) {
    if (text(name).length > limit) {
      const text = `${fieldLabel(name)} must be at most ${limit} characters long`;
      throw new Refusal('invalid', text, name);
    }
  }
  const apartmentId = idIn(text('ApartmentId'));
  const streetId = idIn(text('StreetId'));
  const blankField =
    LANDLORD_REQUIRED.find((name) => text(name) === '') ??
    (apartmentId === null ? 'ApartmentId' : streetId === null ? 'StreetId' : null);
  return {
    id: idIn(text('Id')),
    communityId: idIn(text('CommunityId')),
    blankField,
    values:
      blankField === null && apartmentId !== null && streetId !== null
        ? {
            fullName: text('FullName'),
            title: text('Title'),
            email: text('Email'),
            mobileNo: text('MobileNo'),
            buildingName: text('BuildingName'),
            lga: text('Lga'),
            state: text('State'),
            apartmentId,
            streetId,
          }
        : null,
    image: files.Image,
  };
}

/**
 * The form's values, or 400 landlord.required when something is blank; the mobile number a
 * Nigerian one (issue 16), stored normalised; `savedPhone`, stored before that rule, stays while
 * it is not changed.
 */
export function requiredValues(
  form: LandlordForm,
  savedPhone: string | null = null,
): LandlordValues {
  if (!form.values) {
    throw new Refusal('invalid', messages.landlord.required, form.blankField ?? undefined);
  }
  const { mobileNo } = form.values;
  const phoneError = changedPhoneProblem(mobileNo, savedPhone);
  if (phoneError) throw new Refusal('invalid', phoneError, 'MobileNo');
  return { ...form.values, mobileNo: storedPhone(mobileNo) };
}

/** 400 reference.wrongCommunity unless the apartment and the street are the community's. */
export async function checkReferences(
  repos: Repositories,
  communityId: number,
  values: LandlordValues,
): Promise<void> {
  if (!(await repos.landlords.referencesBelongTo(communityId, values))) {
    throw new Refusal('invalid', messages.reference.wrongCommunity);
  }
}
