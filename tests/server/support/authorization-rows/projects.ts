/**
 * Projects (issue 4): administrators (Admin, exco) of the community and the Super admin; Members
 * 403. The exco in charge is a reference: another community's resident is 400
 * reference.wrongCommunity; a resident of the community without an exco role 400
 * project.excoRequired.
 */
import { messages } from '../../../../src/shared/messages.js';
import { freshPeople, type World } from '../world/world.js';
import { actorsCommunity, expectations, type Row } from './types.js';

const expected = expectations(messages.project.loadFailed, 'administrators');

function projectBody(world: World, excoResidentId: number, extra: Record<string, unknown> = {}) {
  return {
    projectName: `${world.a.marker} Matrix project`,
    projectDate: '2026-07-01',
    budget: 99999.99,
    excoResidentId,
    ...extra,
  };
}

export const projectRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Projects',
    request: async () => ({ url: '/api/Projects' }),
    expect: expected.list,
  },
  {
    method: 'GET',
    route: '/api/Projects',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Projects?communityId=${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Projects/Community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Projects/Community/${world.a.id}` }),
    expect: expected.listOfA,
  },
  {
    method: 'GET',
    route: '/api/Projects/{id}',
    label: "A's",
    request: async (world) => ({ url: `/api/Projects/${world.a.projectId}` }),
    expect: expected.recordOfA,
  },
  {
    method: 'POST',
    route: '/api/Projects/CreateProject',
    label: "communityId A, A's Chairman in charge",
    request: async (world) => ({
      url: '/api/Projects/CreateProject',
      payload: projectBody(world, world.a.excoResidentId, { communityId: world.a.id }),
    }),
    expect: expected.createReferencingA,
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Projects/CreateProject',
    label: 'no communityId',
    request: async (world) => ({
      url: '/api/Projects/CreateProject',
      payload: projectBody(world, world.a.excoResidentId),
    }),
    expect: {
      ...expected.createReferencingA,
      superAdmin: { status: 400, message: messages.reference.chooseCommunity },
    },
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Projects/CreateProject',
    label: 'a Member resident of A in charge',
    request: async (world) => ({
      url: '/api/Projects/CreateProject',
      payload: projectBody(world, await freshPeople.resident(world), { communityId: world.a.id }),
    }),
    expect: {
      ...expected.createReferencingA,
      treasurerA: { status: 400, message: messages.project.excoRequired },
      adminA: { status: 400, message: messages.project.excoRequired },
      superAdmin: { status: 400, message: messages.project.excoRequired },
    },
  },
];
