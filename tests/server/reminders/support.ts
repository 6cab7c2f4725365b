/**
 * A community with a dues-paying estate for the reminder scheduler's tests: residents who will owe
 * once the month is billed, and reads of what the schedule did (its notices, charges and runs).
 */
import type { App } from '../../../src/server/app.js';
import { billingEstate, residentRegisteredAt } from '../support/ledger-fixtures.js';
import { community, type Community } from '../support/world/community.js';
import type { TestResident } from '../support/world/people.js';

export const SCHEDULE = '/api/Communities/ReminderSchedule';

/** A clock the test moves: `clock.at(day)` sets it to that day of this month, 10:00 in Lagos. */
export function movableClock() {
  const month = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);
  let now = new Date();
  return {
    month,
    now: () => now,
    at(day: number) {
      now = new Date(`${month}-${String(day).padStart(2, '0')}T09:00:00.000Z`);
    },
  };
}

export async function duesEstate(
  app: App,
  count = 2,
): Promise<{ estate: Community; residents: TestResident[] }> {
  const estate = await community(app);
  const { refs } = await billingEstate(estate.admin);
  const residents: TestResident[] = [];
  for (let n = 0; n < count; n += 1) {
    residents.push(await residentRegisteredAt(app, estate.id, refs, '2020-01-01T00:00:00.000Z'));
  }
  return { estate, residents };
}

/** What the schedule did in the community: its reminder notices, dues charges and run rows. */
export async function scheduleEffects(app: App, communityId: number) {
  const notices = await app.db
    .selectFrom('notices')
    .select(['id', 'kind', 'createdBy', 'recipientCount'])
    .where('communityId', '=', communityId)
    .orderBy('id')
    .execute();
  const charges = await app.db
    .selectFrom('ledgerEntries')
    .select(['residentId', 'billingMonth'])
    .where('communityId', '=', communityId)
    .where('kind', '=', 'charge')
    .execute();
  const runs = await app.db
    .selectFrom('reminderRuns')
    .select(['runKey', 'noticeId'])
    .where('communityId', '=', communityId)
    .orderBy('runKey')
    .execute();
  return { notices, charges, runs };
}
