/**
 * The world the authorization tests run in, built once per test file through the API: communities
 * A and B with their Admins, a Member and one account of each exco role of A (Treasurer, Chairman,
 * Secretary, Financial Secretary, Exco), a Member of B and the Super admin, each signed in once; in both communities a street, an address, an apartment type,
 * an apartment and a landlord with a photo; in A also an ID document; people and projects; money
 * (dues, a payment and an expense: see fillLedger). Every text of A's records carries the marker
 * `CANARY-A` (B's `CANARY-B`), so a leak of A into B's answers is visible in the JSON text.
 *
 * Rows that create or destroy state make fresh targets with `fresh.*` (added as A's Admin, or B's),
 * so the order in which actors run never matters.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import type { Landlord } from '../../../../src/shared/contract/landlords.js';
import { todayInLagos } from '../../../../src/shared/finance.js';
import { MEMBER } from '../../../../src/shared/roles.js';
import type { App } from '../../../../src/server/app.js';
import { storedFilePath, uploadsDir } from '../../../../src/server/files/storage.js';
import type { Database } from '../../../../src/server/db/schema.js';
import { startSession } from '../../../../src/server/services/accounts/sessions.js';
import { landlordForm, multipart, photo, storedFiles } from '../files-fixtures.js';
import { attachResident, createResident } from '../people-fixtures.js';
import {
  bearer,
  countRows,
  createSuperAdmin,
  createUserWithRole,
  registerCommunity,
  signIn,
  unique,
} from '../helper.js';
import { addressBody, apartmentBody, apartmentTypeBody, streetBody } from '../tenant-fixtures.js';

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

/** The columns of the matrix. */
export const ACTORS = [
  'anonymous',
  'member',
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
const adminOf = (side: Side): Actor => (side === 'a' ? 'adminA' : 'adminB');

async function created<T>(
  response: Awaited<ReturnType<typeof call>>,
  what: string,
  status = 201,
): Promise<T> {
  if (response.statusCode !== status) {
    throw new Error(`world: ${what} answered ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/** Text of a record of a side, carrying the side's marker. */
function tagged(world: World, side: Side, what: string): string {
  return `${world[side].marker}-${what}-${unique()}`;
}

/** A multipart landlord form as inject options (payload + content-type). */
export async function landlordRequest(
  refs: { streetId: number; apartmentId: number },
  overrides: Record<string, string | number> = {},
  withPhoto = true,
) {
  const body = await multipart(landlordForm(refs, overrides), withPhoto ? [photo()] : []);
  return { payload: body.payload, headers: body.headers };
}

function landlordFields(marker: string): Record<string, string> {
  const tag = unique();
  return {
    FullName: `${marker} Landlord ${tag}`,
    Email: `${marker.toLowerCase()}-landlord-${tag}@example.ng`,
    BuildingName: `${marker} Block`,
    Lga: `${marker} LGA`,
    State: `${marker} State`,
  };
}

/** Fresh records, added through the API by the side's Admin (201 expected). */
export const fresh = {
  async street(world: World, side: Side = 'a') {
    const body = streetBody({
      streetName: tagged(world, side, 'street'),
      lga: `${world[side].marker} LGA`,
    });
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Streets', body),
      'add street',
    );
  },

  async address(world: World, side: Side = 'a') {
    const body = addressBody(world[side].streetId, {
      address: tagged(world, side, 'address'),
      landlordId: tagged(world, side, 'LL'),
    });
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Addresses', body),
      'add address',
    );
  },

  async apartmentType(world: World, side: Side = 'a') {
    const body = apartmentTypeBody({ name: tagged(world, side, 'type') });
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Apartments/AddApartmentType', body),
      'add apartment type',
    );
  },

  async apartment(world: World, side: Side = 'a') {
    const { addressId, streetId, marker } = world[side];
    const body = apartmentBody(addressId, streetId, {
      apartmentName: tagged(world, side, 'flat'),
      landlordId: `${marker}-LL`,
      principalId: tagged(world, side, 'PR'),
    });
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Apartments', body),
      'add apartment',
    );
  },

  async landlord(world: World, side: Side = 'a') {
    const { streetId, apartmentId, marker } = world[side];
    const form = await landlordRequest({ streetId, apartmentId }, landlordFields(marker));
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/Landlords',
      payload: form.payload,
      headers: { ...authOf(world, adminOf(side)), ...form.headers },
    });
    return created<Landlord>(response, 'add landlord');
  },

  /** A community without users or records (so the Super admin may delete it). */
  async emptyCommunity(world: World) {
    const tag = unique();
    return world.app.repos.communities.create({
      communityName: `Empty Estate ${tag}`,
      communityAddress: '1 Empty Close',
      street: '',
      lga: '',
      state: '',
      country: '',
      email: `empty-${tag}@example.ng`,
      mobileNumber: '',
      fullName: '',
      title: '',
      adminEmail: `empty-admin-${tag}@example.ng`,
      pKey: '',
      advertpage: '',
      whatspplink: '',
      telegramlink: '',
      portal: '',
      referralId: '',
      dateOfReg: new Date().toISOString(),
      communityTypeId: 1,
      bankName: '',
      bankAccountNumber: '',
    });
  },
};

/** The file id in a landlord's `/api/Files/{id}` image URL. */
export function fileIdOf(landlord: Landlord): string {
  if (!landlord.image) throw new Error('The landlord has no photo');
  return landlord.image.replace('/api/Files/', '');
}

/** An ID document (PDF) of the community, stored as the upload module stores files. */
async function storeIdDocument(app: App, communityId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
  await mkdir(uploadsDir(app.config.dataDir), { recursive: true });
  await writeFile(storedFilePath(app.config.dataDir, id), bytes);
  await app.repos.files.create({
    id,
    communityId,
    kind: 'id-document',
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    createdBy: null,
    createdAt: new Date().toISOString(),
  });
  return id;
}

async function registerSide(app: App, side: Side) {
  const marker = side === 'a' ? 'CANARY-A' : 'CANARY-B';
  const tag = unique();
  const { community, registration } = await registerCommunity(app, {
    communityName: `${marker} Estate ${tag}`,
    communityAddress: `${marker} 1 Close`,
    street: `${marker} Street`,
    email: `${marker.toLowerCase()}-${tag}@example.ng`,
  });
  const token = await signIn(app, registration.adminEmail, registration.adminPassword);
  const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
  const admin: Account = {
    id: (await created<{ id: number }>(me, 'me', 200)).id,
    email: registration.adminEmail,
    password: registration.adminPassword,
    token,
    communityId: community.id,
  };
  return { id: community.id, communityName: `${marker} Estate ${tag}`, marker, admin };
}

async function account(
  app: App,
  communityId: number,
  roleName: string,
  side: Side,
): Promise<Account> {
  const email = `${side === 'a' ? 'canary-a' : 'canary-b'}-${roleName.toLowerCase().replace(/\s+/g, '-')}-${unique()}@example.ng`;
  const user = await createUserWithRole(app, communityId, roleName, email);
  const token = await signIn(app, user.email, user.password);
  return { ...user, token, communityId };
}

/** Fills a side with one record of each family (through the API, as its Admin). */
async function fillSide(world: World, side: Side): Promise<void> {
  const records = world[side];
  records.streetId = (await fresh.street(world, side)).id;
  records.addressId = (await fresh.address(world, side)).id;
  records.apartmentTypeId = (await fresh.apartmentType(world, side)).id;
  records.apartmentId = (await fresh.apartment(world, side)).id;
  const landlord = await fresh.landlord(world, side);
  records.landlordId = landlord.id;
  records.photoFileId = fileIdOf(landlord);
  records.idDocumentFileId = await storeIdDocument(world.app, records.id);
}

/** Builds the world on a ready app (about fifteen argon2 hashes and sign-ins). */
export async function buildWorld(app: App): Promise<World> {
  const a = await registerSide(app, 'a');
  const b = await registerSide(app, 'b');
  const root = await createSuperAdmin(app);
  const probe = await createUserWithRole(app, a.id, MEMBER);
  // In parallel: argon2 runs on the thread pool, so the four cost about as much as one.
  const excos = await Promise.all(
    OTHER_EXCO_ACTORS.map(
      async (actor) => [actor, await account(app, a.id, EXCO_ROLE_OF[actor], 'a')] as const,
    ),
  );
  const empty = {
    streetId: 0,
    addressId: 0,
    apartmentTypeId: 0,
    apartmentId: 0,
    landlordId: 0,
    photoFileId: '',
    idDocumentFileId: '',
    memberResidentId: 0,
    excoResidentId: 0,
    dependantId: 0,
    projectId: 0,
    paymentId: 0,
    expenseId: 0,
  };
  const world: World = {
    app,
    a: { id: a.id, communityName: a.communityName, marker: a.marker, ...empty },
    b: { id: b.id, communityName: b.communityName, marker: b.marker, ...empty },
    accounts: {
      adminA: a.admin,
      adminB: b.admin,
      member: await account(app, a.id, MEMBER, 'a'),
      treasurerA: await account(app, a.id, 'Treasurer', 'a'),
      ...(Object.fromEntries(excos) as Record<OtherExcoActor, Account>),
      memberB: await account(app, b.id, MEMBER, 'b'),
      superAdmin: {
        id: root.id,
        email: root.email,
        password: root.password,
        token: await signIn(app, root.email, root.password),
        communityId: null,
      },
    },
    loginProbe: { email: probe.email, password: probe.password },
  };
  await fillSide(world, 'a');
  await fillSide(world, 'b');
  await fillPeople(world, 'a');
  await fillPeople(world, 'b');
  await fillLedger(world, 'a');
  await fillLedger(world, 'b');
  return world;
}

/** Tables a refused write must leave as they were (sessions aside: logins add to them). */
export const RECORD_TABLES = [
  'communities',
  'users',
  'files',
  'streets',
  'addresses',
  'apartmentTypes',
  'apartments',
  'landlords',
  'residents',
  'dependants',
  'projects',
] as const satisfies readonly (keyof Database)[];

/** Row counts of the record tables and the files in DATA_DIR/uploads. */
export async function stateOf(app: App) {
  const counts: Record<string, number> = {};
  for (const table of RECORD_TABLES) counts[table] = await countRows(app, table);
  return { counts, stored: await storedFiles(app) };
}

/**
 * People and projects (issue 4), written for the dependants, excos and projects rows: residents
 * straight into the database (tests/server/support/people-fixtures.ts), dependants and projects through
 * the API as the side's Admin. Every text carries the side's marker.
 */
export const freshPeople = {
  /** A resident of the side (default role Member, no password). */
  async resident(world: World, side: Side = 'a', roleName: string = MEMBER) {
    const { id, addressId, apartmentId, apartmentTypeId } = world[side];
    const resident = await createResident(
      world.app,
      id,
      { addressId, apartmentId, apartmentTypeId },
      { roleName, fullName: tagged(world, side, roleName), memberId: tagged(world, side, 'NB') },
    );
    return resident.residentId;
  },

  /** A dependant of the resident (default: the side's Member's resident). */
  async dependant(world: World, side: Side = 'a', residentId = world[side].memberResidentId) {
    const body = {
      residentId,
      fullName: tagged(world, side, 'dependant'),
      relationship: `${world[side].marker} child`,
      phone: '08031234567',
      gender: 'Female',
      dob: '2015-06-01',
    };
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Residents/Dependants', body),
      'add dependant',
    );
  },

  /** A project of the side with the exco in charge (default: the side's Chairman). */
  async project(world: World, side: Side = 'a', excoResidentId = world[side].excoResidentId) {
    const body = {
      projectName: tagged(world, side, 'project'),
      projectDate: '2026-05-01',
      budget: 125000.5,
      excoResidentId,
    };
    return created<{ id: number }>(
      await call(world, adminOf(side), 'POST', '/api/Projects/CreateProject', body),
      'add project',
    );
  },
};

/** The role of a resident's account (the state exco rows change). */
export async function roleOfResident(world: World, residentId: number): Promise<string | null> {
  const row = await world.app.db
    .selectFrom('residents')
    .innerJoin('users', 'users.id', 'residents.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('roles.roleName')
    .where('residents.id', '=', residentId)
    .executeTakeFirst();
  return row?.roleName ?? null;
}

/** Fills a side with people: the Member's resident record, a Chairman, a dependant, a project. */
async function fillPeople(world: World, side: Side): Promise<void> {
  const records = world[side];
  const memberAccount = world.accounts[side === 'a' ? 'member' : 'memberB'];
  const existing = await world.app.db
    .selectFrom('residents')
    .select('id')
    .where('userId', '=', memberAccount.id)
    .executeTakeFirst();
  const { addressId, apartmentId, apartmentTypeId } = records;
  records.memberResidentId =
    existing?.id ??
    (await attachResident(
      world.app,
      memberAccount.id,
      records.id,
      { addressId, apartmentId, apartmentTypeId },
      { fullName: tagged(world, side, 'member'), memberId: tagged(world, side, 'NB') },
    ));
  records.excoResidentId = await freshPeople.resident(world, side, 'Chairman');
  records.dependantId = (await freshPeople.dependant(world, side)).id;
  records.projectId = (await freshPeople.project(world, side)).id;
}

/**
 * Money (issue 5), through the /api/Wallets writes as the side's Admin: the current month's dues
 * (the world's apartment type has a fee, so the Member and the Chairman owe), a payment of 1000
 * by the Member's resident (they still owe: they are a debtor) and an expense. Every text carries
 * the side's marker (the payment's description names the resident and the reference).
 */
async function fillLedger(world: World, side: Side): Promise<void> {
  const records = world[side];
  const admin = adminOf(side);
  const today = todayInLagos();
  await created(
    await call(world, admin, 'POST', '/api/Wallets/Billing', { month: today.slice(0, 7) }),
    'bill dues',
  );
  const payment = await world.app.inject({
    method: 'POST',
    url: '/api/Wallets/Payments',
    headers: { ...authOf(world, admin), 'idempotency-key': tagged(world, side, 'key') },
    payload: {
      residentId: records.memberResidentId,
      amount: 1000,
      paymentDate: today,
      method: 'Bank transfer',
      reference: `${records.marker}-PAY`,
    },
  });
  records.paymentId = (await created<{ id: number }>(payment, 'record payment')).id;
  const expense = await call(world, admin, 'POST', '/api/Wallets/Expenses', {
    amount: 500,
    expenseDate: today,
    description: tagged(world, side, 'expense'),
  });
  records.expenseId = (await created<{ id: number }>(expense, 'record expense')).id;
}
