/**
 * Residents for the dependants, excos and projects tests, written straight into the database by
 * the world builder (support/world/people.ts), re-exported here under the names the tests use.
 */
import type { App } from '../../../src/server/app.js';
import { roleIdNamed, roleNameOfResident } from './world/people.js';
import { addHome, type ResidentRefs } from './world/records.js';
import type { Caller } from './world/requests.js';

export {
  attachResident,
  createResident,
  residentCaller,
  type ResidentOptions,
  type TestResident,
} from './world/people.js';
export type { ResidentRefs } from './world/records.js';

/** Adds a street, an address, an apartment type and an apartment as `as` (an administrator). */
export async function residentRefs(as: Caller): Promise<ResidentRefs> {
  const { addressId, apartmentId, apartmentTypeId } = await addHome(as);
  return { addressId, apartmentId, apartmentTypeId };
}

/** The role name of a resident's account, read from the database. */
export async function roleOfResident(app: App, residentId: number): Promise<string> {
  const roleName = await roleNameOfResident(app, residentId);
  if (roleName === null) throw new Error(`roleOfResident: no resident ${residentId}`);
  return roleName;
}

/** The id of a role, for exco assignments. */
export const roleIdOf = roleIdNamed;
