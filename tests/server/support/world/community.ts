/**
 * The builder every API test starts from: `community(app)` registers a community through the API,
 * signs its Admin in, and returns a handle that adds what a test needs, and nothing more, to it:
 *
 *   const estate = await community(app);
 *   const home = await estate.home();                    // street, address, type, apartment
 *   const treasurer = await estate.person('Treasurer');  // an account, signed in
 *   const payer = await estate.resident(home, { fullName: 'Bola Payer' });
 *   const project = await estate.project(chairman.residentId, { projectName: 'Borehole' });
 *
 * Money is written with the /api/Wallets shortcuts in money.ts, as any administrator's Caller.
 */
import type { App } from '../../../../src/server/app.js';
import type { CommunityRegistration } from '../../../../src/shared/contract/communities.js';
import { normalizeEmail } from '../../../../src/shared/identity.js';
import { bearer, registerCommunity, signIn } from '../helper.js';
import {
  createResident,
  signedInAccount,
  type Person,
  type ResidentOptions,
  type TestResident,
} from './people.js';
import { addHome, type ResidentRefs } from './records.js';
import { caller, expectCreated, type Caller } from './requests.js';

export interface Community {
  app: App;
  id: number;
  name: string;
  admin: Caller;
  adminUserId: number;
  adminEmail: string;
  adminPassword: string;
  /** The Admin's `Authorization` header. */
  auth: { authorization: string };
  /** A street, an address, an apartment type (overrides: its fields) and an apartment. */
  home(apartmentType?: Record<string, unknown>): Promise<ResidentRefs & { streetId: number }>;
  /** An account of the community holding `roleName`, signed in. */
  person(roleName: string): Promise<Person>;
  /** A resident (in the database; default role Member, no password) living at `refs`. */
  resident(refs: ResidentRefs, options?: ResidentOptions): Promise<TestResident>;
  /** A project added by the Admin, with `excoResidentId` in charge. */
  project(
    excoResidentId: number,
    overrides?: Record<string, unknown>,
  ): Promise<{ id: number; projectName: string }>;
}

/** Registers a community (registration fields may be overridden) and signs its Admin in. */
export async function community(
  app: App,
  overrides: Partial<CommunityRegistration> = {},
): Promise<Community> {
  const { community: record, registration } = await registerCommunity(app, overrides);
  const token = await signIn(app, registration.adminEmail, registration.adminPassword);
  const adminRow = await app.repos.users.findByEmail(normalizeEmail(registration.adminEmail));
  if (!adminRow) throw new Error('community: the Admin could not be read back');
  const admin = caller(app, token);
  return {
    app,
    id: record.id,
    name: registration.communityName,
    admin,
    adminUserId: adminRow.id,
    adminEmail: registration.adminEmail,
    adminPassword: registration.adminPassword,
    auth: bearer(token),
    home: (apartmentType) => addHome(admin, apartmentType),
    person: (roleName) => signedInAccount(app, record.id, roleName),
    resident: (refs, options) => createResident(app, record.id, refs, options),
    async project(excoResidentId, overrides = {}) {
      const response = await admin.post('/api/Projects/CreateProject', {
        projectName: `Project ${record.id}-${excoResidentId}`,
        projectDate: '2026-01-10',
        budget: 100000,
        excoResidentId,
        ...overrides,
      });
      return expectCreated<{ id: number; projectName: string }>(response, 'add project');
    },
  };
}
