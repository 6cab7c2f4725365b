import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import {
  bearer,
  build,
  countRows,
  createSuperAdmin,
  registerCommunity,
  registration,
  signIn,
  unique,
} from '../../../support/helper.js';

const CREATE = '/api/Communities/CreateCommunity';

/**
 * As the Super admin's dashboard form sends it: an administrator is answered with the community
 * and told of an identifier in use (409). What an anonymous sign-up is answered instead is in
 * sign-up-no-oracle.test.ts.
 */
describe('POST /api/Communities/CreateCommunity', () => {
  let app: App;
  let root: { authorization: string };
  beforeAll(async () => {
    app = await build({ config: { bankName: 'Zenith Bank', bankAccountNumber: '1012345678' } });
    const superAdmin = await createSuperAdmin(app);
    root = bearer(await signIn(app, superAdmin.email, superAdmin.password));
  });
  afterAll(() => app.close());

  const create = (payload: unknown) =>
    app.inject({ method: 'POST', url: CREATE, payload: payload as object, headers: root });

  it('creates the community and its Admin account', async () => {
    const body = registration({
      communityType: 'Groups',
      adminEmail: `Chair-${unique()}@Example.NG`,
    });
    const response = await create({ ...body, somethingElse: 'ignored' });
    expect(response.statusCode).toBe(201);
    const { message, community } = response.json();
    expect(message).toBe(messages.signUp.success);
    expect(community).toMatchObject({
      id: expect.any(Number),
      communityName: body.communityName,
      communityAddress: body.communityAddress,
      street: body.street,
      lga: body.lga,
      state: body.state,
      country: body.country,
      email: body.email,
      mobileNumber: body.mobileNumber,
      fullName: body.fullName,
      title: body.title,
      adminEmail: body.adminEmail.toLowerCase(),
      pKey: body.pKey,
      whatspplink: body.whatspplink,
      communityType: 'Groups',
      communityTypeId: 2,
      bankName: 'Zenith Bank',
      bankAccountNumber: '1012345678',
      referralLink: `http://localhost:3000/auth/sign-up?ref=${community.id}`,
    });
    expect(community).not.toHaveProperty('adminPassword');
    expect(community).not.toHaveProperty('somethingElse');
    expect(new Date(community.dateOfReg).toISOString()).toBe(community.dateOfReg);

    const token = await signIn(app, body.adminEmail, body.adminPassword);
    const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
    expect(me.json()).toEqual({
      id: expect.any(Number),
      fullName: body.fullName,
      email: body.adminEmail.toLowerCase(),
      mobileNumber: body.mobileNumber,
      roleName: 'Admin',
      communityId: community.id,
      communityName: body.communityName,
      residentId: null,
    });
  });

  it('accepts optional fields left out and a registration without a phone', async () => {
    const { pKey: _p, portal: _o, title: _t, ...body } = registration({ mobileNumber: '' });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().community).toMatchObject({ pKey: '', portal: '', mobileNumber: '' });
  });

  it.each([
    'communityName',
    'communityAddress',
    'street',
    'lga',
    'state',
    'country',
    'email',
    'fullName',
    'adminEmail',
    'adminPassword',
  ] as const)('refuses a blank or missing %s with the spec message', async (field) => {
    const before = await countRows(app, 'communities');
    // The spec's message, and the field marked by its label.
    const refused = {
      message: messages.community.required,
      errors: { [field]: `${fieldLabel(field)} is required` },
    };
    const blank = await create(registration({ [field]: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(refused);
    const { [field]: _dropped, ...rest } = registration();
    const missing = await create(rest);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refused);
    expect(await countRows(app, 'communities')).toBe(before);
  });

  it.each([undefined, '', 'Estate', 'cda', 1])('refuses community type %s', async (type) => {
    const response = await create({ ...registration(), communityType: type });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.community.invalidType,
      errors: { communityType: messages.community.invalidType },
    });
  });

  it('refuses wrong-typed fields with a readable message', async () => {
    const cases: [string, unknown, string][] = [
      ['communityName', 42, 'Community name must be text'],
      ['street', ['a'], 'Street must be text'],
      ['mobileNumber', 8012345678, 'Phone number must be text'],
      ['adminPassword', null, 'Admin password must be text'],
    ];
    for (const [field, value, message] of cases) {
      const response = await create({ ...registration(), [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ message, errors: { [field]: message } });
    }
    const notObject = await create([registration()]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('refuses invalid e-mails, phone numbers and passwords with clear messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ adminEmail: 'not-an-email' }, messages.community.invalidAdminEmail],
      [{ email: 'estate@' }, messages.community.invalidEmail],
      [{ mobileNumber: '0801-CALL-ME' }, messages.community.invalidPhone],
      [{ adminPassword: 'short' }, 'Password must be 8 to 128 characters long'],
      [{ adminPassword: 'x'.repeat(129) }, 'Password must be 8 to 128 characters long'],
      [{ communityName: 'x'.repeat(201) }, 'Community name must be at most 200 characters long'],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(registration(overrides));
      expect(response.statusCode, message).toBe(400);
      // On the field at fault too, so the sign-up page marks it.
      const [field] = Object.keys(overrides);
      expect(response.json(), message).toEqual({ message, errors: { [field!]: message } });
    }
  });

  it('refuses an admin e-mail already in use, in any case, with 409', async () => {
    const first = await registerCommunity(app);
    const before = await countRows(app, 'communities');
    const response = await create(
      registration({ adminEmail: first.registration.adminEmail.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: messages.community.adminEmailTaken,
      errors: { adminEmail: messages.community.adminEmailTaken },
    });
    expect(await countRows(app, 'communities')).toBe(before);
  });

  it('refuses a phone number already in use, in any notation, with 409', async () => {
    const first = await registerCommunity(app, { mobileNumber: '0803 555 0101' });
    expect(first.community).toMatchObject({ mobileNumber: '08035550101' });
    const before = await countRows(app, 'users');
    const response = await create(registration({ mobileNumber: '+234 803 555 0101' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: messages.community.phoneTaken,
      errors: { mobileNumber: messages.community.phoneTaken },
    });
    expect(await countRows(app, 'users')).toBe(before);
  });

  it('settles a race for the same admin e-mail with one 201 and one 409', async () => {
    const adminEmail = `race-${unique()}@example.ng`;
    const before = await countRows(app, 'communities');
    const responses = await Promise.all([
      create(registration({ adminEmail })),
      create(registration({ adminEmail })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: messages.community.adminEmailTaken });
    // The losing transaction wrote nothing: no community without its Admin.
    expect(await countRows(app, 'communities')).toBe(before + 1);
  });

  it('settles a race for the same phone number with one 201 and one 409', async () => {
    const mobileNumber = `0704${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const responses = await Promise.all([
      create(registration({ mobileNumber })),
      create(registration({ mobileNumber })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      message: messages.community.phoneTaken,
    });
  });
});
