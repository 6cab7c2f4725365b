/**
 * The dues reminder schedule (issue 19, point 3), on both databases: the default until saved, the
 * Admin saves it (days in order, audited once), excos read it but may not change it, the Super
 * admin names the community, and a bad day is refused on its field in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderSchedule } from '../../../../../src/shared/contract/notices.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import { community, type Community } from '../../../support/world/community.js';
import { signedInSuperAdmin, type Person } from '../../../support/world/people.js';

const URL = '/api/Communities/ReminderSchedule';
const texts = messages.reminders;

describe('Reminder schedule', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let treasurer: Person;

  beforeAll(async () => {
    app = await build();
    estate = await community(app);
    treasurer = await estate.person('Treasurer');
  });
  afterAll(() => app.close());

  const auditRows = () =>
    app.db
      .selectFrom('auditLog')
      .select(['action', 'target', 'communityId'])
      .where('action', '=', 'reminder-schedule-change')
      .execute();

  it('answers the default until the Admin saves one', async () => {
    const response = await estate.admin.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReminderSchedule>()).toEqual({
      enabled: false,
      billingDay: 1,
      reminderDays: [5, 20],
      channels: ['email'],
    });
  });

  it('saves the Admin’s schedule, days in order, with one audit row', async () => {
    const wanted = {
      enabled: true,
      billingDay: 3,
      reminderDays: [25, 10],
      channels: ['sms', 'email'],
    };
    const saved = await estate.admin.put(URL, wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      enabled: true,
      billingDay: 3,
      reminderDays: [10, 25],
      channels: ['email', 'sms'],
    };
    expect(saved.json()).toEqual(expected);
    expect((await treasurer.caller.get(URL)).json()).toEqual(expected);
    // The same again changes nothing and writes no second row.
    expect((await estate.admin.put(URL, wanted)).statusCode).toBe(200);
    expect(await auditRows()).toEqual([
      {
        action: 'reminder-schedule-change',
        communityId: estate.id,
        target:
          'Reminder schedule: off, billing 1, reminders 5 and 20, email → on, billing 3, reminders 10 and 25, email+sms',
      },
    ]);
  });

  it('lets excos read the schedule but not change it (403)', async () => {
    const refused = await treasurer.caller.put(URL, {
      enabled: false,
      billingDay: 1,
      reminderDays: [],
      channels: [],
    });
    expect(refused.statusCode).toBe(403);
    expect((await estate.admin.get(URL)).json<ReminderSchedule>().enabled).toBe(true);
  });

  it.each([
    ['billingDay', { billingDay: 29 }, texts.invalidDay],
    ['billingDay', { billingDay: 0 }, texts.invalidDay],
    ['reminderDays', { reminderDays: [5, 31] }, texts.invalidDay],
    ['reminderDays', { reminderDays: [1, 2, 3, 4, 5] }, texts.tooManyDays],
    ['reminderDays', { reminderDays: [5, 5] }, texts.duplicateDays],
  ])('refuses a bad %s in words on the field: %j', async (field, change, text) => {
    const body = {
      enabled: true,
      billingDay: 1,
      reminderDays: [5],
      channels: ['email'],
      ...change,
    };
    const refused = await estate.admin.put(URL, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ message: text, errors: { [field]: text } });
  });

  it('lets the Super admin read a community it names (asking it to name one), not set it', async () => {
    const root = await signedInSuperAdmin(app);
    expect((await root.caller.get(URL)).statusCode).toBe(400);
    const read = await root.caller.get(`${URL}?communityId=${estate.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ReminderSchedule>()).toMatchObject({ enabled: true, billingDay: 3 });
    const body = { enabled: false, billingDay: 2, reminderDays: [7], channels: [] };
    expect((await root.caller.put(`${URL}?communityId=${estate.id}`, body)).statusCode).toBe(403);
    // Another community's Admin sees their own (the default), whatever community they name.
    const other = await community(app);
    expect((await other.admin.get(`${URL}?communityId=${estate.id}`)).json()).toMatchObject({
      enabled: false,
      billingDay: 1,
    });
  });
});
