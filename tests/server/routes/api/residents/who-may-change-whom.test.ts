/**
 * Who may change whom (issue 12, point 1; src/shared/access.ts): only an Admin or the Super admin
 * changes an administrator's (Admin's or exco's) e-mail, phone, role, name or title, or removes
 * one; officers (exco roles) change Members only; nobody changes their own role. Every officer
 * role is tried against every identity field of every kind of administrator: 403 with the rule's
 * message, and the record as it was. The broken case of the security review was a Chairman
 * putting a new e-mail on an Admin's record (200).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { ADMIN, EXCO_ROLES, MEMBER } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import { startSession } from '../../../../../src/server/services/accounts/sessions.js';
import { storedFiles } from '../../../support/files-fixtures.js';
import {
  bearer,
  build,
  createSuperAdmin,
  createUserWithRole,
  signIn,
} from '../../../support/helper.js';
import {
  addResident,
  editForm,
  residentEstate,
  residentPhoto,
  roleIdOf,
  sendResident,
  sessionOf,
  uniqueEmail,
  uniquePhone,
  type ResidentEstate,
} from '../../../support/residents-fixtures.js';

type Auth = Record<string, string>;
type CommunityRole = typeof ADMIN | (typeof EXCO_ROLES)[number] | typeof MEMBER;

/** Each identity field of the resident form (schemas/residents.ts) with a new value. */
const IDENTITY_CHANGES: Record<string, (target: Resident) => Record<string, string | number>> = {
  Email: () => ({ Email: uniqueEmail('takeover') }),
  MobileNumber: () => ({ MobileNumber: uniquePhone() }),
  SelectedRoleId: (target) => ({
    SelectedRoleId: roleIdOf(target.roleName === MEMBER ? 'Secretary' : MEMBER),
  }),
  FullName: () => ({ FullName: 'Officer Chosen Name' }),
  Title: () => ({ Title: 'Chief' }),
};

const ADMINISTRATOR_ROLES = [ADMIN, ...EXCO_ROLES] as const;

describe('who may change whom', { timeout: 120_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let rootAuth: Auth;
  /** A session of each exco role (accounts without a resident record). */
  const officers = new Map<string, Auth>();

  const put = (auth: Auth, fields: Record<string, string | number>, withPhoto = false) =>
    sendResident(app, 'PUT', auth, fields, withPhoto ? [residentPhoto()] : []);
  const remove = (auth: Auth, id: number) =>
    app.inject({ method: 'DELETE', url: `/api/Residents/${id}`, headers: auth });
  const stored = (id: number) => app.repos.residents.findById(id, null);
  const residentWithRole = (roleName: CommunityRole) =>
    addResident(app, estate, { SelectedRoleId: roleIdOf(roleName) });

  beforeAll(async () => {
    app = await build();
    estate = await residentEstate(app);
    const root = await createSuperAdmin(app);
    rootAuth = bearer(await signIn(app, root.email, root.password));
    for (const roleName of EXCO_ROLES) {
      const account = await createUserWithRole(app, estate.communityId, roleName);
      officers.set(roleName, bearer(await startSession(app.repos, account.id)));
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('refuses every officer every identity field of every kind of administrator (403, nothing changed)', async () => {
    const targets = [];
    for (const targetRole of ADMINISTRATOR_ROLES) targets.push(await residentWithRole(targetRole));
    const filesBefore = await storedFiles(app);
    for (const target of targets) {
      const targetRole = target.roleName;
      const before = await stored(target.id);
      for (const [officerRole, auth] of officers) {
        for (const [field, change] of Object.entries(IDENTITY_CHANGES)) {
          const what = `${officerRole} changes ${field} of ${targetRole}`;
          // With a photo: a refusal must leave no uploaded file behind either.
          const response = await put(auth, editForm(target, change(target)), true);
          expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
          const message =
            field === 'SelectedRoleId' && targetRole === ADMIN
              ? messages.resident.adminRoleOnlyByAdmin
              : messages.resident.adminDetailsOnlyByAdmin;
          expect(response.json(), what).toEqual({ message });
          expect(await stored(target.id), what).toEqual(before);
        }
      }
    }
    expect(await storedFiles(app)).toEqual(filesBefore);
  });

  it('refuses officers removing an administrator or taking or changing an exco role', async () => {
    for (const targetRole of ADMINISTRATOR_ROLES) {
      const target = await residentWithRole(targetRole);
      const before = await stored(target.id);
      for (const [officerRole, auth] of officers) {
        const what = `${officerRole} removes ${targetRole}`;
        const deleted = await remove(auth, target.id);
        expect(deleted.statusCode, what).toBe(403);
        expect(deleted.json(), what).toEqual({ message: messages.resident.removeAdminOnlyByAdmin });
        if (targetRole === ADMIN) continue; // the exco routes never touch an Admin (409)
        const unassigned = await app.inject({
          method: 'DELETE',
          url: `/api/Residents/Excos/${target.id}`,
          headers: auth,
        });
        expect(unassigned.statusCode, `${officerRole} takes ${targetRole} away`).toBe(403);
        expect(unassigned.json()).toEqual({ message: messages.resident.adminDetailsOnlyByAdmin });
        const otherRole = targetRole === 'Exco' ? 'Treasurer' : 'Exco';
        const reassigned = await app.inject({
          method: 'POST',
          url: '/api/Residents/Excos',
          headers: auth,
          payload: { residentId: target.id, roleId: roleIdOf(otherRole) },
        });
        expect(reassigned.statusCode, `${officerRole} makes ${targetRole} ${otherRole}`).toBe(403);
        expect(reassigned.json()).toEqual({ message: messages.resident.adminDetailsOnlyByAdmin });
      }
      expect(await stored(target.id)).toEqual(before);
    }
  });

  it('lets officers change a Member: identity, role (not Admin) and removal', async () => {
    for (const [officerRole, auth] of officers) {
      const member = await residentWithRole(MEMBER);
      const changed = await put(
        auth,
        editForm(member, {
          Email: uniqueEmail('member'),
          MobileNumber: uniquePhone(),
          FullName: `Renamed by ${officerRole}`,
          Title: 'Dr',
        }),
      );
      expect(changed.statusCode, `${officerRole}: ${changed.body}`).toBe(200);
      expect(changed.json<Resident>().fullName).toBe(`Renamed by ${officerRole}`);
      const promoted = await put(auth, editForm(member, { SelectedRoleId: roleIdOf('Secretary') }));
      expect(promoted.statusCode, promoted.body).toBe(200);
      const made = await app.inject({
        method: 'POST',
        url: '/api/Residents/Excos',
        headers: auth,
        payload: { residentId: (await residentWithRole(MEMBER)).id, roleId: roleIdOf('Exco') },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect((await remove(auth, (await residentWithRole(MEMBER)).id)).statusCode).toBe(200);
    }
  });

  it('lets officers edit the other fields of an administrator’s record', async () => {
    const target = await residentWithRole('Chairman');
    const response = await put(
      officers.get('Treasurer') ?? {},
      editForm(target, { State: 'Ogun' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Resident>()).toMatchObject({ state: 'Ogun', roleName: 'Chairman' });
  });

  it('lets an Admin and the Super admin change and remove officers and other Admins', async () => {
    for (const auth of [estate.auth, rootAuth]) {
      for (const targetRole of ADMINISTRATOR_ROLES) {
        const target = await residentWithRole(targetRole);
        const email = uniqueEmail('by-admin');
        const changed = await put(
          auth,
          editForm(target, { Email: email, Title: 'Chief', SelectedRoleId: roleIdOf('Exco') }),
        );
        expect(changed.statusCode, `${targetRole}: ${changed.body}`).toBe(200);
        expect(changed.json<Resident>()).toMatchObject({ email, title: 'Chief', roleName: 'Exco' });
        expect((await remove(auth, target.id)).statusCode).toBe(200);
      }
    }
  });

  it('lets nobody change their own role, but everyone their own details', async () => {
    for (const roleName of ADMINISTRATOR_ROLES) {
      const own = await residentWithRole(roleName);
      const self = await sessionOf(app, own);
      const auth = bearer(self.token);
      const before = await stored(own.id);
      const newRole = roleName === 'Exco' ? 'Treasurer' : MEMBER;
      const demoted = await put(auth, editForm(own, { SelectedRoleId: roleIdOf(newRole) }));
      expect(demoted.statusCode, `${roleName}: ${demoted.body}`).toBe(403);
      expect(demoted.json()).toEqual({ message: messages.resident.ownRole });
      if (roleName !== ADMIN) {
        const unassigned = await app.inject({
          method: 'DELETE',
          url: `/api/Residents/Excos/${own.id}`,
          headers: auth,
        });
        expect(unassigned.statusCode).toBe(403);
        expect(unassigned.json()).toEqual({ message: messages.resident.ownRole });
      }
      expect(await stored(own.id)).toEqual(before);
      const email = uniqueEmail('own');
      const renamed = await put(auth, editForm(own, { Email: email, FullName: 'My Own Name' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<Resident>()).toMatchObject({ email, roleName });
    }
  });
});
