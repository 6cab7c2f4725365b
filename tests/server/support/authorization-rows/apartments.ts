/** Apartments: every user of the community reads them; administrators and Super admin write. */
import { messages } from '../../../../src/shared/messages.js';
import { apartmentBody } from '../tenant-fixtures.js';
import { fresh } from '../world/world.js';
import { actorsCommunity, expectations, staysInA, type Row } from './types.js';

const expected = expectations(messages.apartment.loadFailed, 'members');
const writes = expectations(messages.apartment.loadFailed, 'administrators');

export const apartmentRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Apartments',
    request: async () => ({ url: '/api/Apartments' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Apartments',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Apartments?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Apartments/Community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Apartments/Community/${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Apartments/{id}',
    label: "A's",
    request: async (world) => ({ url: `/api/Apartments/${world.a.apartmentId}` }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Apartments',
    label: "at A's address and street, communityId A",
    request: async (world) => ({
      url: '/api/Apartments',
      payload: apartmentBody(world.a.addressId, world.a.streetId, { communityId: world.a.id }),
    }),
    expect: writes.createReferencingA,
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Apartments',
    label: 'a fresh apartment of A',
    request: async (world) => {
      const { id } = await fresh.apartment(world);
      return {
        url: '/api/Apartments',
        payload: { id, ...apartmentBody(world.a.addressId, world.a.streetId) },
        snapshot: () => world.app.repos.apartments.findById(id, null),
      };
    },
    expect: writes.writeRecordOfA,
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Apartments',
    label: "a fresh apartment of B moved to A's address and street",
    request: async (world) => {
      const { id } = await fresh.apartment(world, 'b');
      return {
        url: '/api/Apartments',
        payload: { id, ...apartmentBody(world.a.addressId, world.a.streetId) },
        snapshot: () => world.app.repos.apartments.findById(id, null),
      };
    },
    expect: writes.moveRecordOfBOntoA,
  },
  {
    method: 'DELETE',
    route: '/api/Apartments/{id}',
    label: 'a fresh apartment of A',
    request: async (world) => ({ url: `/api/Apartments/${(await fresh.apartment(world)).id}` }),
    expect: writes.writeRecordOfA,
  },
];
