/** Apartment types: every user of the community reads them; administrators and Super admin write. */
import { messages } from '../../../../src/shared/messages.js';
import { apartmentTypeBody } from '../tenant-fixtures.js';
import { fresh } from '../world/world.js';
import { actorsCommunity, expectations, staysInA, type Row } from './types.js';

const expected = expectations(messages.apartmentType.loadFailed, 'members');
const writes = expectations(messages.apartmentType.loadFailed, 'administrators');

export const apartmentTypeRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Apartments/apartmentTypes',
    request: async () => ({ url: '/api/Apartments/apartmentTypes' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Apartments/apartmentTypes',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Apartments/apartmentTypes?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Apartments/apartmentTypes/{id}',
    label: "A's",
    request: async (world) => ({
      url: `/api/Apartments/apartmentTypes/${world.a.apartmentTypeId}`,
    }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Apartments/AddApartmentType',
    label: 'comId A',
    request: async (world) => ({
      url: '/api/Apartments/AddApartmentType',
      payload: apartmentTypeBody({ comId: world.a.id }),
    }),
    expect: writes.create,
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Apartments/UpdateApartmentType',
    label: 'a fresh type of A',
    request: async (world) => {
      const { id } = await fresh.apartmentType(world);
      return {
        url: '/api/Apartments/UpdateApartmentType',
        payload: { id, ...apartmentTypeBody({ name: 'Renamed type', feePerPerMonth: 1 }) },
        snapshot: () => world.app.repos.apartmentTypes.findById(id, null),
      };
    },
    expect: writes.writeRecordOfA,
    landsIn: staysInA,
  },
  {
    method: 'DELETE',
    route: '/api/Apartments/apartmentTypes/{id}',
    label: 'a fresh type of A',
    request: async (world) => ({
      url: `/api/Apartments/apartmentTypes/${(await fresh.apartmentType(world)).id}`,
    }),
    expect: writes.writeRecordOfA,
  },
];
