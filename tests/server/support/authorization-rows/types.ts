/**
 * One row of the authorization matrix: a request to one route and the status each actor must get.
 * `route` is the path as Fastify and the OpenAPI document name it (`/api/Streets/{id}`, no trailing
 * slash); several rows may share a route (`label` tells them apart).
 */
import { messages } from '../../../../src/shared/messages.js';
import { OTHER_EXCO_ACTORS, type Actor, type OtherExcoActor, type World } from '../world/world.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const forbidden = { status: 403, message: messages.auth.forbidden };

/** A status, or a status with the exact `message` the answer must carry. */
export type Expected = number | { status: number; message: string };

export interface RowRequest {
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  /** Added to (and overriding) the actor's `Authorization` header. */
  headers?: Record<string, string>;
  /** Replaces the actor's session token (e.g. a fresh session to end). */
  token?: string | null;
  /**
   * Reads the state this request would change (e.g. the record a PUT edits); a refused request
   * must leave it as it was.
   */
  snapshot?: () => Promise<unknown>;
}

/** The columns a row must name; the other exco roles and the guard may be left out. */
export type RowActor = Exclude<Actor, OtherExcoActor | 'guardA'>;

/**
 * What each actor must get. Administrators all have the same rights, so the Chairman, Secretary,
 * Financial Secretary and Exco columns default to the Treasurer's (`treasurerA`) value; a row
 * names one of them only where it differs. The guard (`guardA`) defaults as guardDefault says.
 */
export type Expectations = Record<RowActor, Expected> &
  Partial<Record<OtherExcoActor | 'guardA', Expected>>;

const signInRequired = (expected: Expected) =>
  typeof expected === 'number'
    ? expected === 401
    : expected.status === 401 && expected.message === messages.auth.signInRequired;

/**
 * A guard (Security, issue 21) reaches the gate, the entry log and their own session and profile
 * only: where a row does not name `guardA`, a route behind a session (anonymous: 401, sign in)
 * refuses them (403, the access table's refusal in its family's words, so any message), and a
 * public route answers them as it answers anonymous (the webhook's bad signature included).
 */
export function guardDefault(expect: Expectations): Expected {
  if (expect.guardA !== undefined) return expect.guardA;
  return signInRequired(expect.anonymous) ? 403 : expect.anonymous;
}

/** Every column of a row's expectations: the other exco roles as the Treasurer, the guard as above. */
export function withExcoRoles(expect: Expectations): Record<Actor, Expected> {
  const asTreasurer = Object.fromEntries(
    OTHER_EXCO_ACTORS.map((actor) => [actor, expect.treasurerA]),
  ) as Record<OtherExcoActor, Expected>;
  return { ...asTreasurer, ...expect, guardA: guardDefault(expect) };
}

export interface Row {
  method: Method;
  route: string;
  /** Tells rows of one route apart, e.g. `?communityId=A`. */
  label?: string;
  request: (world: World, actor: Actor) => Promise<RowRequest>;
  expect: Expectations;
  /**
   * For writes of a community's record: the community the saved record (`communityId` or `comId`
   * of a 2xx answer) must belong to.
   */
  landsIn?: (world: World, actor: Actor) => number | null;
}

export const statusOf = (expected: Expected): number =>
  typeof expected === 'number' ? expected : expected.status;

/** `GET` rows that only read: every signed-in role may, anonymous may not. */
export const SIGNED_IN = {
  anonymous: 401,
  member: 200,
  treasurerA: 200,
  adminA: 200,
  adminB: 200,
  superAdmin: 200,
} as const satisfies Expectations;

/** Rows administrators (Admin, exco roles, the Super admin) may call, Members may not. */
export const ADMINISTRATORS_ONLY = {
  ...SIGNED_IN,
  member: forbidden,
} as const satisfies Expectations;

const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };

/**
 * The usual columns of the property-record families (issue 3 contract, "Roles" and "Tenant").
 * `readers: 'members'` for the families Members may read (apartments, apartment types).
 */
export const expectations = (notFound: string, readers: 'administrators' | 'members') => {
  const member = readers === 'members' ? 200 : forbidden;
  const hidden = { status: 404, message: notFound };
  return {
    /** A list without a community named: everyone their own community's records. */
    list: { anonymous: 401, member, treasurerA: 200, adminA: 200, adminB: 200, superAdmin: 200 },
    /** A list of community A (`?communityId=A` or `/Community/{A}`). */
    listOfA: {
      anonymous: 401,
      member,
      treasurerA: 200,
      adminA: 200,
      adminB: forbidden,
      superAdmin: 200,
    },
    /** One record of A. */
    recordOfA: {
      anonymous: 401,
      member,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
    /** Changing or deleting one record of A. */
    writeRecordOfA: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
    /** Adding a record (Super admin: to A, named); no reference to another record. */
    create: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 201,
      adminA: 201,
      adminB: 201,
      superAdmin: 201,
    },
    /** Adding a record that references A's records (Super admin: to A, named). */
    createReferencingA: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 201,
      adminA: 201,
      adminB: wrongCommunity,
      superAdmin: 201,
    },
    /** Editing one of B's records so that it references A's records. */
    moveRecordOfBOntoA: {
      anonymous: 401,
      member: forbidden,
      treasurerA: hidden,
      adminA: hidden,
      adminB: wrongCommunity,
      superAdmin: wrongCommunity,
    },
  } satisfies Record<string, Expectations>;
};

/** `landsIn` of writes: where the actor's new record must land (Super admin: A, as named). */
export { landingCommunity as actorsCommunity } from '../world/world.js';

/** `landsIn` of edits: the record stays in A. */
export const staysInA = (world: World) => world.a.id;
