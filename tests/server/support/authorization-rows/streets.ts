/** Streets: administrators (Admin, exco) of the community and the Super admin; Members 403. */
import { messages } from '../../../../src/shared/messages.js';
import { streetBody } from '../tenant-fixtures.js';
import { fresh } from '../world/world.js';
import { actorsCommunity, expectations, staysInA, type Row } from './types.js';

const expected = expectations(messages.street.loadFailed, 'administrators');

export const streetRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Streets',
    request: async () => ({ url: '/api/Streets' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Streets',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Streets?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Streets/Community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Streets/Community/${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Streets/{id}',
    label: "A's",
    request: async (world) => ({ url: `/api/Streets/${world.a.streetId}` }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Streets',
    label: 'communityId A',
    request: async (world) => ({
      url: '/api/Streets',
      payload: streetBody({ communityId: world.a.id }),
    }),
    expect: expected.create,
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Streets',
    label: 'no communityId',
    request: async () => ({ url: '/api/Streets', payload: streetBody() }),
    expect: {
      ...expected.create,
      superAdmin: { status: 400, message: messages.reference.chooseCommunity },
    },
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Streets',
    label: 'a fresh street of A',
    request: async (world) => {
      const { id } = await fresh.street(world);
      return {
        url: '/api/Streets',
        payload: streetBody({ id, streetName: 'Renamed Street' }),
        snapshot: () => world.app.repos.streets.findById(id, null),
      };
    },
    expect: expected.writeRecordOfA,
    landsIn: staysInA,
  },
  {
    method: 'DELETE',
    route: '/api/Streets/{id}',
    label: 'a fresh street of A',
    request: async (world) => ({ url: `/api/Streets/${(await fresh.street(world)).id}` }),
    expect: expected.writeRecordOfA,
  },
];
