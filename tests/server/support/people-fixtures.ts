/**
 * Residents for the dependants, excos and projects tests, written straight into the database
 * (an account in `users` with the resident's role, and its `residents` row), so these tests do not
 * depend on the Residents API. The address, apartment and apartment type a resident needs are
 * added through the property-records API.
 */
import type { App } from '../../../src/server/app.js';
import { hashPassword } from '../../../src/server/services/accounts/passwords.js';
import { MEMBER } from '../../../src/shared/roles.js';
import { unique } from './helper.js';
import {
  addAddress,
  addApartment,
  addApartmentType,
  addStreet,
  caller,
  type Caller,
} from './tenant-fixtures.js';

/** What every resident row points at: an address, an apartment and an apartment type. */
export interface ResidentRefs {
  addressId: number;
  apartmentId: number;
  apartmentTypeId: number;
}

/** Adds a street, an address, an apartment type and an apartment as `as` (an administrator). */
export async function residentRefs(as: Caller): Promise<ResidentRefs> {
  const street = await addStreet(as);
  const address = await addAddress(as, street.id);
  const apartmentType = await addApartmentType(as);
  const apartment = await addApartment(as, address.id, street.id);
  return { addressId: address.id, apartmentId: apartment.id, apartmentTypeId: apartmentType.id };
}

export interface ResidentOptions {
  roleName?: string;
  fullName?: string;
  email?: string;
  mobileNumber?: string | null;
  memberId?: string;
  /** Sets a password (so the resident can sign in); residents have none by default. */
  password?: string;
}

export interface TestResident {
  residentId: number;
  userId: number;
  email: string;
  fullName: string;
  memberId: string;
  mobileNumber: string | null;
  password: string | null;
}

async function roleId(app: App, roleName: string): Promise<number> {
  const id = await app.repos.roles.findIdByName(roleName);
  if (id === null) throw new Error(`people-fixtures: the ${roleName} role is missing`);
  return id;
}

/** A `residents` row for an existing account (its role stays the account's). */
export async function attachResident(
  app: App,
  userId: number,
  communityId: number,
  refs: ResidentRefs,
  options: Pick<ResidentOptions, 'fullName' | 'memberId'> = {},
): Promise<number> {
  const { id } = await app.db
    .insertInto('residents')
    .values({
      communityId,
      userId,
      title: 'Mr',
      fullName: options.fullName ?? `Resident ${unique()}`,
      gender: 'Male',
      maritalStatus: 'Married',
      nationality: 'Nigerian',
      occupation: 'Engineer',
      state: 'Lagos',
      status: '',
      memberId: options.memberId ?? `NB-${unique()}`,
      idNumber: '',
      idNumberType: '',
      referralId: '',
      dob: '1980-05-17',
      expiryDate: '',
      imageFileId: null,
      idNumberFileId: null,
      addressId: refs.addressId,
      apartmentId: refs.apartmentId,
      apartmentTypeId: refs.apartmentTypeId,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A resident of `communityId` with an account holding `roleName` (default Member). */
export async function createResident(
  app: App,
  communityId: number,
  refs: ResidentRefs,
  options: ResidentOptions = {},
): Promise<TestResident> {
  const tag = unique();
  const fullName = options.fullName ?? `Resident ${tag}`;
  const email = (options.email ?? `resident-${tag}@example.ng`).toLowerCase();
  const mobileNumber =
    options.mobileNumber === undefined
      ? `070${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      : options.mobileNumber;
  const memberId = options.memberId ?? `NB${communityId}-${tag}`;
  const password = options.password ?? null;
  const userId = await app.repos.users.create({
    communityId,
    roleId: await roleId(app, options.roleName ?? MEMBER),
    fullName,
    title: 'Mr',
    email,
    mobileNumber,
    passwordHash: password === null ? null : await hashPassword(password),
    createdAt: new Date().toISOString(),
  });
  const residentId = await attachResident(app, userId, communityId, refs, { fullName, memberId });
  return { residentId, userId, email, fullName, memberId, mobileNumber, password };
}

/** Signs a resident with a password in and returns a caller. */
export async function residentCaller(app: App, resident: TestResident): Promise<Caller> {
  if (resident.password === null) throw new Error('residentCaller: the resident has no password');
  const response = await app.inject({
    method: 'POST',
    url: '/api/AuthUser/login',
    payload: { UserUniqueId: resident.email, PassWord: resident.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`residentCaller: ${response.statusCode} ${response.body}`);
  }
  return caller(app, response.json<{ authToken: string }>().authToken);
}

/** The role name of a resident's account, read from the database. */
export async function roleOfResident(app: App, residentId: number): Promise<string> {
  const row = await app.db
    .selectFrom('residents')
    .innerJoin('users', 'users.id', 'residents.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('roles.roleName')
    .where('residents.id', '=', residentId)
    .executeTakeFirstOrThrow();
  return row.roleName;
}

/** The id of a role, for exco assignments. */
export async function roleIdOf(app: App, roleName: string): Promise<number> {
  return roleId(app, roleName);
}
