/**
 * A resident's own opt-outs (issue 19): `GET`/`PUT /api/AuthUser/MessagePreferences`, stored as
 * residents.sms_opt_out and residents.email_reminders_opt_out (0/1) on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, createSuperAdmin, registerCommunity, signIn } from '../../../support/helper.js';
import { createResident, residentRefs } from '../../../support/people-fixtures.js';
import { caller } from '../../../support/tenant-fixtures.js';
import { expectFieldsNamed } from '../../../support/field-errors.js';

const URL = '/api/AuthUser/MessagePreferences';

describe('message preferences', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);
  afterAll(() => app.close());

  /** A new community's Admin (no resident record) and a Member resident, both signed in. */
  async function scene() {
    const { community, registration } = await registerCommunity(app);
    const admin = caller(
      app,
      await signIn(app, registration.adminEmail, registration.adminPassword),
    );
    const resident = await createResident(app, community.id, await residentRefs(admin), {
      password: 'resident password',
    });
    const member = caller(app, await signIn(app, resident.email, 'resident password'));
    return { admin, member, resident };
  }

  /** The two columns as stored, straight from the database. */
  const stored = (residentId: number) =>
    app.db
      .selectFrom('residents')
      .select(['smsOptOut', 'emailRemindersOptOut'])
      .where('id', '=', residentId)
      .executeTakeFirstOrThrow()
      .then((row) => ({ sms: Number(row.smsOptOut), email: Number(row.emailRemindersOptOut) }));

  it('starts with nothing opted out', async () => {
    const { member } = await scene();
    const response = await member.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ smsOptOut: false, emailRemindersOptOut: false });
  });

  it("saves each opt-out on the resident's own record and reads it back", async () => {
    const { member, resident } = await scene();
    const saved = await member.put(URL, { smsOptOut: true, emailRemindersOptOut: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ smsOptOut: true, emailRemindersOptOut: false });
    expect(await stored(resident.residentId)).toEqual({ sms: 1, email: 0 });

    await member.put(URL, { smsOptOut: false, emailRemindersOptOut: true });
    expect(await stored(resident.residentId)).toEqual({ sms: 0, email: 1 });
    expect((await member.get(URL)).json()).toEqual({
      smsOptOut: false,
      emailRemindersOptOut: true,
    });
  });

  it("changes only the signed-in resident's own record", async () => {
    const first = await scene();
    const second = await scene();
    await first.member.put(URL, { smsOptOut: true, emailRemindersOptOut: true });
    expect(await stored(second.resident.residentId)).toEqual({ sms: 0, email: 0 });
    expect((await second.member.get(URL)).json()).toEqual({
      smsOptOut: false,
      emailRemindersOptOut: false,
    });
  });

  it('answers 404 with a clear message to an account without a resident record', async () => {
    const { admin } = await scene();
    const root = await createSuperAdmin(app);
    const superAdmin = caller(app, await signIn(app, root.email, root.password));
    for (const as of [admin, superAdmin]) {
      const read = await as.get(URL);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: messages.reminders.noResidentRecord });
      const write = await as.put(URL, { smsOptOut: true, emailRemindersOptOut: true });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ message: messages.reminders.noResidentRecord });
    }
  });

  it('refuses a body without both booleans, naming the field, and changes nothing', async () => {
    const { member, resident } = await scene();
    const cases: [Record<string, unknown>, string][] = [
      [{ emailRemindersOptOut: true }, 'smsOptOut'],
      [{ smsOptOut: 'yes please', emailRemindersOptOut: true }, 'smsOptOut'],
      [{ smsOptOut: true, emailRemindersOptOut: 3 }, 'emailRemindersOptOut'],
    ];
    for (const [body, field] of cases) {
      const response = await member.put(URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { message: string };
      expectFieldsNamed(answer, answer.message, [field]);
    }
    expect(await stored(resident.residentId)).toEqual({ sms: 0, email: 0 });
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    const write = await app.inject({
      method: 'PUT',
      url: URL,
      payload: { smsOptOut: true, emailRemindersOptOut: true },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual({ message: messages.auth.signInRequired });
  });
});
