/**
 * A small world for the property-record tests: communities A and B with their Admins, a Member
 * of A and the Super admin, plus shortcuts to call the API as each of them and to add records.
 */
import type { InjectOptions } from 'fastify';
import type { App } from '../../../src/server/app.js';
import {
  bearer,
  createMember,
  createSuperAdmin,
  registerCommunity,
  signIn,
  unique,
} from './helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with one user's session. */
export function caller(app: App, token: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Caller = ReturnType<typeof caller>;

export interface Community {
  id: number;
  admin: Caller;
}

/** Registers a community and signs its Admin in. */
export async function communityWithAdmin(app: App): Promise<Community> {
  const { community, registration } = await registerCommunity(app);
  const token = await signIn(app, registration.adminEmail, registration.adminPassword);
  return { id: community.id, admin: caller(app, token) };
}

export interface World {
  a: Community;
  b: Community;
  member: Caller;
  root: Caller;
}

export async function createWorld(app: App): Promise<World> {
  const a = await communityWithAdmin(app);
  const b = await communityWithAdmin(app);
  const member = await createMember(app, a.id);
  const root = await createSuperAdmin(app);
  return {
    a,
    b,
    member: caller(app, await signIn(app, member.email, member.password)),
    root: caller(app, await signIn(app, root.email, root.password)),
  };
}

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

/** Adds a record through the API (201 expected) and returns it. */
async function added<T>(response: Awaited<ReturnType<Caller['post']>>, what: string): Promise<T> {
  if (response.statusCode !== 201) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

export async function addStreet(as: Caller, overrides: Record<string, unknown> = {}) {
  return added<{ id: number; communityId: number; streetName: string }>(
    await as.post('/api/Streets', streetBody(overrides)),
    'addStreet',
  );
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

export async function addAddress(as: Caller, streetId: number, overrides = {}) {
  return added<{ id: number; communityId: number; address: string }>(
    await as.post('/api/Addresses', addressBody(streetId, overrides)),
    'addAddress',
  );
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

export async function addApartment(
  as: Caller,
  addressId: number,
  streetId: number,
  overrides = {},
) {
  return added<{ id: number; communityId: number; apartmentName: string }>(
    await as.post('/api/Apartments', apartmentBody(addressId, streetId, overrides)),
    'addApartment',
  );
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

export async function addApartmentType(as: Caller, overrides: Record<string, unknown> = {}) {
  return added<{ id: number; comId: number; name: string; feePerPerMonth: number }>(
    await as.post('/api/Apartments/AddApartmentType', apartmentTypeBody(overrides)),
    'addApartmentType',
  );
}
