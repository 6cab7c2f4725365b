/**
 * People of a world: accounts of any role signed in through the login route, the Super admin, and
 * residents written straight into the database (an account in `users` with the resident's role
 * and its `residents` row), so tests that are not about the Residents API do not depend on it.
 */
import type { App } from '../../../../src/server/app.js';
import { hashPassword } from '../../../../src/server/services/accounts/passwords.js';
import { startSession } from '../../../../src/server/services/accounts/sessions.js';
import { MEMBER } from '../../../../src/shared/roles.js';
import { createSuperAdmin, createUserWithRole, signIn, unique } from '../helper.js';
import type { ResidentRefs } from './records.js';
import { caller, type Caller } from './requests.js';

/** An account that has signed in: its credentials, its session and a caller on it. */
export interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
  caller: Caller;
}

/** An account of `communityId` holding `roleName`, signed in once (one argon2 hash and check). */
export async function signedInAccount(
  app: App,
  communityId: number,
  roleName: string,
  email?: string,
): Promise<Person> {
  const account = await createUserWithRole(app, communityId, roleName, email);
  const token = await signIn(app, account.email, account.password);
  return { ...account, token, caller: caller(app, token) };
}

/** The Super admin (created as the CLI does), signed in. */
export async function signedInSuperAdmin(app: App): Promise<Person> {
  const root = await createSuperAdmin(app);
  const token = await signIn(app, root.email, root.password);
  return {
    id: root.id,
    email: root.email,
    password: root.password,
    token,
    caller: caller(app, token),
  };
}

export async function roleIdNamed(app: App, roleName: string): Promise<number> {
  const id = await app.repos.roles.findIdByName(roleName);
  if (id === null) throw new Error(`world: the ${roleName} role is missing`);
  return id;
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
    roleId: await roleIdNamed(app, options.roleName ?? MEMBER),
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
  return caller(app, await signIn(app, resident.email, resident.password));
}

/** A session of a resident's account without a password (residents have none until they set one). */
export async function sessionOfResident(app: App, residentId: number): Promise<Caller> {
  const row = await app.db
    .selectFrom('residents')
    .select('userId')
    .where('id', '=', residentId)
    .executeTakeFirstOrThrow();
  return caller(app, await startSession(app.repos, row.userId));
}

/** The role name of a resident's account, read from the database (null: no such resident). */
export async function roleNameOfResident(app: App, residentId: number): Promise<string | null> {
  const row = await app.db
    .selectFrom('residents')
    .innerJoin('users', 'users.id', 'residents.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('roles.roleName')
    .where('residents.id', '=', residentId)
    .executeTakeFirst();
  return row?.roleName ?? null;
}
