/** Addresses: administrators of the community and the Super admin; Members 403. */
import { messages } from '../../../../src/shared/messages.js';
import { addressBody } from '../tenant-fixtures.js';
import { fresh } from '../world/world.js';
import { actorsCommunity, expectations, staysInA, type Row } from './types.js';

const expected = expectations(messages.address.loadFailed, 'administrators');

export const addressRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Addresses',
    request: async () => ({ url: '/api/Addresses' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Addresses',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Addresses?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Addresses/Community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Addresses/Community/${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Addresses/{id}',
    label: "A's",
    request: async (world) => ({ url: `/api/Addresses/${world.a.addressId}` }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Addresses',
    label: "on A's street, communityId A",
    request: async (world) => ({
      url: '/api/Addresses',
      payload: addressBody(world.a.streetId, { communityId: world.a.id }),
    }),
    expect: expected.createReferencingA,
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Addresses',
    label: 'a fresh address of A',
    request: async (world) => {
      const { id } = await fresh.address(world);
      return {
        url: '/api/Addresses',
        payload: { id, ...addressBody(world.a.streetId, { address: '99 Renamed Road' }) },
        snapshot: () => world.app.repos.addresses.findById(id, null),
      };
    },
    expect: expected.writeRecordOfA,
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Addresses',
    label: "a fresh address of B moved onto A's street",
    request: async (world) => {
      const { id } = await fresh.address(world, 'b');
      return {
        url: '/api/Addresses',
        payload: { id, ...addressBody(world.a.streetId) },
        snapshot: () => world.app.repos.addresses.findById(id, null),
      };
    },
    expect: expected.moveRecordOfBOntoA,
  },
  {
    method: 'DELETE',
    route: '/api/Addresses/{id}',
    label: 'a fresh address of A',
    request: async (world) => ({ url: `/api/Addresses/${(await fresh.address(world)).id}` }),
    expect: expected.writeRecordOfA,
  },
];
