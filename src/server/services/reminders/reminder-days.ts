/**
 * Which runs of a reminder schedule are due on a day (issue 19, point 3), as pure functions of the
 * day in Africa/Lagos. A run is named by its key, and its key is written once (reminder_runs):
 * 'billing:YYYY-MM' bills the month, 'reminder:YYYY-MM-DD' reminds on that day.
 *
 * Billing is due on the billing day and on any later day of the month it has not yet run: a month
 * whose billing day every server slept through is billed when one wakes (billing charges each
 * resident once a month, so running it late never charges twice). A reminder is due on its day
 * only: one that every server missed is not sent the next day, so nobody gets a stale reminder.
 */
import { todayInLagos } from '../../../shared/finance.js';
import { formatDate } from '../../../shared/format.js';
import type { ReminderSchedule } from '../../../shared/contract/notices.js';

export const billingKey = (date: string) => `billing:${date.slice(0, 7)}`;
export const reminderKey = (date: string) => `reminder:${date}`;

/** What a run key does, and for which day or month. */
export function runKind(runKey: string): 'billing' | 'reminder' {
  return runKey.startsWith('billing:') ? 'billing' : 'reminder';
}

/** The Lagos date (YYYY-MM-DD) of `now`. */
export const lagosDate = (now: Date): string => todayInLagos(now);

const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * The run keys due on `date` (YYYY-MM-DD, Lagos), billing first: when both fall on one day the
 * month is billed before anyone is reminded of it.
 */
export function dueRunKeys(
  schedule: Pick<ReminderSchedule, 'billingDay' | 'reminderDays'>,
  date: string,
): string[] {
  const keys: string[] = [];
  if (dayOf(date) >= schedule.billingDay) keys.push(billingKey(date));
  if (schedule.reminderDays.includes(dayOf(date))) keys.push(reminderKey(date));
  return keys;
}

/** The last day of `date`'s month, as reminders show a due date ("Nov-30-2026"). */
export function endOfMonthText(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return formatDate(new Date(Date.UTC(year, month, 0)));
}
