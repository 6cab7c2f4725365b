/**
 * Residents API, edits (issue 4 contract, Residents): administrators' edits (every field, the
 * stored files kept or replaced, the checks, other communities' references and residents, the
 * Super admin) and a Member's edits of their own profile. Roles, deletion and the accounts behind
 * residents: residents-accounts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { JPEG, PDF, png, storedFiles, isStored } from '../../../support/files-fixtures.js';
import { bearer, build, countRows } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';
import {
  addResident,
  editForm,
  fileIdIn,
  idDocument,
  type ResidentEstate,
  residentPhoto,
  residentsScene,
  roleIdOf,
  sendResident,
  storedResident,
  sessionOf,
  uniqueEmail,
  uniquePhone,
} from '../../../support/residents-fixtures.js';
import { addAddress, addApartment, addStreet } from '../../../support/world/records.js';
import type { Caller } from '../../../support/world/requests.js';

describe('Residents API: edits', { timeout: 30_000 }, () => {
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

  describe('an administrator edits', () => {
    it('saves every field; a new photo and ID document replace the stored ones', async () => {
      const resident = await addResident(app, estate);
      const street = await addStreet(estate.admin);
      const address = await addAddress(estate.admin, street.id);
      const apartment = await addApartment(estate.admin, address.id, street.id);
      const response = await put(
        estate.auth,
        editForm(resident, {
          Title: 'Dr',
          FullName: 'Ngozi Renamed',
          Gender: 'Female',
          MaritalStatus: 'Widowed',
          Dob: '1979-11-02',
          MobileNumber: '+2349030001111',
          Email: 'Renamed.Resident@Example.NG',
          SelectedAddressId: address.id,
          SelectedApartmentId: apartment.id,
          SelectedRoleId: roleIdOf('Secretary'),
          Occupation: 'Surgeon',
          Nationality: 'Ghanaian',
          State: 'Ogun',
          Status: 'Tenant',
          IdNumberType: 'International Passport',
          IdNumber: 'A01234567',
          ReferralId: 'REF-9',
          ExpiryDate: '2031-01-31',
        }),
        [
          { field: 'Image', name: 'new.jpg', type: 'image/jpeg', bytes: JPEG },
          idDocument(png(0x10), 'image/png'),
        ],
      );
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<Resident>();
      expect(saved).toMatchObject({
        id: resident.id,
        communityId: estate.communityId,
        title: 'Dr',
        fullName: 'Ngozi Renamed',
        maritalStatus: 'Widowed',
        dob: '1979-11-02',
        mobileNumber: '09030001111',
        email: 'renamed.resident@example.ng',
        selectedAddressId: address.id,
        selectedApartmentId: apartment.id,
        address: address.address,
        apartmentName: apartment.apartmentName,
        selectedRoleId: roleIdOf('Secretary'),
        roleName: 'Secretary',
        occupation: 'Surgeon',
        nationality: 'Ghanaian',
        state: 'Ogun',
        status: 'Tenant',
        idNumberType: 'International Passport',
        idNumber: 'A01234567',
        referralId: 'REF-9',
        expiryDate: '2031-01-31',
        memberId: resident.memberId,
      });
      expect(saved.imagePath).not.toBe(resident.imagePath);
      expect(saved.idNumberFile).not.toBe(resident.idNumberFile);
      for (const old of [resident.imagePath, resident.idNumberFile]) {
        expect(await app.repos.files.findById(fileIdIn(old))).toBeNull();
        expect(await isStored(app, fileIdIn(old))).toBe(false);
      }
      const photo = await app.repos.files.findById(fileIdIn(saved.imagePath));
      expect(photo?.contentType).toBe('image/jpeg');
      // The account follows: the new e-mail signs in, the name is the greeting's.
      const account = await app.db
        .selectFrom('users')
        .select(['email', 'mobileNumber', 'fullName', 'title', 'roleId'])
        .where('email', '=', 'renamed.resident@example.ng')
        .executeTakeFirstOrThrow();
      expect(account).toEqual({
        email: 'renamed.resident@example.ng',
        mobileNumber: '09030001111',
        fullName: 'Ngozi Renamed',
        title: 'Dr',
        roleId: roleIdOf('Secretary'),
      });
    });

    it('keeps the stored files (and the member ID) when none are sent', async () => {
      const resident = await addResident(app, estate);
      const filesBefore = await storedFiles(app);
      const response = await put(
        estate.auth,
        editForm(resident, { Occupation: 'Teacher', MemberId: '' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...resident, occupation: 'Teacher' });
      expect(await storedFiles(app)).toEqual(filesBefore);
    });

    it('saves without an ID file where none is stored (the list shows none), and takes one later', async () => {
      const resident = await addResident(app, estate);
      await app.db
        .updateTable('residents')
        .set({ idNumberFileId: null })
        .where('id', '=', resident.id)
        .execute();
      const without = await put(estate.auth, editForm(resident, { Occupation: 'Tailor' }));
      expect(without.statusCode, without.body).toBe(200);
      expect(without.json<Resident>()).toMatchObject({ occupation: 'Tailor', idNumberFile: null });
      // The residents list says so too, for the committee's 'ID missing'.
      const list = await app.inject({
        url: `/api/Residents?SearchText=${encodeURIComponent(resident.email ?? '')}`,
        headers: estate.auth,
      });
      expect(list.json<{ records: Resident[] }>().records).toEqual([
        expect.objectContaining({ id: resident.id, idNumberFile: null }),
      ]);
      // The ID number and type stay required.
      const blankNumber = await put(estate.auth, editForm(resident, { IdNumber: '' }), [
        idDocument(),
      ]);
      expectFieldsNamed(blankNumber.json(), messages.resident.idRequired, ['IdNumber']);
      const withFile = await put(estate.auth, editForm(resident), [idDocument()]);
      expect(withFile.statusCode, withFile.body).toBe(200);
      expect(withFile.json<Resident>().idNumberFile).toMatch(/^\/api\/Files\//);
    });

    it('refuses blanks, bad values, duplicates and unknown ids with the right messages', async () => {
      const resident = await addResident(app, estate);
      const neighbour = await addResident(app, estate);
      // The status, the message, and whether the answer marks the field (not an unknown id).
      const cases: [Record<string, string | number>, number, string, boolean][] = [
        [{ FullName: '' }, 400, messages.resident.required, true],
        [{ SelectedRoleId: '' }, 400, messages.resident.required, true],
        [{ Id: '' }, 400, messages.resident.required, true],
        [{ Dob: '1990-02-30' }, 400, messages.resident.invalidDate, true],
        [{ Email: 'nope' }, 400, messages.resident.invalidEmail, true],
        [{ SelectedRoleId: 1 }, 400, messages.resident.invalidRole, true],
        [{ Email: (neighbour.email ?? '').toUpperCase() }, 409, messages.resident.emailTaken, true],
        [{ MobileNumber: neighbour.mobileNumber ?? '' }, 409, messages.resident.phoneTaken, true],
        [{ Id: 2_147_483_647 }, 404, messages.resident.loadFailed, false],
      ];
      for (const [overrides, status, message, marked] of cases) {
        const response = await put(estate.auth, editForm(resident, overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
        expectFieldsNamed(response.json(), message, marked ? Object.keys(overrides) : []);
      }
      expect(await stored(resident)).toEqual(resident);
    });

    it("refuses another community's references: nothing changes, no uploaded file stays", async () => {
      const resident = await addResident(app, estate);
      const before = { files: await countRows(app, 'files'), stored: await storedFiles(app) };
      const references: Record<string, number>[] = [
        { SelectedAddressId: other.addressId },
        { SelectedApartmentId: other.apartmentId },
        { SelectApartmentTypeId: other.apartmentTypeId },
      ];
      for (const overrides of references) {
        const response = await put(estate.auth, editForm(resident, overrides), [
          residentPhoto(png(0x33)),
          idDocument(),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: messages.reference.wrongCommunity });
      }
      expect(await stored(resident)).toEqual(resident);
      expect({ files: await countRows(app, 'files'), stored: await storedFiles(app) }).toEqual(
        before,
      );
    });

    it("answers 404 for another community's resident, exactly as for a missing one", async () => {
      const foreign = await addResident(app, other);
      const ofOther = await put(estate.auth, editForm(foreign));
      const missing = await put(estate.auth, editForm(foreign, { Id: 2_147_483_647 }));
      expect(ofOther.statusCode).toBe(404);
      expect(ofOther.body).toBe(missing.body);
      expect(await stored(foreign)).toEqual(foreign);
    });

    it('lets the Super admin edit any community’s resident, which stays in its community', async () => {
      const resident = await addResident(app, other);
      const response = await put(
        rootAuth,
        editForm(resident, { Occupation: 'Architect', CommunityId: estate.communityId }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Resident>()).toMatchObject({
        occupation: 'Architect',
        communityId: other.communityId,
      });
    });
  });

  describe('a Member edits their own profile', () => {
    let mine: Resident;
    let me: Caller;

    beforeAll(async () => {
      mine = await addResident(app, estate, { FullName: 'Member Own Profile' });
      me = await sessionOf(app, mine);
    });

    it('saves the profile fields and the photo, and ignores everything else', async () => {
      const filesBefore = await countRows(app, 'files');
      const email = uniqueEmail('member-own');
      const phone = uniquePhone();
      const response = await put(
        bearer(me.token),
        {
          Id: mine.id,
          Title: 'Chief',
          FullName: 'Member Renamed',
          Gender: 'Male',
          MaritalStatus: 'Divorced',
          Dob: '1970-01-01',
          MobileNumber: phone,
          Email: email,
          Occupation: 'Farmer',
          Nationality: 'Beninese',
          State: 'Oyo',
          // Not a Member's to change: all ignored.
          SelectedRoleId: roleIdOf('Admin'),
          SelectedAddressId: other.addressId,
          SelectedApartmentId: 999_999,
          SelectApartmentTypeId: other.apartmentTypeId,
          IdNumber: 'FORGED',
          IdNumberType: 'Drivers license',
          ExpiryDate: '1999-01-01',
          Status: 'Landlord',
          MemberId: 'HACKED',
          ReferralId: 'HACKED',
          CommunityId: other.communityId,
        },
        [residentPhoto(png(0x44)), idDocument()],
      );
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<Resident>();
      expect(saved).toEqual({
        ...mine,
        title: 'Chief',
        fullName: 'Member Renamed',
        gender: 'Male',
        maritalStatus: 'Divorced',
        dob: '1970-01-01',
        mobileNumber: phone,
        email,
        occupation: 'Farmer',
        nationality: 'Beninese',
        state: 'Oyo',
        imagePath: saved.imagePath,
        // A Member never sees the ID fields, not even their own.
        idNumber: '',
        idNumberType: '',
        idNumberFile: null,
      });
      expect(saved.imagePath).not.toBe(mine.imagePath);
      const full = await stored(mine);
      expect(full).toMatchObject({
        roleName: 'Member',
        idNumber: mine.idNumber,
        idNumberType: mine.idNumberType,
        idNumberFile: mine.idNumberFile,
        selectedAddressId: mine.selectedAddressId,
        status: mine.status,
        memberId: mine.memberId,
        communityId: estate.communityId,
      });
      // One photo replaced by one; the ID document they sent was not kept.
      expect(await countRows(app, 'files')).toBe(filesBefore);
      mine = full;
    });

    it('still needs the required profile fields and checks them', async () => {
      const blank = await put(bearer(me.token), { Id: mine.id, FullName: 'Only a name' });
      expect(blank.statusCode).toBe(400);
      expectFieldsNamed(blank.json(), messages.resident.required, [
        'Title',
        'Gender',
        'MaritalStatus',
      ]);
    });

    it("refuses another resident's record (403) and another community's (404)", async () => {
      const neighbour = await addResident(app, estate);
      const response = await put(bearer(me.token), editForm(neighbour, { FullName: 'Hijacked' }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.resident.viewPermission });
      expect(await stored(neighbour)).toEqual(neighbour);
      const foreign = await addResident(app, other);
      const elsewhere = await put(bearer(me.token), editForm(foreign));
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ message: messages.resident.loadFailed });
    });
  });

  it('keeps an uploaded ID document readable by PDF bytes after an edit without files', async () => {
    const resident = await addResident(app, estate);
    await put(estate.auth, editForm(resident, { Occupation: 'Nurse' }));
    const document = await estate.admin.get(resident.idNumberFile ?? '');
    expect(document.rawPayload.equals(PDF)).toBe(true);
  });
});
