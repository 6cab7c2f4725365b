/**
 * Fresh records in the authorization world, for rows that create or destroy state: each is added
 * through the API by the side's Admin (201 expected), every text carrying the side's marker, so
 * the order in which actors run never matters. Residents are written straight into the database
 * (people.ts); dependants and projects go through the API.
 */
import type { Landlord } from '../../../../src/shared/contract/landlords.js';
import { MEMBER } from '../../../../src/shared/roles.js';
import { landlordForm, multipart, photo } from '../files-fixtures.js';
import { unique } from '../helper.js';
import { adminOf, authOf, call, tagged, type Side, type World } from './actors.js';
import { createResident, roleNameOfResident } from './people.js';
import { addressBody, apartmentBody, apartmentTypeBody, streetBody } from './records.js';
import { expectCreated } from './requests.js';

/** A multipart landlord form as inject options (payload + content-type). */
export async function landlordRequest(
  refs: { streetId: number; apartmentId: number },
  overrides: Record<string, string | number> = {},
  withPhoto = true,
) {
  const body = await multipart(landlordForm(refs, overrides), withPhoto ? [photo()] : []);
  return { payload: body.payload, headers: body.headers };
}

function landlordFields(marker: string): Record<string, string> {
  const tag = unique();
  return {
    FullName: `${marker} Landlord ${tag}`,
    Email: `${marker.toLowerCase()}-landlord-${tag}@example.ng`,
    BuildingName: `${marker} Block`,
    Lga: `${marker} LGA`,
    State: `${marker} State`,
  };
}

/** Posts `body` to `url` as the side's Admin; the new record's id. */
async function added(world: World, side: Side, url: string, body: unknown, what: string) {
  return expectCreated<{ id: number }>(await call(world, adminOf(side), 'POST', url, body), what);
}

/** Fresh property records, added through the API by the side's Admin. */
export const fresh = {
  street(world: World, side: Side = 'a') {
    const body = streetBody({
      streetName: tagged(world, side, 'street'),
      lga: `${world[side].marker} LGA`,
    });
    return added(world, side, '/api/Streets', body, 'add street');
  },

  address(world: World, side: Side = 'a') {
    const body = addressBody(world[side].streetId, {
      address: tagged(world, side, 'address'),
      landlordId: tagged(world, side, 'LL'),
    });
    return added(world, side, '/api/Addresses', body, 'add address');
  },

  apartmentType(world: World, side: Side = 'a') {
    const body = apartmentTypeBody({ name: tagged(world, side, 'type') });
    return added(world, side, '/api/Apartments/AddApartmentType', body, 'add apartment type');
  },

  apartment(world: World, side: Side = 'a') {
    const { addressId, streetId, marker } = world[side];
    const body = apartmentBody(addressId, streetId, {
      apartmentName: tagged(world, side, 'flat'),
      landlordId: `${marker}-LL`,
      principalId: tagged(world, side, 'PR'),
    });
    return added(world, side, '/api/Apartments', body, 'add apartment');
  },

  async landlord(world: World, side: Side = 'a') {
    const { streetId, apartmentId, marker } = world[side];
    const form = await landlordRequest({ streetId, apartmentId }, landlordFields(marker));
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/Landlords',
      payload: form.payload,
      headers: { ...authOf(world, adminOf(side)), ...form.headers },
    });
    return expectCreated<Landlord>(response, 'add landlord');
  },

  /** A community without users or records (so the Super admin may delete it). */
  async emptyCommunity(world: World) {
    const tag = unique();
    return world.app.repos.communities.create({
      communityName: `Empty Estate ${tag}`,
      communityAddress: '1 Empty Close',
      street: '',
      lga: '',
      state: '',
      country: '',
      email: `empty-${tag}@example.ng`,
      mobileNumber: '',
      fullName: '',
      title: '',
      adminEmail: `empty-admin-${tag}@example.ng`,
      pKey: '',
      advertpage: '',
      whatspplink: '',
      telegramlink: '',
      portal: '',
      referralId: '',
      dateOfReg: new Date().toISOString(),
      communityTypeId: 1,
      bankName: '',
      bankAccountNumber: '',
    });
  },
};

/** Fresh people and projects (issue 4), for the dependants, excos and projects rows. */
export const freshPeople = {
  /** A resident of the side (default role Member, no password). */
  async resident(world: World, side: Side = 'a', roleName: string = MEMBER) {
    const { id, addressId, apartmentId, apartmentTypeId } = world[side];
    const resident = await createResident(
      world.app,
      id,
      { addressId, apartmentId, apartmentTypeId },
      { roleName, fullName: tagged(world, side, roleName), memberId: tagged(world, side, 'NB') },
    );
    return resident.residentId;
  },

  /** A dependant of the resident (default: the side's Member's resident). */
  dependant(world: World, side: Side = 'a', residentId = world[side].memberResidentId) {
    const body = {
      residentId,
      fullName: tagged(world, side, 'dependant'),
      relationship: `${world[side].marker} child`,
      phone: '08031234567',
      gender: 'Female',
      dob: '2015-06-01',
    };
    return added(world, side, '/api/Residents/Dependants', body, 'add dependant');
  },

  /** A project of the side with the exco in charge (default: the side's Chairman). */
  project(world: World, side: Side = 'a', excoResidentId = world[side].excoResidentId) {
    const body = {
      projectName: tagged(world, side, 'project'),
      projectDate: '2026-05-01',
      budget: 125000.5,
      excoResidentId,
    };
    return added(world, side, '/api/Projects/CreateProject', body, 'add project');
  },
};

/** The file id in a landlord's `/api/Files/{id}` image URL. */
export function fileIdOf(landlord: Landlord): string {
  if (!landlord.image) throw new Error('The landlord has no photo');
  return landlord.image.replace('/api/Files/', '');
}

/** The role of a resident's account (the state exco rows change). */
export function roleOfResident(world: World, residentId: number): Promise<string | null> {
  return roleNameOfResident(world.app, residentId);
}
