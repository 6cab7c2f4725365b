/**
 * Residents API (issue 4 contract, Residents): adding residents with their accounts, photos and ID
 * documents; the spec's messages; reading them (administrators, and a Member only their own record
 * without the ID fields); the ID document behind /api/Files; and the CSV export.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { storedFilePath } from '../../../../../src/server/files/storage.js';
import {
  csvCell,
  residentBatches,
} from '../../../../../src/server/services/residents/resident-export.js';
import type { ResidentRecord } from '../../../../../src/server/repositories/residents/residents-repository.js';
import { GIF, JPEG, PDF, TEXT, png, storedFiles } from '../../../support/files-fixtures.js';
import { bearer, build, countRows, createSuperAdmin, signIn } from '../../../support/helper.js';
import {
  addResident,
  fileIdIn,
  idDocument,
  mailTo,
  residentEstate,
  residentForm,
  residentPhoto,
  roleIdOf,
  sendResident,
  sessionOf,
  uniqueEmail,
  type ResidentEstate,
} from '../../../support/residents-fixtures.js';
import { caller, type Caller } from '../../../support/tenant-fixtures.js';

describe('Residents API', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let other: ResidentEstate;
  let root: Caller;
  let rootAuth: { authorization: string };
  /** A Member of `estate` with their own resident record. */
  let memberResident: Resident;
  let member: Caller;

  /** What a refused write must leave behind: the same rows and the same files on disk. */
  async function snapshot() {
    return {
      residents: await countRows(app, 'residents'),
      users: await countRows(app, 'users'),
      files: await countRows(app, 'files'),
      stored: await storedFiles(app),
    };
  }

  beforeAll(async () => {
    app = await build();
    estate = await residentEstate(app);
    other = await residentEstate(app);
    const superAdmin = await createSuperAdmin(app);
    const token = await signIn(app, superAdmin.email, superAdmin.password);
    root = caller(app, token);
    rootAuth = bearer(token);
    memberResident = await addResident(app, estate, { FullName: 'Chidi Member Okoro' });
    member = await sessionOf(app, memberResident);
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('saves the account, the resident, its photo and ID document; 201 with the record', async () => {
      const form = residentForm(estate, {
        Email: 'Ngozi.Adeyemi.CREATE@Example.NG',
        MobileNumber: '+234 903 111 2233',
        FullName: 'Ngozi Adeyemi',
      });
      const response = await sendResident(app, 'POST', estate.auth, form);
      expect(response.statusCode, response.body).toBe(201);
      const resident = response.json<Resident>();
      expect(resident).toMatchObject({
        communityId: estate.communityId,
        title: 'Mrs',
        fullName: 'Ngozi Adeyemi',
        email: 'ngozi.adeyemi.create@example.ng',
        mobileNumber: '09031112233',
        dob: '1985-03-14',
        gender: 'Female',
        maritalStatus: 'Married',
        nationality: 'Nigerian',
        occupation: 'Pharmacist',
        state: 'Lagos',
        status: 'Resident owner',
        memberId: `NB${estate.communityId}-${resident.id}`,
        idNumber: '12345678901',
        idNumberType: 'NIN',
        expiryDate: '2030-12-31',
        outStandingBalance: 0,
        selectedAddressId: estate.addressId,
        selectedApartmentId: estate.apartmentId,
        selectedApartmentTypeId: estate.apartmentTypeId,
        selectedRoleId: roleIdOf('Member'),
        roleName: 'Member',
        referralId: '',
      });
      expect(resident.address).not.toBe('');
      expect(resident.apartmentName).toMatch(/^Flat /);
      expect(resident.apartmentType).toMatch(/^Standard /);
      expect(Date.parse(resident.createdDate)).not.toBeNaN();
      expect(resident.imagePath).toMatch(/^\/api\/Files\/[0-9a-f]{32}$/);
      expect(resident.idNumberFile).toMatch(/^\/api\/Files\/[0-9a-f]{32}$/);

      const photo = await app.repos.files.findById(fileIdIn(resident.imagePath));
      expect(photo).toMatchObject({ communityId: estate.communityId, kind: 'image' });
      const document = await app.repos.files.findById(fileIdIn(resident.idNumberFile));
      expect(document).toMatchObject({
        communityId: estate.communityId,
        kind: 'id-document',
        contentType: 'application/pdf',
      });
      for (const url of [resident.imagePath, resident.idNumberFile]) {
        expect(existsSync(storedFilePath(app.config.dataDir, fileIdIn(url)))).toBe(true);
      }

      // The account: the resident's e-mail, phone and role; no password yet.
      const account = await app.db
        .selectFrom('users')
        .innerJoin('residents', 'residents.userId', 'users.id')
        .select([
          'users.email',
          'users.mobileNumber',
          'users.roleId',
          'users.passwordHash',
          'users.communityId',
          'users.fullName',
        ])
        .where('residents.id', '=', resident.id)
        .executeTakeFirstOrThrow();
      expect(account).toEqual({
        email: 'ngozi.adeyemi.create@example.ng',
        mobileNumber: '09031112233',
        roleId: roleIdOf('Member'),
        passwordHash: null,
        communityId: estate.communityId,
        fullName: 'Ngozi Adeyemi',
      });

      const read = await estate.admin.get(`/api/Residents/${resident.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(resident);
    });

    it('sends the welcome e-mail: community, sign-in link, Forgot password?, no secrets', async () => {
      const email = uniqueEmail('welcome');
      const resident = await addResident(app, estate, { Email: email, FullName: 'Tolu Welcome' });
      const mails = await mailTo(app, email);
      expect(mails).toHaveLength(1);
      const mail = mails[0] ?? '';
      expect(mail).toContain(`Subject: ${messages.resident.welcomeSubject}`);
      expect(mail).toContain('Tolu Welcome');
      expect(mail).toContain(estate.communityName);
      expect(mail).toContain(`${app.config.publicUrl}/auth/sign-in`);
      expect(mail).toContain("'Forgot password?'");
      // Nothing secret: no token, hash, code or file id, and no word of a password being sent.
      expect(mail).not.toMatch(/[0-9a-f]{32}/);
      expect(mail).not.toMatch(/\$argon2|authToken|token|code:/i);
      expect(mail).not.toContain(fileIdIn(resident.imagePath));
      expect(mail.toLowerCase()).not.toMatch(/password:\s*\S/);
    });

    it('takes camelCase names, SelectedApartmentTypeId, a MemberId, JPEG and PNG files', async () => {
      const form = residentForm(estate, { MemberId: 'LG-0042' });
      const { SelectApartmentTypeId: typeId, ...rest } = form;
      const camel = Object.fromEntries(
        Object.entries({ ...rest, SelectedApartmentTypeId: typeId ?? 0 }).map(([key, value]) => [
          key[0]!.toLowerCase() + key.slice(1),
          value,
        ]),
      );
      const response = await sendResident(app, 'POST', estate.auth, camel, [
        { field: 'image', name: 'me.jpg', type: 'image/jpeg', bytes: JPEG },
        { field: 'idNumberFile', name: 'id.png', type: 'image/png', bytes: png(0x20) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const resident = response.json<Resident>();
      expect(resident.memberId).toBe('LG-0042');
      expect(resident.selectedApartmentTypeId).toBe(estate.apartmentTypeId);
      const document = await app.repos.files.findById(fileIdIn(resident.idNumberFile));
      expect(document?.contentType).toBe('image/png');
    });

    it('accepts choices in any case and stores them as the spec spells them', async () => {
      const resident = await addResident(app, estate, {
        Gender: 'male',
        MaritalStatus: 'single',
        IdNumberType: 'voters card',
      });
      expect(resident).toMatchObject({
        gender: 'Male',
        maritalStatus: 'Single',
        idNumberType: 'Voters Card',
      });
    });

    const REQUIRED = [
      'Title',
      'FullName',
      'Gender',
      'MaritalStatus',
      'Dob',
      'MobileNumber',
      'Email',
      'Occupation',
      'Nationality',
      'State',
      'SelectedAddressId',
      'SelectedApartmentId',
      'SelectApartmentTypeId',
      'SelectedRoleId',
    ];

    it('refuses a blank required field with the spec message, saving nothing', async () => {
      const before = await snapshot();
      for (const field of REQUIRED) {
        for (const value of ['', '   ']) {
          const response = await sendResident(
            app,
            'POST',
            estate.auth,
            residentForm(estate, { [field]: value }),
          );
          expect(response.statusCode, field).toBe(400);
          expect(response.json(), field).toEqual({ message: messages.resident.required });
        }
      }
      const withoutPhoto = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
        idDocument(),
      ]);
      expect(withoutPhoto.json()).toEqual({ message: messages.resident.required });
      const notAnId = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { SelectedAddressId: 'abc' }),
      );
      expect(notAnId.json()).toEqual({ message: messages.resident.required });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a missing ID type, number or file with the spec ID message', async () => {
      const before = await snapshot();
      for (const field of ['IdNumberType', 'IdNumber']) {
        const response = await sendResident(
          app,
          'POST',
          estate.auth,
          residentForm(estate, { [field]: '' }),
        );
        expect(response.statusCode, field).toBe(400);
        expect(response.json()).toEqual({ message: messages.resident.idRequired });
      }
      const withoutFile = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
        residentPhoto(),
      ]);
      expect(withoutFile.statusCode).toBe(400);
      expect(withoutFile.json()).toEqual({ message: messages.resident.idRequired });
      expect(await snapshot()).toEqual(before);
    });

    it('checks gender, marital status, dates, e-mail, phone, ID type and role', async () => {
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const cases: [Record<string, string | number>, string][] = [
        [{ Gender: 'Other' }, messages.resident.invalidGender],
        [{ MaritalStatus: 'Complicated' }, messages.resident.invalidMaritalStatus],
        [{ Dob: '14/03/1985' }, messages.resident.invalidDate],
        [{ Dob: '1985-3-14' }, messages.resident.invalidDate],
        [{ Dob: '2023-02-29' }, messages.resident.invalidDate],
        [{ Dob: '1985-13-01' }, messages.resident.invalidDate],
        [{ Dob: tomorrow }, messages.resident.futureDob],
        [{ ExpiryDate: '2030-02-30' }, messages.resident.invalidDate],
        [{ ExpiryDate: 'next year' }, messages.resident.invalidDate],
        [{ Email: 'not-an-email' }, messages.resident.invalidEmail],
        [{ Email: 'two@at@example.ng x' }, messages.resident.invalidEmail],
        [{ MobileNumber: 'call me' }, messages.resident.invalidPhone],
        [{ MobileNumber: '123' }, messages.resident.invalidPhone],
        [{ IdNumberType: 'Library card' }, messages.resident.invalidIdType],
        [{ SelectedRoleId: 1 }, messages.resident.invalidRole],
        [{ SelectedRoleId: 999 }, messages.resident.invalidRole],
      ];
      const before = await snapshot();
      for (const [overrides, message] of cases) {
        const response = await sendResident(
          app,
          'POST',
          estate.auth,
          residentForm(estate, overrides),
        );
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json(), JSON.stringify(overrides)).toEqual({ message });
      }
      const leap = await addResident(app, estate, { Dob: '2000-02-29', ExpiryDate: '' });
      expect(leap).toMatchObject({ dob: '2000-02-29', expiryDate: '' });
      const after = await snapshot();
      expect(after.residents).toBe(before.residents + 1);
    });

    it('checks the files by content: a photo must be an image, an ID document an image or PDF', async () => {
      const before = await snapshot();
      const pdfPhoto = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
        { field: 'Image', name: 'photo.png', type: 'image/png', bytes: PDF },
        idDocument(),
      ]);
      expect(pdfPhoto.statusCode).toBe(400);
      expect(pdfPhoto.json()).toEqual({ message: messages.upload.imageType });
      for (const bytes of [GIF, TEXT]) {
        const response = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
          residentPhoto(),
          idDocument(bytes, 'application/pdf'),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: messages.upload.documentType });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses overlong text with the field named, in either spelling', async () => {
      const before = await snapshot();
      const { FullName: _name, ...rest } = residentForm(estate);
      for (const form of [
        residentForm(estate, { FullName: 'x'.repeat(201) }),
        { ...rest, fullName: 'x'.repeat(201) },
      ]) {
        const response = await sendResident(app, 'POST', estate.auth, form);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'FullName must be at most 200 characters long',
        });
      }
      expect(await snapshot()).toEqual(before);
    });

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
      expect(sameEmail.json()).toEqual({ message: messages.resident.emailTaken });
      const samePhone = await sendResident(
        app,
        'POST',
        other.auth,
        residentForm(other, { MobileNumber: '+234-905-777-8899' }),
      );
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json()).toEqual({ message: messages.resident.phoneTaken });
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
      expect(adminsEmail.json()).toEqual({ message: messages.resident.emailTaken });
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

  describe('read', () => {
    let listed: ResidentEstate;
    const names: string[] = [];

    beforeAll(async () => {
      listed = await residentEstate(app);
      for (let index = 0; index < 12; index += 1) {
        const fullName = `Listed Resident ${String(index).padStart(2, '0')}`;
        names.push(fullName);
        await addResident(app, listed, { FullName: fullName });
      }
    });

    it('lists newest first, paged, with the total of all matches', async () => {
      const first = await listed.admin.get('/api/Residents?PageSize=10&PageNumber=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<PagedList<Resident>>();
      expect(page.totalRecordCount).toBe(12);
      expect(page.records.map((r) => r.fullName)).toEqual([...names].reverse().slice(0, 10));
      expect(page.records.every((r) => r.communityId === listed.communityId)).toBe(true);
      // Administrators see the ID fields in the list.
      expect(page.records[0]?.idNumber).toBe('12345678901');
      const second = await listed.admin.get('/api/Residents?PageNumber=2');
      expect(second.json<PagedList<Resident>>().records.map((r) => r.fullName)).toEqual(
        [...names].reverse().slice(10),
      );
    });

    it('searches full name, e-mail, phone, role, apartment type and address (any case)', async () => {
      const special = await addResident(app, listed, {
        FullName: 'Zainab Searchable',
        Email: uniqueEmail('zainab-findme'),
        MobileNumber: '09088877766',
        SelectedRoleId: roleIdOf('Treasurer'),
      });
      const search = async (text: string) =>
        (await listed.admin.get(`/api/Residents?SearchText=${encodeURIComponent(text)}`)).json<
          PagedList<Resident>
        >();
      expect((await search('zainab searchable')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('FINDME')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('0908887776')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('treasurer')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search(special.apartmentType.toUpperCase())).totalRecordCount).toBe(13);
      expect((await search(special.address)).totalRecordCount).toBe(13);
      expect((await search('%')).totalRecordCount).toBe(0);
      expect((await search('nobody-at-all')).totalRecordCount).toBe(0);
    });

    it('serves /Community/{communityId} for the own community only', async () => {
      const own = await listed.admin.get(`/api/Residents/Community/${listed.communityId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json<PagedList<Resident>>().totalRecordCount).toBeGreaterThanOrEqual(12);
      const foreign = await listed.admin.get(`/api/Residents/Community/${estate.communityId}`);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: messages.auth.forbidden });
      const named = await listed.admin.get(`/api/Residents?communityId=${estate.communityId}`);
      expect(named.statusCode).toBe(403);
    });

    it('lets the Super admin list every community or the one named', async () => {
      const all = (await root.get('/api/Residents?PageSize=100')).json<PagedList<Resident>>();
      const communities = new Set(all.records.map((r) => r.communityId));
      expect(communities.has(listed.communityId) && communities.has(estate.communityId)).toBe(true);
      const one = await root.get(`/api/Residents?communityId=${listed.communityId}&PageSize=100`);
      const records = one.json<PagedList<Resident>>().records;
      expect(records.every((r) => r.communityId === listed.communityId)).toBe(true);
      const path = await root.get(`/api/Residents/Community/${listed.communityId}`);
      expect(path.statusCode).toBe(200);
    });

    it('refuses Members the lists with the spec message', async () => {
      for (const url of [
        '/api/Residents',
        `/api/Residents/Community/${estate.communityId}`,
        `/api/Residents?communityId=${estate.communityId}`,
      ]) {
        const response = await member.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: messages.resident.viewPermission });
      }
    });

    it('shows a Member their own record without the ID number, type and file', async () => {
      const response = await member.get(`/api/Residents/${memberResident.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...memberResident,
        idNumber: '',
        idNumberType: '',
        idNumberFile: null,
      });
      const asAdmin = await estate.admin.get(`/api/Residents/${memberResident.id}`);
      expect(asAdmin.json<Resident>().idNumber).toBe('12345678901');
    });

    it("refuses a Member another resident's record (403) and another community's (404)", async () => {
      const neighbour = await addResident(app, estate);
      const sameCommunity = await member.get(`/api/Residents/${neighbour.id}`);
      expect(sameCommunity.statusCode).toBe(403);
      expect(sameCommunity.json()).toEqual({ message: messages.resident.viewPermission });
      const foreign = await addResident(app, other);
      for (const as of [member, estate.admin]) {
        const response = await as.get(`/api/Residents/${foreign.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.resident.loadFailed });
        const missing = await as.get('/api/Residents/2147483647');
        expect(missing.body).toBe(response.body);
      }
      expect((await root.get(`/api/Residents/${foreign.id}`)).statusCode).toBe(200);
    });

    it('gives the ID document only to administrators; the photo to the resident too', async () => {
      const documentUrl = (
        await estate.admin.get(`/api/Residents/${memberResident.id}`)
      ).json<Resident>().idNumberFile;
      expect(documentUrl).not.toBeNull();
      const asAdmin = await estate.admin.get(documentUrl ?? '');
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('application/pdf');
      expect(asAdmin.rawPayload.equals(PDF)).toBe(true);
      expect((await root.get(documentUrl ?? '')).statusCode).toBe(200);
      for (const as of [member, other.admin]) {
        const refused = await as.get(documentUrl ?? '');
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: messages.upload.notFound });
      }
      const photo = await member.get(memberResident.imagePath ?? '');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect((await other.admin.get(memberResident.imagePath ?? '')).statusCode).toBe(404);
    });
  });

  describe('export', () => {
    let exported: ResidentEstate;

    beforeAll(async () => {
      exported = await residentEstate(app);
      for (let index = 0; index < 13; index += 1) {
        await addResident(app, exported, { FullName: `Export Resident ${index}` });
      }
      await addResident(app, exported, {
        FullName: '=HYPERLINK("http://evil.example","Click, me")',
        Occupation: '+1+1',
        State: '@SUM(A1)',
        Nationality: '-2',
        Status: 'Line one\nLine two',
        IdNumber: 'SECRET-ID-98765',
      });
    });

    /** Splits RFC 4180 text into rows of fields (quoted fields may hold commas and newlines). */
    function parseCsv(text: string): string[][] {
      const rows: string[][] = [];
      let row: string[] = [];
      let field = '';
      let quoted = false;
      for (let i = 0; i < text.length; i += 1) {
        const char = text[i];
        if (quoted) {
          if (char === '"' && text[i + 1] === '"') {
            field += '"';
            i += 1;
          } else if (char === '"') quoted = false;
          else field += char;
        } else if (char === '"') quoted = true;
        else if (char === ',') {
          row.push(field);
          field = '';
        } else if (char === '\r' && text[i + 1] === '\n') {
          row.push(field);
          rows.push(row);
          row = [];
          field = '';
          i += 1;
        } else field += char;
      }
      return rows;
    }

    it('streams every matching resident (beyond page 1) as an attachment, without ID numbers', async () => {
      const response = await exported.admin.get('/api/Residents/Export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Neighbourly_resident-List.csv"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'Full name',
        'Title',
        'Email',
        'Mobile number',
        'Gender',
        'Date of birth',
        'Marital status',
        'Occupation',
        'Nationality',
        'State',
        'Status',
        'Role',
        'Member ID',
        'Address',
        'Apartment',
        'Apartment type',
        'ID type',
        'ID expiry',
        'Outstanding balance',
        'Referral ID',
        'Date registered',
      ]);
      expect(rows).toHaveLength(1 + 14);
      expect(rows.every((row) => row.length === 21)).toBe(true);
      expect(response.body).not.toContain('SECRET-ID-98765');
      expect(response.body).not.toContain('12345678901');
      const names = rows.slice(1).map((row) => row[0]);
      for (let index = 0; index < 13; index += 1)
        expect(names).toContain(`Export Resident ${index}`);
      const plain = rows.find((row) => row[0] === 'Export Resident 0') ?? [];
      expect(plain.slice(1, 12)).toEqual([
        'Mrs',
        expect.stringMatching(/@example\.ng$/),
        expect.stringMatching(/^090\d{8}$/),
        'Female',
        '1985-03-14',
        'Married',
        'Pharmacist',
        'Nigerian',
        'Lagos',
        'Resident owner',
        'Member',
      ]);
      expect(plain[12]).toMatch(/^NB\d+-\d+$/);
      expect(plain[16]).toBe('NIN');
      expect(plain[17]).toBe('2030-12-31');
      expect(plain[18]).toBe('0');
      expect(plain[20]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('neutralises formula cells and quotes commas, quotes and line breaks', async () => {
      const response = await exported.admin.get('/api/Residents/Export?SearchText=HYPERLINK');
      const rows = parseCsv(response.body);
      expect(rows).toHaveLength(2);
      const row = rows[1] ?? [];
      expect(row[0]).toBe('\'=HYPERLINK("http://evil.example","Click, me")');
      expect(row[7]).toBe("'+1+1");
      expect(row[8]).toBe("'-2");
      expect(row[9]).toBe("'@SUM(A1)");
      // Browsers' multipart encoding sends line breaks as CRLF; quoted, they stay in the cell.
      expect(row[10]).toBe('Line one\r\nLine two');
      expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, me"")"');
      // Every text cell is quoted; the server's own numbers (the balance) are not.
      expect(response.body).toMatch(/,"2030-12-31",0(\.00)?,"","\d{4}-\d{2}-\d{2}"\r\n$/);
      expect(csvCell('\tTAB')).toBe('"\'\tTAB"');
      expect(csvCell('plain')).toBe('"plain"');
      expect(csvCell(-5)).toBe('-5');
    });

    it('reads the residents in batches until the last one', async () => {
      const made = (id: number) => ({ id }) as ResidentRecord;
      const asked: (number | null)[] = [];
      const all = [5, 4, 3, 2, 1].map(made);
      const batches: number[][] = [];
      for await (const batch of residentBatches(async (beforeId, size) => {
        asked.push(beforeId);
        return all.filter((r) => beforeId === null || r.id < beforeId).slice(0, size);
      }, 2)) {
        batches.push(batch.map((r) => r.id));
      }
      expect(batches).toEqual([[5, 4], [3, 2], [1]]);
      expect(asked).toEqual([null, 4, 2]);
    });

    it('exports only the header when nothing matches', async () => {
      const response = await exported.admin.get('/api/Residents/Export?SearchText=nobody-at-all');
      expect(response.statusCode).toBe(200);
      expect(parseCsv(response.body)).toHaveLength(1);
    });

    it('keeps to the community: Members 403, other admins their own, Super admin named', async () => {
      const refused = await member.get('/api/Residents/Export');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.resident.viewPermission });
      const foreign = await estate.admin.get(
        `/api/Residents/Export?communityId=${exported.communityId}`,
      );
      expect(foreign.statusCode).toBe(403);
      const own = await estate.admin.get('/api/Residents/Export');
      expect(own.body).not.toContain('Export Resident');
      const named = await root.get(`/api/Residents/Export?communityId=${exported.communityId}`);
      expect(parseCsv(named.body)).toHaveLength(15);
    });
  });

  it('documents every route with a tag, a summary and multipart bodies', () => {
    const doc = app.swagger() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; requestBody?: { content: object } }>
      >;
    };
    const residentPaths = Object.entries(doc.paths).filter(([path]) =>
      /^\/api\/Residents(\/|$)(?!Excos|Dependants|\{residentId\})/.test(path),
    );
    expect(residentPaths.length).toBeGreaterThanOrEqual(4);
    for (const [path, item] of residentPaths) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.tags, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    const root = doc.paths['/api/Residents/'] ?? doc.paths['/api/Residents'];
    for (const method of ['post', 'put']) {
      expect(Object.keys(root?.[method]?.requestBody?.content ?? {})).toEqual([
        'multipart/form-data',
      ]);
    }
    const exportPath = doc.paths['/api/Residents/Export'];
    expect(JSON.stringify(exportPath)).toContain('text/csv');
  });
});
