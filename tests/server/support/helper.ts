/**
 * Test helpers (modelled on fastify/demo's test/helper.ts): `build()` returns a ready app on a
 * fresh database — a temporary DATA_DIR with SQLite, or with TEST_DB=postgres a new database
 * `neighbourly_test_<random>` on TEST_DATABASE_URL's server — that is removed again on close.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CommunityRegistration } from '../../../src/shared/contract/communities.js';
import { buildApp, type App } from '../../../src/server/app.js';
import { createOrResetSuperAdmin } from '../../../src/server/cli/super-admin.js';
import { toCommunity } from '../../../src/server/services/communities/community-view.js';
import { normalizeEmail } from '../../../src/shared/identity.js';
import { loadConfig, type AppConfig } from '../../../src/server/config.js';
import type { Database } from '../../../src/server/db/schema.js';
import { hashPassword } from '../../../src/server/services/accounts/passwords.js';
import { ADMIN, MEMBER } from '../../../src/shared/roles.js';

export const usePostgres = process.env.TEST_DB === 'postgres';

/** Where an app keeps its data: a folder (outbox, SQLite file) and, for PostgreSQL, a database. */
export interface TestTarget {
  dataDir: string;
  databaseUrl: string | null;
  /** Drops the database (ending its connections first) and deletes the folder. */
  dispose(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh data folder and, with TEST_DB=postgres, a fresh database. */
export async function createTestTarget(): Promise<TestTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-test-'));
  if (!usePostgres) {
    return {
      dataDir,
      databaseUrl: null,
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `neighbourly_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection((client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = new URL(adminUrl());
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.href,
    async dispose() {
      await onAdminConnection(async (client) => {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The configuration a test app runs with: defaults, the target's storage, no logging. */
export function testConfig(target: TestTarget, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? undefined }),
    logger: false,
    clientDir: null,
    // Tests never reach the internet: a test that talks to Paystack starts the fake and names it
    // (support/online-payments-fixtures.ts); anything else finds nobody listening (port 9, discard).
    paystackBaseUrl: 'http://127.0.0.1:9',
    ...overrides,
  };
}

export interface BuildOptions {
  /** Reuse storage (e.g. to start twice on one database); the caller then disposes it. */
  target?: TestTarget;
  config?: Partial<AppConfig>;
  /** Runs before `ready()`, e.g. to add a test-only route. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** A ready app on fresh (or the given) storage; `await app.close()` cleans up after it. */
export async function build(options: BuildOptions = {}): Promise<App> {
  const target = options.target ?? (await createTestTarget());
  // TEST_STORAGE=s3: uploads go to a fake S3 of the app's own (support/s3-fixtures.ts).
  const s3 =
    process.env.TEST_STORAGE === 's3' && !options.config?.storage
      ? await (await import('./s3-fixtures.js')).fakeS3ForTestRun()
      : null;
  let app: App;
  try {
    const storage = s3 ? { storage: s3.storage } : {};
    app = await buildApp(testConfig(target, { ...storage, ...options.config }));
  } catch (error) {
    await s3?.close();
    if (!options.target) await target.dispose();
    throw error;
  }
  if (s3) app.addHook('onClose', () => s3.close());
  if (!options.target) {
    // onClose hooks run in reverse order, so this one runs before the database plugin's: close
    // the pool here (Kysely's destroy is idempotent), then drop the database and the folder.
    app.addHook('onClose', async () => {
      await app.db.destroy();
      await target.dispose();
    });
  }
  await options.beforeReady?.(app);
  await app.ready();
  return app;
}

let counter = 0;

/** A unique suffix, so tests sharing one app never collide on e-mail or phone. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

/** A complete, valid registration (optional fields too) with a unique admin e-mail and phone. */
export function registration(
  overrides: Partial<CommunityRegistration> = {},
): Required<CommunityRegistration> {
  const id = unique();
  return {
    communityName: `Sunrise Estate ${id}`,
    communityAddress: '12 Admiralty Way, Lekki',
    street: 'Admiralty Way',
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    email: `estate-${id}@example.ng`,
    mobileNumber: `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    fullName: 'Adaeze Okafor',
    title: 'Mrs',
    adminEmail: `admin-${id}@example.ng`,
    adminPassword: 'correct horse battery',
    pKey: 'PK-1',
    advertpage: '',
    whatspplink: 'https://chat.whatsapp.com/abc',
    telegramlink: '',
    portal: '',
    referralId: '',
    communityType: 'CDA',
    ...overrides,
  };
}

/** Registers a community through the API; returns the request body and the response. */
export async function registerCommunity(app: App, overrides: Partial<CommunityRegistration> = {}) {
  const body = registration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/Communities/CreateCommunity',
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`registerCommunity: ${response.statusCode} ${response.body}`);
  }
  // An anonymous sign-up's answer names no community (issue 12): read it as its Admin would.
  const admin = await app.repos.users.findByEmail(normalizeEmail(body.adminEmail));
  const record = admin?.communityId
    ? await app.repos.communities.findById(admin.communityId)
    : null;
  if (!record) throw new Error('registerCommunity: the new community could not be read back');
  const community = toCommunity(record, app.config.publicUrl, ADMIN);
  return { registration: body, community, response };
}

/** Signs in (JSON) and returns the token; throws unless the sign-in succeeds. */
export async function signIn(app: App, userUniqueId: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AuthUser/login',
    payload: { UserUniqueId: userUniqueId, PassWord: password },
  });
  if (response.statusCode !== 200)
    throw new Error(`signIn: ${response.statusCode} ${response.body}`);
  return response.json<{ authToken: string }>().authToken;
}

/** Creates a Super admin directly (as the CLI does) and returns its credentials. */
export async function createSuperAdmin(
  app: App,
  email = `root-${unique()}@example.ng`,
  password = 'platform password',
) {
  const outcome = await createOrResetSuperAdmin(app.repos, { email, password, name: 'Root Admin' });
  return { ...outcome, password };
}

/** `Authorization` header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** How many rows a table holds (to check that a refused request wrote nothing). */
export async function countRows(app: App, table: keyof Database) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Creates a Member (resident) account of `communityId` directly (there is no resident API yet)
 * and returns its id and credentials, ready for `signIn(app, email, password)`.
 */
export async function createMember(
  app: App,
  communityId: number,
  email = `member-${unique()}@example.ng`,
  password = 'member password',
) {
  const roleId = await app.repos.roles.findIdByName(MEMBER);
  if (roleId === null) throw new Error('createMember: the Member role is missing');
  const id = await app.repos.users.create({
    communityId,
    roleId,
    fullName: 'Chidi Member',
    title: 'Mr',
    email: email.toLowerCase(),
    mobileNumber: null,
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
  });
  return { id, email, password };
}

/**
 * Creates an account of `communityId` with any community role (e.g. an exco role such as
 * 'Treasurer') directly, as {@link createMember} does for Members, and returns its id and
 * credentials, ready for `signIn(app, email, password)`.
 */
export async function createUserWithRole(
  app: App,
  communityId: number,
  roleName: string,
  email = `user-${unique()}@example.ng`,
  password = 'resident password',
) {
  const roleId = await app.repos.roles.findIdByName(roleName);
  if (roleId === null) throw new Error(`createUserWithRole: the ${roleName} role is missing`);
  const id = await app.repos.users.create({
    communityId,
    roleId,
    fullName: `Test ${roleName}`,
    title: 'Mr',
    email: email.toLowerCase(),
    mobileNumber: null,
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
  });
  return { id, email, password };
}
