/**
 * A small world for the property-record tests: communities A and B with their Admins, a Member
 * of A and the Super admin. Built with the world builder (support/world/), whose callers and
 * property-record shortcuts are re-exported here for the tests that import them from this file.
 */
import type { App } from '../../../src/server/app.js';
import { MEMBER } from '../../../src/shared/roles.js';
import { community, type Community } from './world/community.js';
import { signedInAccount, signedInSuperAdmin } from './world/people.js';
import type { Caller } from './world/requests.js';

export { caller, type Caller } from './world/requests.js';
export type { Community } from './world/community.js';
export {
  addAddress,
  addApartment,
  addApartmentType,
  addStreet,
  addressBody,
  apartmentBody,
  apartmentTypeBody,
  streetBody,
} from './world/records.js';

/** Registers a community and signs its Admin in. */
export const communityWithAdmin = (app: App): Promise<Community> => community(app);

export interface World {
  a: Community;
  b: Community;
  member: Caller;
  root: Caller;
}

export async function createWorld(app: App): Promise<World> {
  const a = await community(app);
  const b = await community(app);
  const member = await signedInAccount(app, a.id, MEMBER);
  const root = await signedInSuperAdmin(app);
  return { a, b, member: member.caller, root: root.caller };
}
