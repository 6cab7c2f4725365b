/**
 * The world the authorization tests run in, built once per test file through the API: communities
 * A and B with their Admins, a Member, a guard (Security, issue 21) and one account of each exco
 * role of A (Treasurer, Chairman, Secretary, Financial Secretary, Exco), a Member of B and the
 * Super admin, each signed in once;
 * in both communities a street, an address, an apartment type, an apartment and a landlord with a
 * photo; in A also an ID document; people and projects; money (dues, a payment and an expense:
 * see fillLedger); a notice to everyone. Every text of A's records carries the marker `CANARY-A` (B's `CANARY-B`), so a
 * leak of A into B's answers is visible in the JSON text.
 *
 * Rows that create or destroy state make fresh targets with `fresh.*` (fresh.ts), so the order in
 * which actors run never matters. The actors and their calls are in actors.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { todayInLagos } from '../../../../src/shared/finance.js';
import { MEMBER, SECURITY } from '../../../../src/shared/roles.js';
import type { App } from '../../../../src/server/app.js';
import { incomingDir } from '../../../../src/server/files/storage.js';
import type { Database } from '../../../../src/server/db/schema.js';
import { storedFiles } from '../files-fixtures.js';
import { countRows, createUserWithRole, unique } from '../helper.js';
import {
  call,
  EXCO_ROLE_OF,
  OTHER_EXCO_ACTORS,
  tagged,
  type Account,
  type OtherExcoActor,
  type Side,
  type World,
} from './actors.js';
import { community } from './community.js';
import { fileIdOf, fresh, freshPeople } from './fresh.js';
import { billDues, pay, recordExpense } from './money.js';
import { attachResident, signedInAccount, signedInSuperAdmin } from './people.js';
import { caller, expectCreated } from './requests.js';

export * from './actors.js';
export { fileIdOf, fresh, freshPeople, landlordRequest, roleOfResident } from './fresh.js';

/** An ID document (PDF) of the community, stored as the upload module stores files. */
async function storeIdDocument(app: App, communityId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
  // Handed to the app's file store (the disk or S3) as storeUpload hands a vetted file.
  const file = path.join(incomingDir(app.config.dataDir), id);
  await mkdir(incomingDir(app.config.dataDir), { recursive: true });
  await writeFile(file, bytes);
  await app.fileStore.put(id, file, 'application/pdf', bytes.length);
  await rm(file, { force: true });
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
  const registered = await community(app, {
    communityName: `${marker} Estate ${tag}`,
    communityAddress: `${marker} 1 Close`,
    street: `${marker} Street`,
    email: `${marker.toLowerCase()}-${tag}@example.ng`,
  });
  const admin: Account = {
    id: registered.adminUserId,
    email: registered.adminEmail,
    password: registered.adminPassword,
    token: registered.admin.token,
    communityId: registered.id,
  };
  return { id: registered.id, communityName: registered.name, marker, admin };
}

async function account(
  app: App,
  communityId: number,
  roleName: string,
  side: Side,
): Promise<Account> {
  const email = `${side === 'a' ? 'canary-a' : 'canary-b'}-${roleName.toLowerCase().replace(/\s+/g, '-')}-${unique()}@example.ng`;
  const { id, password, token } = await signedInAccount(app, communityId, roleName, email);
  return { id, email, password, token, communityId };
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

/**
 * Fills a side with people: the Member's resident record (in A also the guard's: guards are
 * appointed among the residents), a Chairman, a dependant, a project.
 */
async function fillPeople(world: World, side: Side): Promise<void> {
  const records = world[side];
  const memberAccount = world.accounts[side === 'a' ? 'member' : 'memberB'];
  const { addressId, apartmentId, apartmentTypeId } = records;
  const refs = { addressId, apartmentId, apartmentTypeId };
  records.memberResidentId = await attachResident(world.app, memberAccount.id, records.id, refs, {
    fullName: tagged(world, side, 'member'),
    memberId: tagged(world, side, 'NB'),
  });
  if (side === 'a') {
    records.guardResidentId = await attachResident(
      world.app,
      world.accounts.guardA.id,
      records.id,
      refs,
      { fullName: tagged(world, side, 'guard'), memberId: tagged(world, side, 'NB') },
    );
  }
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
  const admin = caller(world.app, world.accounts[side === 'a' ? 'adminA' : 'adminB'].token);
  const today = todayInLagos();
  await billDues(admin, today.slice(0, 7));
  const payment = await pay(
    world.app,
    admin.token,
    {
      residentId: records.memberResidentId,
      amount: 1000,
      paymentDate: today,
      method: 'Bank transfer',
      reference: `${records.marker}-PAY`,
    },
    tagged(world, side, 'key'),
  );
  records.paymentId = expectCreated<{ id: number }>(payment, 'record payment').id;
  const expense = await recordExpense(admin, {
    amount: 500,
    expenseDate: today,
    description: tagged(world, side, 'expense'),
  });
  records.expenseId = expense.id;
}

/** Builds the world on a ready app (about fifteen argon2 hashes and sign-ins). */
export async function buildWorld(app: App): Promise<World> {
  const a = await registerSide(app, 'a');
  const b = await registerSide(app, 'b');
  const root = await signedInSuperAdmin(app);
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
    guardResidentId: 0,
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
      guardA: await account(app, a.id, SECURITY, 'a'),
      treasurerA: await account(app, a.id, 'Treasurer', 'a'),
      ...(Object.fromEntries(excos) as Record<OtherExcoActor, Account>),
      memberB: await account(app, b.id, MEMBER, 'b'),
      superAdmin: {
        id: root.id,
        email: root.email,
        password: root.password,
        token: root.token,
        communityId: null,
      },
    },
    loginProbe: { email: probe.email, password: probe.password },
  };
  for (const side of ['a', 'b'] as const) await fillSide(world, side);
  for (const side of ['a', 'b'] as const) await fillPeople(world, side);
  for (const side of ['a', 'b'] as const) await fillLedger(world, side);
  for (const side of ['a', 'b'] as const) await fillNotices(world, side);
  return world;
}

/** A notice to everyone of the side, in the app only (issue 19), its texts carrying the marker. */
async function fillNotices(world: World, side: Side): Promise<void> {
  const marker = world[side].marker;
  const response = await call(world, side === 'a' ? 'adminA' : 'adminB', 'POST', '/api/Notices', {
    title: `${marker} water notice`,
    body: `${marker}: the water is back on`,
    audience: 'everyone',
  });
  if (response.statusCode !== 201) throw new Error(`world: notice ${response.body}`);
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
