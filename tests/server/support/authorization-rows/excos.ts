/**
 * Excos (issue 4): every user of the community reads the list (Members without phones);
 * administrators and the Super admin assign exco roles and take them away; the Admin role is never
 * given or taken here; an exco in charge of a project keeps the role (409).
 */
import { messages } from '../../../../src/shared/messages.js';
import { ADMIN } from '../../../../src/shared/roles.js';
import { freshPeople, roleOfResident, type World } from '../world/world.js';
import { SIGNED_IN, expectations, type Expectations, type Expected, type Row } from './types.js';

const lists = expectations(messages.exco.loadFailed, 'members');
const forbidden = { status: 403, message: messages.auth.forbidden };
const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };

const roleId = async (world: World, roleName: string) =>
  (await world.app.repos.roles.findIdByName(roleName)) ?? 0;

/** Assigning or removing, by who may: `ok` for A's administrators and the Super admin. */
const writes = (ok: Expected, adminB: Expected): Expectations => ({
  anonymous: 401,
  member: forbidden,
  treasurerA: ok,
  adminA: ok,
  adminB,
  superAdmin: ok,
});

export const excoRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Residents/Excos',
    request: async () => ({ url: '/api/Residents/Excos' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/Residents/Excos',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Residents/Excos?communityId=${world.a.id}` }),
    expect: lists.listOfA,
  },
  {
    method: 'POST',
    route: '/api/Residents/Excos',
    label: 'a fresh Member resident of A → Secretary',
    request: async (world) => {
      const residentId = await freshPeople.resident(world);
      return {
        url: '/api/Residents/Excos',
        payload: { residentId, roleId: await roleId(world, 'Secretary') },
        snapshot: () => roleOfResident(world, residentId),
      };
    },
    expect: writes(200, wrongCommunity),
  },
  {
    method: 'POST',
    route: '/api/Residents/Excos',
    label: 'a fresh Member resident of A → Admin (not an exco role)',
    request: async (world) => {
      const residentId = await freshPeople.resident(world);
      return {
        url: '/api/Residents/Excos',
        payload: { residentId, roleId: await roleId(world, ADMIN) },
        snapshot: () => roleOfResident(world, residentId),
      };
    },
    expect: writes(
      { status: 400, message: messages.exco.invalidRole },
      { status: 400, message: messages.exco.invalidRole },
    ),
  },
  {
    method: 'POST',
    route: '/api/Residents/Excos',
    label: 'a fresh Admin resident of A → Chairman',
    request: async (world) => {
      const residentId = await freshPeople.resident(world, 'a', ADMIN);
      return {
        url: '/api/Residents/Excos',
        payload: { residentId, roleId: await roleId(world, 'Chairman') },
        snapshot: () => roleOfResident(world, residentId),
      };
    },
    expect: writes({ status: 409, message: messages.exco.isAdmin }, wrongCommunity),
  },
  {
    method: 'DELETE',
    route: '/api/Residents/Excos/{residentId}',
    label: 'a fresh exco of A',
    request: async (world) => {
      const residentId = await freshPeople.resident(world, 'a', 'Exco');
      return {
        url: `/api/Residents/Excos/${residentId}`,
        snapshot: () => roleOfResident(world, residentId),
      };
    },
    // Only an Admin or the Super admin takes an exco role away (issue 12, who may change whom).
    expect: {
      ...writes(200, { status: 404, message: messages.exco.loadFailed }),
      treasurerA: { status: 403, message: messages.resident.adminDetailsOnlyByAdmin },
    },
  },
  {
    method: 'POST',
    route: '/api/Residents/Excos',
    label: 'a fresh Treasurer resident of A → Secretary',
    request: async (world) => {
      const residentId = await freshPeople.resident(world, 'a', 'Treasurer');
      return {
        url: '/api/Residents/Excos',
        payload: { residentId, roleId: await roleId(world, 'Secretary') },
        snapshot: () => roleOfResident(world, residentId),
      };
    },
    expect: {
      ...writes(200, wrongCommunity),
      treasurerA: { status: 403, message: messages.resident.adminDetailsOnlyByAdmin },
    },
  },
  {
    method: 'DELETE',
    route: '/api/Residents/Excos/{residentId}',
    label: "A's Chairman, in charge of a project",
    request: async (world) => ({
      url: `/api/Residents/Excos/${world.a.excoResidentId}`,
      snapshot: () => roleOfResident(world, world.a.excoResidentId),
    }),
    expect: {
      ...writes(
        { status: 409, message: messages.exco.inCharge },
        { status: 404, message: messages.exco.loadFailed },
      ),
      treasurerA: { status: 403, message: messages.resident.adminDetailsOnlyByAdmin },
    },
  },
];
