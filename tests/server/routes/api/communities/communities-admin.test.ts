import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { bearer, build, countRows, unique } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';
import { addStreet, createWorld, type World } from '../../../support/tenant-fixtures.js';

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>) {
  const boundary = `----neighbourly${unique()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('Communities: list, edit, delete', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build({ config: { publicUrl: 'https://neighbourly.example.ng' } });
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  /** A community with no users or records, straight in the database. */
  async function emptyCommunity(name = `Empty ${unique()}`) {
    return app.repos.communities.create({
      communityName: name,
      communityAddress: '1 Nowhere',
      street: '',
      lga: '',
      state: '',
      country: '',
      email: `empty-${unique()}@example.ng`,
      mobileNumber: '',
      fullName: '',
      title: '',
      adminEmail: '',
      pKey: '',
      advertpage: '',
      whatspplink: '',
      telegramlink: '',
      portal: '',
      referralId: '',
      dateOfReg: new Date().toISOString(),
      communityTypeId: 1,
      bankName: '',
      bankAccountNumber: '',
    });
  }

  it('lists every community for the Super admin, newest first, paged and searchable', async () => {
    const { a, b, root } = world;
    const total = await countRows(app, 'communities');
    const first = await root.get('/api/Communities');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.totalRecordCount).toBe(total);
    expect(page.records[0]).toMatchObject({
      id: b.id,
      referralLink: `https://neighbourly.example.ng/auth/sign-up?ref=${b.id}`,
      communityType: 'CDA',
    });
    expect(page.records[1].id).toBe(a.id);

    const name = `Zuma Rock Estate ${unique()}`;
    const id = await emptyCommunity(name);
    const byName = (
      await root.get(`/api/Communities?SearchText=${encodeURIComponent('zuma ROCK')}`)
    ).json();
    expect(byName.totalRecordCount).toBe(1);
    expect(byName.records[0].id).toBe(id);
    const byId = (await root.get(`/api/Communities?SearchText=${id}`)).json();
    expect(byId.records.map((c: { id: number }) => c.id)).toContain(id);
    const small = (await root.get('/api/Communities?PageSize=1&PageNumber=2')).json();
    expect(small.records).toHaveLength(1);
    expect(small.records[0].id).toBe(b.id);
  });

  it('lists only their own community for an Admin, and refuses Members', async () => {
    const { a, b, member } = world;
    const own = (await a.admin.get('/api/Communities')).json();
    expect(own.totalRecordCount).toBe(1);
    expect(own.records.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const searchOther = (await a.admin.get(`/api/Communities?SearchText=${b.id}`)).json();
    expect(searchOther.records.every((c: { id: number }) => c.id === a.id)).toBe(true);
    const refused = await member.get('/api/Communities');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
  });

  it('lets the Super admin edit a community with JSON', async () => {
    const { a, root } = world;
    const response = await root.put('/api/Communities', {
      id: a.id,
      dateOfReg: '1999-01-01T00:00:00.000Z',
      communityName: '  Renamed Estate ',
      communityAddress: '1 New Road',
      communityType: 'Groups',
      bankName: 'GTBank',
      bankAccountNumber: '0123456789',
      // New bank details are a guarded change (issue 12): the Super admin's password again.
      currentPassword: 'platform password',
      email: 'Office@Example.NG',
      role: 'Super admin',
      adminEmail: 'takeover@example.ng',
    });
    expect(response.statusCode, response.body).toBe(200);
    const community = response.json();
    expect(community).toMatchObject({
      id: a.id,
      communityName: 'Renamed Estate',
      communityAddress: '1 New Road',
      communityType: 'Groups',
      communityTypeId: 2,
      bankName: 'GTBank',
      bankAccountNumber: '0123456789',
      email: 'office@example.ng',
      lga: 'Eti-Osa',
    });
    expect(community.dateOfReg).not.toBe('1999-01-01T00:00:00.000Z');
    expect(community.adminEmail).not.toBe('takeover@example.ng');
    expect((await a.admin.get(`/api/Communities/${a.id}`)).json()).toEqual(community);
  });

  it('refuses new bank details without the Super admin’s current password (issue 12)', async () => {
    const { a, root } = world;
    const before = await app.repos.communities.findById(a.id);
    const body = {
      id: a.id,
      communityName: before?.communityName ?? '',
      communityAddress: before?.communityAddress ?? '',
      bankName: 'Fraud Bank',
      bankAccountNumber: '9999999999',
    };
    for (const [extra, message] of [
      [{}, messages.profile.currentPasswordRequired],
      [{ currentPassword: 'not the password' }, messages.profile.wrongPassword],
    ] as const) {
      const response = await root.put('/api/Communities', { ...body, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { currentPassword: message } });
    }
    expect(await app.repos.communities.findById(a.id)).toEqual(before);
    // A new account number is a NUBAN (issue 16): 10 digits, said on the field.
    for (const bankAccountNumber of ['12345', '10123456789']) {
      const response = await root.put('/api/Communities', {
        ...body,
        bankAccountNumber,
        currentPassword: 'platform password',
      });
      expect(response.statusCode, bankAccountNumber).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter a 10-digit bank account number (NUBAN)',
        errors: { bankAccountNumber: 'Please enter a 10-digit bank account number (NUBAN)' },
      });
    }
    expect(await app.repos.communities.findById(a.id)).toEqual(before);
    // Other fields need no password.
    const renamed = await root.put('/api/Communities', {
      ...body,
      bankName: before?.bankName,
      bankAccountNumber: before?.bankAccountNumber,
      portal: 'https://estate.example.ng',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('accepts multipart with PascalCase keys and urlencoded forms, as the spec client sends', async () => {
    const { b, root } = world;
    const form = multipart({
      Id: String(b.id),
      DateOfReg: '2024-01-01',
      CommunityName: 'Form Estate',
      CommunityAddress: '2 Form Street',
      Lga: 'Ikeja',
      PKey: 'PK-9',
      Whatspplink: 'https://chat.whatsapp.com/new',
      CommunityType: 'CDA',
    });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/Communities',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(root.token) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: b.id,
      communityName: 'Form Estate',
      communityAddress: '2 Form Street',
      lga: 'Ikeja',
      pKey: 'PK-9',
      whatspplink: 'https://chat.whatsapp.com/new',
      communityType: 'CDA',
    });

    const encoded = await app.inject({
      method: 'PUT',
      url: '/api/Communities',
      payload: new URLSearchParams({
        id: String(b.id),
        communityName: 'Encoded Estate',
        communityAddress: '3 Form Street',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(root.token) },
    });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toMatchObject({ communityName: 'Encoded Estate', lga: 'Ikeja' });

    const blank = multipart({ Id: String(b.id), CommunityName: '', CommunityAddress: 'x' });
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/Communities',
      payload: blank.payload,
      headers: { ...blank.headers, ...bearer(root.token) },
    });
    expect(refused.statusCode).toBe(400);
    // Named as the contract spells it: this form's keys are read in either spelling.
    expectFieldsNamed(refused.json(), messages.community.required, ['communityName']);
  });

  it('refuses blank names, bad types, bad e-mails and unknown ids', async () => {
    const { a, root } = world;
    const base = { id: a.id, communityName: 'X', communityAddress: 'Y' };
    // The message, the status, and the field the answer marks (none for an unknown id).
    const cases: [Record<string, unknown>, string, number, string[]][] = [
      [{ ...base, communityName: ' ' }, messages.community.required, 400, ['communityName']],
      [{ id: a.id, communityName: 'X' }, messages.community.required, 400, ['communityAddress']],
      [{ ...base, communityType: 'Club' }, messages.community.invalidType, 400, ['communityType']],
      [{ ...base, email: 'not-an-email' }, messages.community.invalidEmail, 400, ['email']],
      [{ ...base, mobileNumber: 'abc' }, messages.community.invalidPhone, 400, ['mobileNumber']],
      [{ ...base, id: 999_999 }, messages.community.loadFailed, 404, []],
    ];
    for (const [body, message, status, fields] of cases) {
      const response = await root.put('/api/Communities', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expectFieldsNamed(response.json(), message, fields);
    }
    expect((await root.get(`/api/Communities/${a.id}`)).json().communityName).not.toBe('X');
  });

  it('lets only the Super admin save: others get the spec’s permission message', async () => {
    const { a, member } = world;
    const before = (await a.admin.get(`/api/Communities/${a.id}`)).json();
    for (const as of [a.admin, member]) {
      const response = await as.put('/api/Communities', {
        id: a.id,
        communityName: 'Hijacked',
        communityAddress: 'Nowhere',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.community.permission });
    }
    const blank = await a.admin.put('/api/Communities', { id: a.id, communityName: '' });
    expect(blank.statusCode).toBe(403);
    expect((await a.admin.get(`/api/Communities/${a.id}`)).json()).toEqual(before);
  });

  it('deletes an empty community (Super admin only), never one with users or records', async () => {
    const { a, b, root } = world;
    const empty = await emptyCommunity();
    const refused = await a.admin.delete(`/api/Communities/${empty}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });

    const withUsers = await root.delete(`/api/Communities/${b.id}`);
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json()).toEqual({ message: messages.community.inUse });

    const withRecords = await emptyCommunity();
    await addStreet(root, { communityId: withRecords });
    expect((await root.delete(`/api/Communities/${withRecords}`)).statusCode).toBe(409);

    const before = await countRows(app, 'communities');
    const deleted = await root.delete(`/api/Communities/${empty}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.community.deleted });
    expect(await countRows(app, 'communities')).toBe(before - 1);
    const again = await root.delete(`/api/Communities/${empty}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.community.loadFailed });
  });
});
