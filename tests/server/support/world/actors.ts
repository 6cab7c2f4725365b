/**
 * Who acts in the authorization world (world.ts): the columns of the authorization matrix, the
 * accounts behind them, the records each community holds, and calling the API as any of them.
 */
import type { InjectOptions } from 'fastify';
import type { App } from '../../../../src/server/app.js';
import { startSession } from '../../../../src/server/services/accounts/sessions.js';
import { bearer, unique } from '../helper.js';

/**
 * The exco roles of A besides the Treasurer, each a column of the matrix. Administrators all have
 * the same rights, so a row expects of them what it expects of `treasurerA` unless it names them
 * (rows/types.ts, withExcoRoles).
 */
export const OTHER_EXCO_ACTORS = [
  'chairmanA',
  'secretaryA',
  'financialSecretaryA',
  'excoA',
] as const;
export type OtherExcoActor = (typeof OTHER_EXCO_ACTORS)[number];

/** The role of each of those accounts. */
export const EXCO_ROLE_OF: Record<OtherExcoActor, string> = {
  chairmanA: 'Chairman',
  secretaryA: 'Secretary',
  financialSecretaryA: 'Financial Secretary',
  excoA: 'Exco',
};

/**
 * The columns of the matrix. `guardA` holds the Security role in A (issue 21: a guard, with a
 * resident record like the Member's); rows that do not name it expect what types.ts, withGuard,
 * derives.
 */
export const ACTORS = [
  'anonymous',
  'member',
  'guardA',
  'treasurerA',
  ...OTHER_EXCO_ACTORS,
  'adminA',
  'adminB',
  'superAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Accounts of the world; `memberB` is used by the tenant canaries only. */
export type AccountName = Exclude<Actor, 'anonymous'> | 'memberB';

export interface Account {
  id: number;
  email: string;
  password: string;
  /** The session token the account signed in with (once, when the world was built). */
  token: string;
  /** null for the Super admin. */
  communityId: number | null;
}

export type Side = 'a' | 'b';

/** A community and one record of each family in it. */
export interface CommunityRecords {
  id: number;
  communityName: string;
  /** `CANARY-A` or `CANARY-B`. */
  marker: string;
  streetId: number;
  addressId: number;
  apartmentTypeId: number;
  apartmentId: number;
  landlordId: number;
  /** The landlord's photo (an image file of the community). */
  photoFileId: string;
  /** An ID document of the community (no upload route takes them yet: stored directly). */
  idDocumentFileId: string;
  /** People (issue 4): the resident record of the side's Member account (`member` / `memberB`). */
  memberResidentId: number;
  /** The resident record of the guard (`guardA`, Security, issue 21); 0 in B, which has none. */
  guardResidentId: number;
  /** A resident holding the Chairman role (in the exco list), in charge of `projectId`. */
  excoResidentId: number;
  /** A dependant of the Member's resident. */
  dependantId: number;
  /** A project with `excoResidentId` in charge. */
  projectId: number;
  /** Money (issue 5): a payment of the Member's resident toward nothing, and an expense. */
  paymentId: number;
  expenseId: number;
}

export interface World {
  app: App;
  a: CommunityRecords;
  b: CommunityRecords;
  accounts: Record<AccountName, Account>;
  /** An account that only the login row signs in with. */
  loginProbe: { email: string; password: string };
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** The `Authorization` header of an actor's session (none for anonymous). */
export function authOf(world: World, actor: Actor | 'memberB'): Record<string, string> {
  return actor === 'anonymous' ? {} : bearer(world.accounts[actor].token);
}

/** Calls the API as an actor. */
export function call(
  world: World,
  actor: Actor | 'memberB',
  method: Method,
  url: string,
  payload?: unknown,
) {
  return world.app.inject({
    method,
    url,
    headers: authOf(world, actor),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A new session of the actor's account, without argon2 (for rows that end sessions). */
export async function freshToken(world: World, actor: Actor): Promise<string | null> {
  if (actor === 'anonymous') return null;
  return startSession(world.app.repos, world.accounts[actor].id);
}

/**
 * The community a record written by the actor must land in: their own; for the Super admin the
 * one the request names (A in every row).
 */
export function landingCommunity(world: World, actor: Actor): number | null {
  if (actor === 'superAdmin') return world.a.id;
  if (actor === 'adminB') return world.b.id;
  if (actor === 'anonymous') return null;
  return world.a.id;
}

/** The `Admin` of a side. */
export const adminOf = (side: Side): Actor => (side === 'a' ? 'adminA' : 'adminB');

/** Text of a record of a side, carrying the side's marker. */
export function tagged(world: World, side: Side, what: string): string {
  return `${world[side].marker}-${what}-${unique()}`;
}
