/**
 * The schedule form's rules, in the server's words (messages.reminders): a day is 1 to 28 (every
 * month has it), at most four reminder days. Checked before Save; the server checks the same.
 */
import { REMINDER_DAY_MAX, REMINDER_DAY_MIN, REMINDER_DAYS_MAX } from '../../../shared/limits';
import { messages } from '../../../shared/messages';

/** The schedule's query, per community: the Super admin's switcher changes whose it is. */
export const reminderScheduleKey = (communityId: number | null) =>
  ['reminder-schedule', communityId] as const;

const isDay = (value: unknown) =>
  Number.isInteger(value) && Number(value) >= REMINDER_DAY_MIN && Number(value) <= REMINDER_DAY_MAX;

export const dayRule = (value: unknown) =>
  isDay(value) ? undefined : messages.reminders.invalidDay;

export const daysRule = (value: unknown) => {
  const days = Array.isArray(value) ? value : [];
  if (days.length > REMINDER_DAYS_MAX) return messages.reminders.tooManyDays;
  return days.every(isDay) ? undefined : messages.reminders.invalidDay;
};

/** Days 1 to 28, as a picker's choices. */
export const DAY_CHOICES = Array.from(
  { length: REMINDER_DAY_MAX - REMINDER_DAY_MIN + 1 },
  (_, index) => ({ id: REMINDER_DAY_MIN + index, name: String(REMINDER_DAY_MIN + index) }),
);
