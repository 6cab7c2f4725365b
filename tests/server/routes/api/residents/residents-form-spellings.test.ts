/**
 * The resident form's required fields as the contract states them (issue 13): each in either
 * spelling (`FullName` or `fullName`, src/shared/contract/form-spelling.ts), enforced on the
 * parsed form with the handler's own messages, and the role id one the community may assign.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { lowerFirst } from '../../../../../src/shared/contract/form-spelling.js';
import { messages } from '../../../../../src/shared/messages.js';
import { MEMBER, ROLE_IDS } from '../../../../../src/shared/roles.js';
import { build } from '../../../support/helper.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';
import {
  type ResidentEstate,
  residentForm,
  residentsScene,
  sendResident,
} from '../../../support/residents-fixtures.js';

type Form = Record<string, string | number>;

const without = (form: Form, ...names: string[]) =>
  Object.fromEntries(Object.entries(form).filter(([name]) => !names.includes(name)));

describe('Residents API: the form as the contract requires it', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;

  beforeAll(async () => {
    app = await build();
    ({ estate } = await residentsScene(app));
  }, 60_000);
  afterAll(() => app.close());

  const post = (form: Form) => sendResident(app, 'POST', estate.auth, form);

  it('documents each required field as one of its two spellings', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const body = document.paths['/api/Residents/'].post.requestBody.content['multipart/form-data'];
    expect(body.schema.allOf).toContainEqual({
      anyOf: [{ required: ['FullName'] }, { required: ['fullName'] }],
    });
  });

  it('takes every field spelled with a lower-case first letter', async () => {
    const form = residentForm(estate, { SelectedRoleId: ` 0${ROLE_IDS[MEMBER]} ` });
    const lowered = Object.fromEntries(
      Object.entries(form).map(([name, value]) => [lowerFirst(name), value]),
    );
    const response = await post(lowered);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ roleName: MEMBER });
  });

  it('takes the apartment type under its alias, SelectedApartmentTypeId', async () => {
    const form = residentForm(estate);
    const aliased = {
      ...without(form, 'SelectApartmentTypeId'),
      SelectedApartmentTypeId: form.SelectApartmentTypeId!,
    };
    expect((await post(aliased)).statusCode).toBe(201);
  });

  it('answers a field left out under both spellings as the handler did', async () => {
    const form = residentForm(estate);
    // The handler's message; each field left out named once, as the contract spells it.
    const cases: [string[], string, string[]][] = [
      [['FullName'], messages.resident.required, ['FullName']],
      [['SelectedRoleId'], messages.resident.required, ['SelectedRoleId']],
      [['SelectApartmentTypeId'], messages.resident.required, ['SelectApartmentTypeId']],
      [['IdNumber'], messages.resident.idRequired, ['IdNumber']],
      [['IdNumber', 'Title'], messages.resident.required, ['IdNumber', 'Title']],
    ];
    for (const [names, message, fields] of cases) {
      const response = await post(without(form, ...names, ...names.map(lowerFirst)));
      expect(response.statusCode, names.join()).toBe(400);
      expectFieldsNamed(response.json(), message, fields);
    }
  });

  it('refuses a role id the community may not assign, whatever the spelling', async () => {
    for (const roleId of [ROLE_IDS['Super admin'], 0, 99, 'two']) {
      const form = without(residentForm(estate), 'SelectedRoleId');
      const response = await post({ ...form, selectedRoleId: roleId });
      expect(response.statusCode, String(roleId)).toBe(400);
    }
    const response = await post(residentForm(estate, { SelectedRoleId: 'two' }));
    expect(response.json()).toEqual({
      message: messages.resident.invalidRole,
      errors: { SelectedRoleId: messages.resident.invalidRole },
    });
  });
});
