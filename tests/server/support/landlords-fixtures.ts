/**
 * The Landlords API tests' scene: two estates with a street and an apartment each (files-fixtures'
 * communityWithApartment), a Member of the first and the Super admin, signed in; landlords added
 * through the API; and what a refused write must leave as it was.
 */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { Landlord } from '../../../src/shared/contract/landlords.js';
import { MEMBER } from '../../../src/shared/roles.js';
import {
  communityWithApartment,
  landlordForm,
  photo,
  sendLandlord,
  storedFiles,
  type Estate,
} from './files-fixtures.js';
import { bearer, countRows } from './helper.js';
import { signedInAccount, signedInSuperAdmin } from './world/people.js';

export async function landlordsScene(app: App) {
  const estate = await communityWithApartment(app);
  const other = await communityWithApartment(app);
  const member = await signedInAccount(app, estate.communityId, MEMBER);
  const root = await signedInSuperAdmin(app);
  return { estate, other, memberAuth: bearer(member.token), rootAuth: bearer(root.token) };
}

/** Adds a landlord (with a photo) to the estate through the API and returns it. */
export async function addedLandlord(
  app: App,
  target: Estate,
  overrides: Record<string, string | number> = {},
): Promise<Landlord> {
  const response = await sendLandlord(app, 'POST', target.auth, landlordForm(target, overrides), [
    photo(),
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Landlord>();
}

/** What a refused write must leave behind: the same rows and the same files. */
export async function landlordRowsAndFiles(app: App) {
  return {
    landlords: await countRows(app, 'landlords'),
    files: await countRows(app, 'files'),
    stored: await storedFiles(app),
  };
}
