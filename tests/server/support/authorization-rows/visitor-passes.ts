/**
 * Visitor passes (issue 21, point 2): a Member their own household's (A's Member is the host of
 * every pass here), administrators the community's; B's Admin finds none of A's (404, 403 naming
 * A in the query, 400 naming A's resident as host); guards (Security) never: the default guardA
 * column (403). Each write gets a fresh pass, so the order actors run in does not matter.
 */
import { createPass } from '../../../../src/server/services/visitors/passes.js';
import { messages } from '../../../../src/shared/messages.js';
import type { World } from '../world/world.js';
import type { Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const notFound = { status: 404, message: messages.visitors.passNotFound };
const PASSES = '/api/Visitors/Passes';
const HOUR_MS = 60 * 60 * 1000;

/** A visit starting in an hour, for four hours. */
function passBody(world: World) {
  const start = Date.now() + HOUR_MS;
  return {
    residentId: world.a.memberResidentId,
    visitorName: 'Matrix Visitor CANARY-A',
    validFrom: new Date(start).toISOString(),
    validTo: new Date(start + 4 * HOUR_MS).toISOString(),
    people: 1,
  };
}

/** A pass of A's Member, written as the Member would. */
async function passOfA(world: World): Promise<number> {
  const member = {
    userId: world.accounts.member.id,
    communityId: world.a.id,
    residentId: world.a.memberResidentId,
    administers: false,
  };
  return (await createPass(world.app.repos, member, passBody(world))).id;
}

const readOfA = {
  anonymous: 401,
  member: 200,
  treasurerA: 200,
  adminA: 200,
  adminB: notFound,
  superAdmin: 200,
};

export const visitorPassRows: Row[] = [
  {
    method: 'GET',
    route: PASSES,
    request: async (world) => ({ url: `${PASSES}?communityId=${world.a.id}` }),
    expect: { ...readOfA, adminB: forbidden },
  },
  {
    method: 'POST',
    route: PASSES,
    request: async (world) => ({
      url: `${PASSES}?communityId=${world.a.id}`,
      payload: passBody(world),
    }),
    expect: {
      anonymous: 401,
      member: 201,
      treasurerA: 201,
      adminA: 201,
      adminB: { status: 400, message: messages.visitors.residentNotFound },
      superAdmin: 201,
    },
  },
  {
    method: 'GET',
    route: `${PASSES}/{id}`,
    request: async (world) => ({ url: `${PASSES}/${await passOfA(world)}` }),
    expect: readOfA,
  },
  {
    method: 'DELETE',
    route: `${PASSES}/{id}`,
    request: async (world) => ({ url: `${PASSES}/${await passOfA(world)}` }),
    expect: readOfA,
  },
];
