/**
 * Residents API (issue 4 contract, Residents): the writes it refuses, saving nothing: an e-mail or
 * phone already taken, another community's references, Members and anonymous callers; what the
 * form claims about its community (mass assignment) and the Super admin's named community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { bearer, build } from '../../../support/helper.js';
import {
  addResident,
  fileIdIn,
  memberOf,
  type ResidentEstate,
  residentForm,
  residentRowsAndFiles,
  residentsScene,
  sendResident,
} from '../../../support/residents-fixtures.js';
import type { Caller } from '../../../support/world/requests.js';

describe('Residents API: create, refused and named', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let other: ResidentEstate;
  let root: Caller;
  let rootAuth: { authorization: string };
  /** A Member of `estate` with their own resident record. */
  let member: Caller;

  const snapshot = () => residentRowsAndFiles(app);

  beforeAll(async () => {
    app = await build();
    ({ estate, other, root, rootAuth } = await residentsScene(app));
    ({ caller: member } = await memberOf(app, estate, 'Chidi Member Okoro'));
  }, 60_000);
  afterAll(() => app.close());

  describe('create', () => {
    it('refuses an e-mail or phone any account already has (409), saving nothing', async () => {
      const first = await addResident(app, estate, { MobileNumber: '09057778899' });
      const before = await snapshot();
      const sameEmail = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { Email: (first.email ?? '').toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        message: messages.resident.emailTaken,
        errors: { Email: messages.resident.emailTaken },
      });
      const samePhone = await sendResident(
        app,
        'POST',
        other.auth,
        residentForm(other, { MobileNumber: '+234-905-777-8899' }),
      );
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json()).toEqual({
        message: messages.resident.phoneTaken,
        errors: { MobileNumber: messages.resident.phoneTaken },
      });
      const adminEmail = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', other.adminUserId)
        .executeTakeFirstOrThrow();
      const adminsEmail = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { Email: adminEmail.email ?? '' }),
      );
      expect(adminsEmail.statusCode).toBe(409);
      expect(adminsEmail.json()).toEqual({
        message: messages.resident.emailTaken,
        errors: { Email: messages.resident.emailTaken },
      });
      expect(await snapshot()).toEqual(before);
    });

    it("refuses another community's address, apartment or apartment type; nothing written, no file left", async () => {
      const before = await snapshot();
      const references: Record<string, number>[] = [
        { SelectedAddressId: other.addressId },
        { SelectedApartmentId: other.apartmentId },
        { SelectApartmentTypeId: other.apartmentTypeId },
        { SelectedAddressId: 2_147_483_647 },
      ];
      for (const overrides of references) {
        const response = await sendResident(
          app,
          'POST',
          estate.auth,
          residentForm(estate, overrides),
        );
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json()).toEqual({ message: messages.reference.wrongCommunity });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a Member with the spec message before any file is stored', async () => {
      const before = await snapshot();
      const response = await sendResident(app, 'POST', bearer(member.token), residentForm(estate));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.resident.createPermission });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses anonymous callers (401)', async () => {
      const response = await sendResident(app, 'POST', {}, residentForm(estate));
      expect(response.statusCode).toBe(401);
    });

    it('writes to the session community whatever else the form claims (mass assignment)', async () => {
      const foreign = await addResident(app, other);
      const response = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, {
          CommunityId: other.communityId,
          communityId: other.communityId,
          comId: other.communityId,
          Id: foreign.id,
          id: foreign.id,
          UserId: other.adminUserId,
          RoleName: 'Super admin',
          roleId: 1,
          createdBy: other.adminUserId,
          outStandingBalance: -5000,
          PasswordHash: 'x',
        }),
        undefined,
        `/api/Residents?communityId=${other.communityId}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      const resident = response.json<Resident>();
      expect(resident).toMatchObject({
        communityId: estate.communityId,
        roleName: 'Member',
        outStandingBalance: 0,
      });
      expect(resident.id).toBeGreaterThan(foreign.id);
      const read = await root.get(`/api/Residents/${foreign.id}`);
      expect(read.json()).toEqual(foreign);
      const account = await app.db
        .selectFrom('users')
        .select(['passwordHash', 'communityId'])
        .where('email', '=', resident.email ?? '')
        .executeTakeFirstOrThrow();
      expect(account).toEqual({ passwordHash: null, communityId: estate.communityId });
      const photo = await app.repos.files.findById(fileIdIn(resident.imagePath));
      expect(photo?.createdBy).toBe(estate.adminUserId);
    });

    it('lets the Super admin write to a named community only', async () => {
      const unnamed = await sendResident(app, 'POST', rootAuth, residentForm(other));
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toEqual({ message: messages.reference.chooseCommunity });
      const named = await sendResident(
        app,
        'POST',
        rootAuth,
        residentForm(other, { CommunityId: other.communityId }),
      );
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json<Resident>().communityId).toBe(other.communityId);
      const byQuery = await sendResident(
        app,
        'POST',
        rootAuth,
        residentForm(other),
        undefined,
        `/api/Residents?communityId=${other.communityId}`,
      );
      expect(byQuery.statusCode, byQuery.body).toBe(201);
      const mismatched = await sendResident(
        app,
        'POST',
        rootAuth,
        residentForm(estate, { CommunityId: other.communityId }),
      );
      expect(mismatched.statusCode).toBe(400);
      expect(mismatched.json()).toEqual({ message: messages.reference.wrongCommunity });
    });
  });
});
