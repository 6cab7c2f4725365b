/** Landlords (multipart with a photo): administrators of the community and the Super admin. */
import { messages } from '../../../../src/shared/messages.js';
import { fresh, landlordRequest } from '../world/world.js';
import { actorsCommunity, expectations, staysInA, type Row } from './types.js';

const expected = expectations(messages.landlord.loadFailed, 'administrators');

export const landlordRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Landlords',
    request: async () => ({ url: '/api/Landlords' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Landlords',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Landlords?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Landlords/community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Landlords/community/${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Landlords/{id}',
    label: "A's",
    request: async (world) => ({ url: `/api/Landlords/${world.a.landlordId}` }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Landlords',
    label: "for A's apartment and street with a photo, CommunityId A",
    request: async (world) => ({
      url: '/api/Landlords',
      ...(await landlordRequest(world.a, { CommunityId: world.a.id })),
    }),
    expect: expected.createReferencingA,
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Landlords',
    label: 'a fresh landlord of A, new photo',
    request: async (world) => {
      const { id } = await fresh.landlord(world);
      return {
        url: '/api/Landlords',
        ...(await landlordRequest(world.a, { Id: id, FullName: 'Renamed Landlord' })),
        snapshot: () => world.app.repos.landlords.findById(id, null),
      };
    },
    expect: expected.writeRecordOfA,
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Landlords',
    label: "a fresh landlord of B moved to A's apartment and street, new photo",
    request: async (world) => {
      const { id } = await fresh.landlord(world, 'b');
      return {
        url: '/api/Landlords',
        ...(await landlordRequest(world.a, { Id: id })),
        snapshot: () => world.app.repos.landlords.findById(id, null),
      };
    },
    expect: expected.moveRecordOfBOntoA,
  },
  {
    method: 'DELETE',
    route: '/api/Landlords/{id}',
    label: 'a fresh landlord of A',
    request: async (world) => ({ url: `/api/Landlords/${(await fresh.landlord(world)).id}` }),
    expect: expected.writeRecordOfA,
  },
];
