/**
 * Residents API (issue 4 contract, Residents): adding residents with their accounts, photos and ID
 * documents, the welcome e-mail and the spec's messages for what is missing or malformed. Refused
 * writes: residents-create-refusals.test.ts; reading: residents-read.test.ts; the CSV export:
 * residents-export.test.ts; edits and accounts: residents-accounts.test.ts, residents-edits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { GIF, JPEG, PDF, png, TEXT, isStored } from '../../../support/files-fixtures.js';
import { build } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';
import {
  addResident,
  fileIdIn,
  idDocument,
  mailTo,
  type ResidentEstate,
  residentForm,
  residentPhoto,
  residentRowsAndFiles,
  residentsScene,
  roleIdOf,
  sendResident,
  uniqueEmail,
} from '../../../support/residents-fixtures.js';

describe('Residents API: create', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;

  const snapshot = () => residentRowsAndFiles(app);

  beforeAll(async () => {
    app = await build();
    ({ estate } = await residentsScene(app));
  }, 60_000);
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
        expect(await isStored(app, fileIdIn(url))).toBe(true);
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

    it('takes camelCase names, SelectedApartmentTypeId, JPEG and PNG files', async () => {
      const form = residentForm(estate);
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
      expect(resident.memberId).toBe(`NB${estate.communityId}-${resident.id}`);
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
          // The field at fault is marked.
          expectFieldsNamed(response.json(), messages.resident.required, [field]);
        }
      }
      const withoutPhoto = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
        idDocument(),
      ]);
      expectFieldsNamed(withoutPhoto.json(), messages.resident.required, ['Image']);
      const notAnId = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { SelectedAddressId: 'abc' }),
      );
      expectFieldsNamed(notAnId.json(), messages.resident.required, ['SelectedAddressId']);
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
        expectFieldsNamed(response.json(), messages.resident.idRequired, [field]);
      }
      const withoutFile = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
        residentPhoto(),
      ]);
      expect(withoutFile.statusCode).toBe(400);
      expectFieldsNamed(withoutFile.json(), messages.resident.idRequired, ['IdNumberFile']);
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
        expect(response.json(), JSON.stringify(overrides)).toEqual({
          message,
          errors: { [Object.keys(overrides)[0]!]: message },
        });
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
      expect(pdfPhoto.json()).toEqual({
        message: messages.upload.imageType,
        errors: { Image: messages.upload.imageType },
      });
      for (const bytes of [GIF, TEXT]) {
        const response = await sendResident(app, 'POST', estate.auth, residentForm(estate), [
          residentPhoto(),
          idDocument(bytes, 'application/pdf'),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: messages.upload.documentType,
          errors: { IdNumberFile: messages.upload.documentType },
        });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses overlong text with the field named, in either spelling', async () => {
      const before = await snapshot();
      const { FullName: _name, ...rest } = residentForm(estate);
      const tooLong = 'Full name must be at most 200 characters long';
      for (const form of [
        residentForm(estate, { FullName: 'x'.repeat(201) }),
        { ...rest, fullName: 'x'.repeat(201) },
      ]) {
        const response = await sendResident(app, 'POST', estate.auth, form);
        expect(response.statusCode).toBe(400);
        // Named by its label, and marked as the contract spells the field.
        expect(response.json()).toEqual({ message: tooLong, errors: { FullName: tooLong } });
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
