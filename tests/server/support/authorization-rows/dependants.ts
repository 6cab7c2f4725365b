/**
 * Dependants (issue 4): administrators of the resident's community and the Super admin; a Member
 * only for their own resident record (403 resident.viewPermission for anyone else's). Another
 * community's resident or dependant looks missing: 404 (lists, deletes), 400 (references).
 */
import { messages } from '../../../../src/shared/messages.js';
import { freshPeople, type World } from '../world/world.js';
import type { Expectations, Expected, Row } from './types.js';

const notTheirs = { status: 403, message: messages.resident.viewPermission };

/** Columns for the Member's own resident; `member` overrides the Member's cell. */
const columns = (ok: number, adminB: Expected, member: Expected = ok): Expectations => ({
  anonymous: 401,
  member,
  treasurerA: ok,
  adminA: ok,
  adminB,
  superAdmin: ok,
});

const residentHidden = { status: 404, message: messages.resident.loadFailed };
const dependantHidden = { status: 404, message: messages.dependant.loadFailed };
const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };

function dependantBody(residentId: number) {
  return {
    residentId,
    fullName: 'CANARY-A Matrix Dependant',
    relationship: 'Son',
    phone: '',
    gender: 'Male',
    dob: '2016-01-31',
  };
}

const findDependant = (world: World, id: number) => () =>
  world.app.repos.dependants.findById(id, null);

export const dependantRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Residents/{residentId}/Dependants',
    label: "the Member's own resident of A",
    request: async (world) => ({
      url: `/api/Residents/${world.a.memberResidentId}/Dependants`,
    }),
    expect: columns(200, residentHidden),
  },
  {
    method: 'GET',
    route: '/api/Residents/{residentId}/Dependants',
    label: "another resident of A (A's Chairman)",
    request: async (world) => ({ url: `/api/Residents/${world.a.excoResidentId}/Dependants` }),
    expect: columns(200, residentHidden, notTheirs),
  },
  {
    method: 'POST',
    route: '/api/Residents/Dependants',
    label: "to the Member's own resident of A",
    request: async (world) => ({
      url: '/api/Residents/Dependants',
      payload: dependantBody(world.a.memberResidentId),
    }),
    expect: columns(201, wrongCommunity),
  },
  {
    method: 'POST',
    route: '/api/Residents/Dependants',
    label: 'to another resident of A',
    request: async (world) => ({
      url: '/api/Residents/Dependants',
      payload: dependantBody(await freshPeople.resident(world)),
    }),
    expect: columns(201, wrongCommunity, notTheirs),
  },
  {
    method: 'DELETE',
    route: '/api/Residents/Dependants/{id}',
    label: "a fresh dependant of the Member's resident of A",
    request: async (world) => {
      const { id } = await freshPeople.dependant(world);
      return { url: `/api/Residents/Dependants/${id}`, snapshot: findDependant(world, id) };
    },
    expect: columns(200, dependantHidden),
  },
  {
    method: 'DELETE',
    route: '/api/Residents/Dependants/{id}',
    label: 'a fresh dependant of another resident of A',
    request: async (world) => {
      const { id } = await freshPeople.dependant(world, 'a', world.a.excoResidentId);
      return { url: `/api/Residents/Dependants/${id}`, snapshot: findDependant(world, id) };
    },
    expect: columns(200, dependantHidden, notTheirs),
  },
];
