import type { FastifyRequest } from 'fastify';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { Repositories } from '../../../repositories/index.js';
import type { ApartmentValues } from '../../../repositories/property/apartments-repository.js';
import {
  APARTMENT_TEXT_FIELDS,
  type Apartment,
  type ApartmentInput,
} from '../../../../shared/contract/apartments.js';
import { changedPhoneProblem, storedPhone } from '../../../../shared/phone.js';
import { Refusal } from '../../../services/refusal.js';
import { filledText } from '../../../services/property/property-records.js';

/** The apartment's saved values, trimmed; null when a text field is blank. */
export function apartmentValues(body: ApartmentInput): ApartmentValues | null {
  const text = filledText(body, APARTMENT_TEXT_FIELDS);
  if (!text) return null;
  const { landLoardPhoneNumber, ...rest } = text;
  return {
    ...rest,
    landlordPhoneNumber: landLoardPhoneNumber,
    addressId: body.addressId,
    streetId: body.streetId,
  };
}

/**
 * Both phone numbers Nigerian (issue 16), refused on their field, and stored normalised; `saved`
 * (an update) keeps a number stored before the rule while it is not changed.
 */
export function withCheckedPhones(
  values: ApartmentValues,
  saved?: Pick<Apartment, 'principalPhoneNumber' | 'landLoardPhoneNumber'>,
): ApartmentValues {
  const principalError = changedPhoneProblem(
    values.principalPhoneNumber,
    saved?.principalPhoneNumber,
  );
  if (principalError) throw new Refusal('invalid', principalError, 'principalPhoneNumber');
  const landlordError = changedPhoneProblem(
    values.landlordPhoneNumber,
    saved?.landLoardPhoneNumber,
  );
  if (landlordError) throw new Refusal('invalid', landlordError, 'landLoardPhoneNumber');
  return {
    ...values,
    principalPhoneNumber: storedPhone(values.principalPhoneNumber),
    landlordPhoneNumber: storedPhone(values.landlordPhoneNumber),
  };
}

/** True when the apartment's address and street both belong to the community. */
export async function referencesAreIn(
  repos: Repositories,
  values: ApartmentValues,
  communityId: number,
): Promise<boolean> {
  const address = await repos.addresses.findById(values.addressId, communityId);
  const street = await repos.streets.findById(values.streetId, communityId);
  return address !== null && street !== null;
}

/**
 * Members may read their community's apartments, but not the principal's and landlord's phone
 * numbers: those are residents' personal data, for the administrators only.
 */
export function forReader<T extends { principalPhoneNumber: string; landLoardPhoneNumber: string }>(
  request: FastifyRequest,
  apartment: T,
): T {
  if (canAdminister(signedInUser(request).roleName)) return apartment;
  return { ...apartment, principalPhoneNumber: '', landLoardPhoneNumber: '' };
}
