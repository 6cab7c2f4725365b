/**
 * Residents API, the accounts behind residents (issue 4 contract, Accounts and roles; Residents):
 * role changes taking effect on the next request, the Admin-role and last-Admin rules, deleting a
 * resident with everything it owns, records in use by residents, and `residentId` in the login
 * and `/me` answers. Edits: residents-edits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStored } from '../../../support/files-fixtures.js';
import type { App } from '../../../../../src/server/app.js';
import { hashPassword } from '../../../../../src/server/services/accounts/passwords.js';
import type { SignedInUser } from '../../../../../src/shared/contract/auth.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { bearer, build, countRows, createUserWithRole, signIn } from '../../../support/helper.js';
import {
  addResident,
  editForm,
  fileIdIn,
  residentEstate,
  type ResidentEstate,
  residentForm,
  residentsScene,
  roleIdOf,
  sendResident,
  storedResident,
  sessionOf,
} from '../../../support/residents-fixtures.js';
import { addAddress, addApartment, addStreet } from '../../../support/world/records.js';
import type { Caller } from '../../../support/world/requests.js';

describe('Residents API: roles and accounts', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let other: ResidentEstate;
  let root: Caller;
  let rootAuth: { authorization: string };

  const put = (
    auth: Record<string, string>,
    fields: Record<string, string | number>,
    files: Parameters<typeof sendResident>[4] = [],
  ) => sendResident(app, 'PUT', auth, fields, files);

  const stored = (resident: Resident) => storedResident(root, resident);

  beforeAll(async () => {
    app = await build();
    ({ estate, other, root, rootAuth } = await residentsScene(app));
  }, 60_000);
  afterAll(() => app.close());

  describe('roles', () => {
    it('takes effect on the next request: a demoted Admin is refused with the old token', async () => {
      const promoted = await addResident(app, estate, { SelectedRoleId: roleIdOf('Admin') });
      expect(promoted.roleName).toBe('Admin');
      const session = await sessionOf(app, promoted);
      expect((await session.get('/api/Streets')).statusCode).toBe(200);
      const before = await session.get('/api/AuthUser/me');
      expect(before.json()).toMatchObject({ roleName: 'Admin', residentId: promoted.id });

      const demoted = await put(
        estate.auth,
        editForm(promoted, { SelectedRoleId: roleIdOf('Member') }),
      );
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect(demoted.json<Resident>().roleName).toBe('Member');

      const refused = await session.get('/api/Streets');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      const after = await session.get('/api/AuthUser/me');
      expect(after.json()).toMatchObject({ roleName: 'Member', residentId: promoted.id });
    });

    it('lets only an Admin or the Super admin give or take the Admin role', async () => {
      const treasurer = await createUserWithRole(app, estate.communityId, 'Treasurer');
      const exco = bearer(await signIn(app, treasurer.email, treasurer.password));
      const before = await countRows(app, 'residents');
      const create = await sendResident(
        app,
        'POST',
        exco,
        residentForm(estate, { SelectedRoleId: roleIdOf('Admin') }),
      );
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: messages.resident.adminRoleOnlyByAdmin });
      expect(await countRows(app, 'residents')).toBe(before);

      const plain = await addResident(app, estate);
      const promote = await put(exco, editForm(plain, { SelectedRoleId: roleIdOf('Admin') }));
      expect(promote.statusCode).toBe(403);
      expect(promote.json()).toEqual({ message: messages.resident.adminRoleOnlyByAdmin });

      const admin = await addResident(app, estate, { SelectedRoleId: roleIdOf('Admin') });
      const demote = await put(exco, editForm(admin, { SelectedRoleId: roleIdOf('Chairman') }));
      expect(demote.statusCode).toBe(403);
      expect(demote.json()).toEqual({ message: messages.resident.adminRoleOnlyByAdmin });
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/Residents/${admin.id}`,
        headers: exco,
      });
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual({ message: messages.resident.removeAdminOnlyByAdmin });
      expect(await stored(admin)).toEqual(admin);

      // Other roles are the exco's to give, and the Admin's edits of an Admin keep the role.
      const chairman = await put(exco, editForm(plain, { SelectedRoleId: roleIdOf('Chairman') }));
      expect(chairman.json<Resident>().roleName).toBe('Chairman');
      const keep = await put(exco, editForm(admin, { Occupation: 'Banker' }));
      expect(keep.statusCode, keep.body).toBe(200);
      const byAdmin = await put(
        estate.auth,
        editForm(plain, { SelectedRoleId: roleIdOf('Admin') }),
      );
      expect(byAdmin.json<Resident>().roleName).toBe('Admin');
      const byRoot = await put(rootAuth, editForm(admin, { SelectedRoleId: roleIdOf('Member') }));
      expect(byRoot.json<Resident>().roleName).toBe('Member');
    });

    it('keeps at least one Admin in the community (demotion and deletion: 409)', async () => {
      const lonely = await residentEstate(app);
      const onlyAdmin = await addResident(app, lonely, { SelectedRoleId: roleIdOf('Admin') });
      // The founding Admin becomes the Chairman: the resident is the community's only Admin.
      await app.db
        .updateTable('users')
        .set({ roleId: roleIdOf('Chairman') })
        .where('id', '=', lonely.adminUserId)
        .execute();
      const self = await sessionOf(app, onlyAdmin);

      for (const auth of [rootAuth, bearer(self.token)]) {
        const demote = await put(auth, editForm(onlyAdmin, { SelectedRoleId: roleIdOf('Member') }));
        // Nobody changes their own role (issue 12): the Admin's own demotion is refused first.
        const expected =
          auth === rootAuth ? messages.resident.lastAdmin : messages.resident.ownRole;
        expect(demote.statusCode).toBe(auth === rootAuth ? 409 : 403);
        expect(demote.json()).toEqual({ message: expected });
        const remove = await app.inject({
          method: 'DELETE',
          url: `/api/Residents/${onlyAdmin.id}`,
          headers: auth,
        });
        expect(remove.statusCode).toBe(409);
        expect(remove.json()).toEqual({ message: messages.resident.lastAdmin });
      }
      expect(await stored(onlyAdmin)).toEqual(onlyAdmin);

      // With a second Admin, the first may be stepped down (by the other: not by themselves).
      const second = await sendResident(
        app,
        'POST',
        bearer(self.token),
        residentForm(lonely, { SelectedRoleId: roleIdOf('Admin') }),
      );
      expect(second.statusCode, second.body).toBe(201);
      const other = await sessionOf(app, second.json<Resident>());
      const stepDown = await put(
        bearer(other.token),
        editForm(onlyAdmin, { SelectedRoleId: roleIdOf('Member') }),
      );
      expect(stepDown.statusCode, stepDown.body).toBe(200);
    });
  });

  describe('delete', () => {
    it('removes the resident, its dependants, account, sessions and files', async () => {
      const resident = await addResident(app, estate);
      const session = await sessionOf(app, resident);
      expect((await session.get('/api/AuthUser/me')).statusCode).toBe(200);
      await app.db
        .insertInto('dependants')
        .values({
          communityId: estate.communityId,
          residentId: resident.id,
          fullName: 'Little One',
          relationship: 'Son',
          phone: '',
          gender: 'Male',
          dob: '2015-06-01',
          createdAt: new Date().toISOString(),
        })
        .execute();
      const userId = (
        await app.db
          .selectFrom('residents')
          .select('userId')
          .where('id', '=', resident.id)
          .executeTakeFirstOrThrow()
      ).userId;

      const response = await estate.admin.delete(`/api/Residents/${resident.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.resident.deleted });

      expect((await estate.admin.get(`/api/Residents/${resident.id}`)).statusCode).toBe(404);
      const left = async (table: 'dependants' | 'sessions' | 'users', column: string, id: number) =>
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            .where(column as any, '=', id)
            .executeTakeFirstOrThrow()
        ).count;
      expect(Number(await left('dependants', 'residentId', resident.id))).toBe(0);
      expect(Number(await left('users', 'id', userId))).toBe(0);
      expect(Number(await left('sessions', 'userId', userId))).toBe(0);
      const ended = await session.get('/api/AuthUser/me');
      expect(ended.statusCode).toBe(401);
      for (const url of [resident.imagePath, resident.idNumberFile]) {
        expect(await app.repos.files.findById(fileIdIn(url))).toBeNull();
        expect(await isStored(app, fileIdIn(url))).toBe(false);
      }
      // The e-mail and phone are free again.
      const again = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, {
          Email: resident.email ?? '',
          MobileNumber: resident.mobileNumber ?? '',
        }),
      );
      expect(again.statusCode, again.body).toBe(201);
    });

    it('refuses Members (403), other communities (404) and residents in charge of a project (409)', async () => {
      const resident = await addResident(app, estate);
      const member = await sessionOf(app, await addResident(app, estate));
      const asMember = await member.delete(`/api/Residents/${resident.id}`);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ message: messages.auth.forbidden });
      const asOther = await other.admin.delete(`/api/Residents/${resident.id}`);
      expect(asOther.statusCode).toBe(404);
      expect(asOther.json()).toEqual({ message: messages.resident.loadFailed });

      await app.db
        .insertInto('projects')
        .values({
          communityId: estate.communityId,
          projectName: 'Borehole',
          projectDate: '2026-01-10',
          budgetKobo: 100_000_00,
          excoResidentId: resident.id,
          createdAt: new Date().toISOString(),
        })
        .execute();
      const inCharge = await estate.admin.delete(`/api/Residents/${resident.id}`);
      expect(inCharge.statusCode).toBe(409);
      expect(inCharge.json()).toEqual({ message: messages.resident.inProjects });
      expect(await stored(resident)).toEqual(resident);
    });
  });

  describe('records in use by residents', () => {
    it('refuses to delete the apartment, address or apartment type a resident uses (409)', async () => {
      const street = await addStreet(estate.admin);
      const address = await addAddress(estate.admin, street.id);
      const apartmentAddress = await addAddress(estate.admin, street.id);
      const apartment = await addApartment(estate.admin, apartmentAddress.id, street.id);
      const type = await estate.admin.post('/api/Apartments/AddApartmentType', {
        type: 'hall',
        name: 'In use hall',
        numberOfRoom: 1,
        feePerPerMonth: 1000,
      });
      const apartmentTypeId = type.json<{ id: number }>().id;
      const resident = await addResident(
        app,
        { ...estate, addressId: address.id, apartmentId: apartment.id, apartmentTypeId },
        {},
      );
      const cases = [
        [`/api/Apartments/${apartment.id}`, messages.apartment.inUse],
        [`/api/Addresses/${address.id}`, messages.address.inUse],
        [`/api/Apartments/apartmentTypes/${apartmentTypeId}`, messages.apartmentType.inUse],
      ] as const;
      for (const [url, message] of cases) {
        const response = await estate.admin.delete(url);
        expect(response.statusCode, url).toBe(409);
        expect(response.json()).toEqual({ message });
      }
      expect((await estate.admin.delete(`/api/Residents/${resident.id}`)).statusCode).toBe(200);
      for (const [url] of cases) {
        expect((await estate.admin.delete(url)).statusCode, url).toBe(200);
      }
    });
  });

  describe('residentId in the login and /me answers', () => {
    it('is the resident record of the account, or null for accounts without one', async () => {
      const resident = await addResident(app, estate);
      await app.db
        .updateTable('users')
        .set({ passwordHash: await hashPassword('resident password') })
        .where('email', '=', resident.email ?? '')
        .execute();
      const login = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: resident.mobileNumber ?? '', PassWord: 'resident password' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const user = login.json<SignedInUser>();
      expect(user).toMatchObject({ residentId: resident.id, roleName: 'Member' });
      const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(user.authToken) });
      expect(me.json()).toMatchObject({ residentId: resident.id });
      const opened = await app.inject({
        url: `/api/Residents/${user.residentId}`,
        headers: bearer(user.authToken),
      });
      expect(opened.statusCode).toBe(200);

      const founder = await estate.admin.get('/api/AuthUser/me');
      expect(founder.json()).toMatchObject({ residentId: null, roleName: 'Admin' });
      expect((await root.get('/api/AuthUser/me')).json()).toMatchObject({ residentId: null });
    });
  });
});
