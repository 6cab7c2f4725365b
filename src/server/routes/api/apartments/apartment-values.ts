import type { FastifyRequest } from 'fastify';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { Repositories } from '../../../repositories/index.js';
import type { ApartmentValues } from '../../../repositories/property/apartments-repository.js';
import {
  APARTMENT_TEXT_FIELDS,
  type ApartmentInput,
} from '../../../../shared/contract/apartments.js';
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
