/**
 * Property records (streets, addresses, apartment types, apartments) added through the API by an
 * administrator, with the complete request bodies the tests start from (unique names, so records
 * of one app never collide).
 */
import { unique } from '../helper.js';
import { expectCreated, type Caller } from './requests.js';

export function streetBody(overrides: Record<string, unknown> = {}) {
  return {
    streetName: `Admiralty Way ${unique()}`,
    buildings: 12,
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    ...overrides,
  };
}

export function addressBody(streetId: number, overrides: Record<string, unknown> = {}) {
  return {
    streetId,
    buildings: 2,
    address: `${Math.floor(Math.random() * 900) + 10} Admiralty Way`,
    apartments: 6,
    landlordId: `LL-${unique()}`,
    ...overrides,
  };
}

export function apartmentBody(
  addressId: number,
  streetId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    apartmentName: `Flat ${unique()}`,
    addressId,
    streetId,
    landlordId: 'LL-1',
    principalId: `PR-${unique()}`,
    principalPhoneNumber: '08031234567',
    landLoardPhoneNumber: '08037654321',
    ...overrides,
  };
}

export function apartmentTypeBody(overrides: Record<string, unknown> = {}) {
  return {
    type: '2 bedroom',
    name: `Standard ${unique()}`,
    numberOfRoom: 2,
    feePerPerMonth: 25000,
    ...overrides,
  };
}

export async function addStreet(as: Caller, overrides: Record<string, unknown> = {}) {
  return expectCreated<{ id: number; communityId: number; streetName: string }>(
    await as.post('/api/Streets', streetBody(overrides)),
    'addStreet',
  );
}

export async function addAddress(as: Caller, streetId: number, overrides = {}) {
  return expectCreated<{ id: number; communityId: number; address: string }>(
    await as.post('/api/Addresses', addressBody(streetId, overrides)),
    'addAddress',
  );
}

export async function addApartment(
  as: Caller,
  addressId: number,
  streetId: number,
  overrides = {},
) {
  return expectCreated<{ id: number; communityId: number; apartmentName: string }>(
    await as.post('/api/Apartments', apartmentBody(addressId, streetId, overrides)),
    'addApartment',
  );
}

export async function addApartmentType(as: Caller, overrides: Record<string, unknown> = {}) {
  return expectCreated<{ id: number; comId: number; name: string; feePerPerMonth: number }>(
    await as.post('/api/Apartments/AddApartmentType', apartmentTypeBody(overrides)),
    'addApartmentType',
  );
}

/** What every resident row points at: an address, an apartment and an apartment type. */
export interface ResidentRefs {
  addressId: number;
  apartmentId: number;
  apartmentTypeId: number;
}

/** A home for residents: a street, an address, an apartment type and an apartment, as `as`. */
export async function addHome(
  as: Caller,
  apartmentType: Record<string, unknown> = {},
): Promise<ResidentRefs & { streetId: number }> {
  const street = await addStreet(as);
  const address = await addAddress(as, street.id);
  const type = await addApartmentType(as, apartmentType);
  const apartment = await addApartment(as, address.id, street.id);
  return {
    streetId: street.id,
    addressId: address.id,
    apartmentId: apartment.id,
    apartmentTypeId: type.id,
  };
}
