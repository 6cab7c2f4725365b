/**
 * Errors land on fields (issue 15, point 3): a refused input answers `{ message, errors }`, each
 * field at fault under the name the request sent it by, its text naming it by the label the form
 * shows, never by the property name; `message` says what to fix. Every field of the contract has
 * a label in the shared table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { FIELD_LABELS, labelKey, messages } from '../../../../src/shared/messages.js';
import { bearer, build, registerCommunity, registration, signIn } from '../../support/helper.js';
import { fieldsOf } from '../../support/contract/requests.js';
import { multipart } from '../../support/files-fixtures.js';
import { operationsOf } from '../../support/fuzz/requests.js';

const CREATE = '/api/Communities/CreateCommunity';

describe('a refused input names its fields by their labels', () => {
  let app: App;
  let community: Awaited<ReturnType<typeof registerCommunity>>;
  let token: string;
  beforeAll(async () => {
    app = await build();
    community = await registerCommunity(app);
    const { adminEmail, adminPassword } = community.registration;
    token = await signIn(app, adminEmail, adminPassword);
  });
  const asAdmin = () => bearer(token);
  afterAll(() => app.close());

  const create = (body: object) => app.inject({ method: 'POST', url: CREATE, payload: body });

  it('one field at fault: the message is its text', async () => {
    const response = await create(registration({ communityName: 'x'.repeat(201) }));
    expect(response.statusCode).toBe(400);
    const text = 'Community name must be at most 200 characters long';
    expect(response.json()).toEqual({ message: text, errors: { communityName: text } });
  });

  it('several fields at fault: each on its field, the message says to correct them', async () => {
    const response = await create(registration({ communityName: 42, street: ['a'] } as object));
    expect(response.json()).toEqual({
      message: messages.request.correctFields,
      errors: { communityName: 'Community name must be text', street: 'Street must be text' },
    });
  });

  it("a form's own message stays the message; each missing field is named", async () => {
    const { lga: _lga, state: _state, ...rest } = registration();
    const response = await create({ ...rest, fullName: '   ' });
    expect(response.json()).toEqual({
      message: messages.community.required,
      errors: {
        lga: 'LGA is required',
        state: 'State is required',
        fullName: 'Full name is required',
      },
    });
  });

  it("a handler's own refusal of a field names it too", async () => {
    const response = await create(registration({ adminEmail: 'not-an-email' }));
    expect(response.json()).toEqual({
      message: messages.community.invalidAdminEmail,
      errors: { adminEmail: messages.community.invalidAdminEmail },
    });
  });

  it('a multipart form names the field as the form sent it (PascalCase)', async () => {
    const form = await multipart({ FullName: 'x'.repeat(201) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/Landlords',
      payload: form.payload,
      headers: { ...form.headers, ...asAdmin() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      FullName: 'Full name must be at most 200 characters long',
    });
    // Each missing field once, by the spelling the contract names it (not also `streetId`).
    expect(Object.keys(response.json().errors)).not.toContain('streetId');
    expect(response.json().errors).toMatchObject({ StreetId: 'Street is required' });
  });

  it('a query field is named like a body field; a body that is no object names none', async () => {
    const page = await app.inject({
      url: `/api/Streets/Community/${community.community.id}?PageSize=x`,
      headers: asAdmin(),
    });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      message: 'Page size must be a whole number',
      errors: { PageSize: 'Page size must be a whole number' },
    });
    const notObject = await create([registration()]);
    expect(notObject.json()).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('never shows a property name where its label differs', async () => {
    const response = await create(registration({ communityName: 'x'.repeat(201) }));
    expect(response.json().message).not.toContain('communityName');
  });

  it('has a label for every field of every operation in the contract', () => {
    const unlabelled = new Set<string>();
    for (const op of operationsOf(app)) {
      for (const field of fieldsOf(op)) {
        if (!(labelKey(field.name) in FIELD_LABELS)) unlabelled.add(`${op.key} ${field.name}`);
      }
    }
    expect([...unlabelled]).toEqual([]);
  });
});
