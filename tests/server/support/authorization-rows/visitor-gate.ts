/**
 * The gate (issue 21, points 3 and 4): the console (check, check-in, check-out, walk-ins, hosts)
 * for guards (`guardA`) and administrators, never Members; the entry log for them and for a Member
 * (their own visitors). B's Admin acts in B: A's code is unknown there (200, 'unknown'), A's pass
 * or entry is not found (404), A's resident is no host (400), naming A in a query is 403. Each
 * write gets a fresh pass or entry, so the order actors run in does not matter.
 */
import { messages } from '../../../../src/shared/messages.js';
import { makePass } from '../visitor-fixtures.js';
import type { World } from '../world/world.js';
import type { Expectations, Row } from './types.js';

const { visitors } = messages;
const forbidden = { status: 403, message: messages.auth.forbidden };
const VISITORS = '/api/Visitors';
const HOUR_MS = 60 * 60 * 1000;

/** A pass of A's Member valid now. */
function passOfA(world: World) {
  const now = Date.now();
  return makePass(world.app, world.a.id, world.a.memberResidentId, world.accounts.adminA.id, {
    visitorName: 'Gate Visitor CANARY-A',
    validFrom: new Date(now - HOUR_MS),
    validTo: new Date(now + 2 * HOUR_MS),
  });
}

/** An open visit of A's (a pass's when `passId` is given, else a walk-in). */
async function openEntryOfA(world: World, passId: number | null = null): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await world.app.db
    .insertInto('visitorEntries')
    .values({
      communityId: world.a.id,
      kind: passId === null ? 'walk-in' : 'pass',
      passId,
      residentId: world.a.memberResidentId,
      visitorName: 'Gate Walk-in CANARY-A',
      visitorPhone: null,
      people: 1,
      vehiclePlate: null,
      checkedInAt: now,
      checkedInBy: world.accounts.adminA.id,
      checkedOutAt: null,
      checkedOutBy: null,
      clientKey: null,
      outClientKey: null,
      recordedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const inA = (world: World) => `?communityId=${world.a.id}`;

/** A write of the console on one of A's records. */
const consoleWrite = (status: number, notFound: string): Expectations => ({
  anonymous: 401,
  member: forbidden,
  treasurerA: status,
  adminA: status,
  adminB: { status: 404, message: notFound },
  superAdmin: status,
  guardA: status,
});

/** A read naming A in its query: B's Admin is refused. */
const readOfA = (member: number | typeof forbidden): Expectations => ({
  anonymous: 401,
  member,
  treasurerA: 200,
  adminA: 200,
  adminB: forbidden,
  superAdmin: 200,
  guardA: 200,
});

export const visitorGateRows: Row[] = [
  {
    method: 'POST',
    route: `${VISITORS}/Check`,
    request: async (world) => ({
      url: `${VISITORS}/Check${inA(world)}`,
      payload: { code: (await passOfA(world)).code },
    }),
    expect: { ...consoleWrite(200, ''), adminB: 200 },
  },
  {
    method: 'POST',
    route: `${VISITORS}/Passes/{id}/CheckIn`,
    request: async (world) => ({
      url: `${VISITORS}/Passes/${(await passOfA(world)).id}/CheckIn${inA(world)}`,
      payload: {},
    }),
    expect: consoleWrite(201, visitors.passNotFound),
  },
  {
    method: 'POST',
    route: `${VISITORS}/Passes/{id}/CheckOut`,
    request: async (world) => {
      const pass = await passOfA(world);
      await openEntryOfA(world, pass.id);
      return { url: `${VISITORS}/Passes/${pass.id}/CheckOut${inA(world)}`, payload: {} };
    },
    expect: consoleWrite(200, visitors.passNotFound),
  },
  {
    method: 'POST',
    route: `${VISITORS}/Entries/{id}/CheckOut`,
    request: async (world) => ({
      url: `${VISITORS}/Entries/${await openEntryOfA(world)}/CheckOut${inA(world)}`,
      payload: {},
    }),
    expect: consoleWrite(200, visitors.entryNotFound),
  },
  {
    method: 'POST',
    route: `${VISITORS}/WalkIns`,
    request: async (world) => ({
      url: `${VISITORS}/WalkIns${inA(world)}`,
      payload: { residentId: world.a.memberResidentId, visitorName: 'Walk-in CANARY-A' },
    }),
    expect: {
      ...consoleWrite(201, ''),
      adminB: { status: 400, message: visitors.residentNotFound },
    },
  },
  {
    method: 'GET',
    route: `${VISITORS}/Hosts`,
    request: async (world) => ({ url: `${VISITORS}/Hosts${inA(world)}` }),
    expect: readOfA(forbidden),
  },
  {
    method: 'GET',
    route: `${VISITORS}/Log`,
    request: async (world) => ({ url: `${VISITORS}/Log${inA(world)}` }),
    expect: readOfA(200),
  },
  {
    method: 'GET',
    route: `${VISITORS}/Log/Export`,
    request: async (world) => ({ url: `${VISITORS}/Log/Export${inA(world)}` }),
    expect: readOfA(200),
  },
];
