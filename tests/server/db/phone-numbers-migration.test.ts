/**
 * Migration 013 (issue 16, point 10): phones stored as typed before the Nigerian rule are
 * rewritten in the one stored form (0 and 10 digits); anything that is not a Nigerian number
 * stays, and an account's number that another account already holds is left. The rows are given
 * their old spellings on a migrated database, then the migration's `up` runs again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { up } from '../../../src/server/db/migrations/013_phone_numbers.js';
import { build } from '../support/helper.js';
import { addedLandlord, landlordsScene } from '../support/landlords-fixtures.js';
import { addResident, residentsScene } from '../support/residents-fixtures.js';

describe('migration 013_phone_numbers', { timeout: 60_000 }, () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close());

  it('stores Nigerian numbers as 0 and 10 digits and leaves anything else', async () => {
    expect(app.appliedMigrations).toContain('013_phone_numbers');
    const { estate } = await landlordsScene(app);
    const landlord = await addedLandlord(app, estate);
    const { estate: homes } = await residentsScene(app);
    // Each resident's e-mail, by which its account is found.
    const [spaced = '', first = '', second = '', foreign = ''] = (
      await Promise.all([1, 2, 3, 4].map(() => addResident(app, homes)))
    ).map((resident) => resident.email ?? '');
    const set = (table: 'landlords' | 'apartments', id: number, values: Record<string, string>) =>
      app.db.updateTable(table).set(values).where('id', '=', id).execute();
    const setPhone = (email: string, mobileNumber: string) =>
      app.db.updateTable('users').set({ mobileNumber }).where('email', '=', email).execute();
    await set('landlords', landlord.id, { mobileNo: '+234 805 123-4567' });
    await set('apartments', estate.apartmentId, {
      principalPhoneNumber: '(0803) 123.4567',
      landlordPhoneNumber: '+44 7911 123456',
    });
    await setPhone(spaced, '+234 906 333 4444');
    await setPhone(first, '+2349061112222');
    // The second already holds the first's number in the stored form: the first keeps its own.
    await setPhone(second, '09061112222');
    await setPhone(foreign, '+447700900123');

    await up(app.db.withoutPlugins());

    const stored = async (table: 'landlords' | 'apartments', id: number) =>
      app.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await stored('landlords', landlord.id)).mobileNo).toBe('08051234567');
    expect(await stored('apartments', estate.apartmentId)).toMatchObject({
      principalPhoneNumber: '08031234567',
      landlordPhoneNumber: '+44 7911 123456',
    });
    const phones = await app.db
      .selectFrom('users')
      .select(['email', 'mobileNumber'])
      .where('email', 'in', [spaced, first, second, foreign])
      .execute();
    expect(Object.fromEntries(phones.map((row) => [row.email, row.mobileNumber]))).toEqual({
      [spaced]: '09063334444',
      [first]: '+2349061112222',
      [second]: '09061112222',
      [foreign]: '+447700900123',
    });
  });
});
