/**
 * Dues reminders (issue 19, contract: shared/contract/notices.ts): the community's schedule and
 * "Send reminders now". Used with `useDataProvider<DataProvider & ReminderMethods>()` and
 * react-query. The Super admin's chosen community is named here (communityScope.ts).
 */
import type { ReminderSchedule, RemindersRun } from '../../../../shared/contract/notices';
import { withCommunityQuery } from '../communityScope';
import { getJson, writeJson } from './json';

const SCHEDULE = '/api/Communities/ReminderSchedule';

const scoped = (path: string) => {
  const query = withCommunityQuery(new URLSearchParams()).toString();
  return query ? `${path}?${query}` : path;
};

export const reminderMethods = {
  /** `GET /api/Communities/ReminderSchedule`: the schedule (the default until one is saved). */
  getReminderSchedule: (signal?: AbortSignal) =>
    getJson<ReminderSchedule>(scoped(SCHEDULE), signal),
  /** `PUT /api/Communities/ReminderSchedule` (the Admin): the schedule as saved. */
  saveReminderSchedule: (body: ReminderSchedule) =>
    writeJson<ReminderSchedule>(scoped(SCHEDULE), 'PUT', body),
  /** `POST /api/Notices/Reminders/Run`: the reminders sent now, and how many. */
  runReminders: () => writeJson<RemindersRun>(scoped('/api/Notices/Reminders/Run'), 'POST', {}),
};

export type ReminderMethods = typeof reminderMethods;
