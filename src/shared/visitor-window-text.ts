/**
 * A visitor pass's window in words, in Lagos time (issue 21), the same on the pass's page, in the
 * lists and in the text the resident shares: "Sat 28 Nov 2026, 10:00 to 18:00"; a visit past
 * midnight "Sat 28 Nov 2026, 22:00 to Sun 29 Nov 2026, 02:00"; a recurring pass "Mon, Wed and
 * Fri, 07:00 to 16:00, until 31 Dec 2026". Also the conversions the pass form needs: a Lagos date
 * and time to an instant, and an instant back to its Lagos date and time.
 */

/** Nigeria is UTC+1 all year (West Africa Time, no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** Days as a week reads in Nigeria: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const EVERY_DAY = 'Every day';

export interface PassWindow {
  validFrom: string;
  validTo: string;
  recurrence?: { days: readonly number[]; until: string } | null;
}

/** The instant's Lagos wall clock, read through UTC getters. */
const lagosClock = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of the instant in Lagos. */
export function lagosDateTime(instant: string | Date): { date: string; time: string } {
  const iso = lagosClock(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant (ISO, UTC) of a Lagos date ('YYYY-MM-DD') and time ('HH:MM'). */
export function lagosInstant(date: string, time: string): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) - LAGOS_OFFSET_MS).toISOString();
}

/** 'Sat 28 Nov 2026' of a Lagos clock. */
function dayText(clock: Date): string {
  const day = DAY_NAMES[clock.getUTCDay()];
  const month = MONTH_NAMES[clock.getUTCMonth()];
  return `${day} ${clock.getUTCDate()} ${month} ${clock.getUTCFullYear()}`;
}

const timeText = (clock: Date) => `${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;

/** '31 Dec 2026' of a 'YYYY-MM-DD' date. */
function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

/** 'Mon, Wed and Fri' (Monday first), or 'Every day'. */
export function daysText(days: readonly number[]): string {
  const names = WEEK_ORDER.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]);
  if (names.length === WEEK_ORDER.length) return EVERY_DAY;
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

/** The pass's window in words (see the file's comment). */
export function visitorWindowText(pass: PassWindow): string {
  const from = lagosClock(pass.validFrom);
  const to = lagosClock(pass.validTo);
  const hours = `${timeText(from)} to ${timeText(to)}`;
  const days = pass.recurrence?.days ?? [];
  if (pass.recurrence && days.length > 0) {
    return `${daysText(days)}, ${hours}, until ${dateText(pass.recurrence.until)}`;
  }
  if (dayText(from) === dayText(to)) return `${dayText(from)}, ${hours}`;
  return `${dayText(from)}, ${timeText(from)} to ${dayText(to)}, ${timeText(to)}`;
}

/** One moment in Lagos time, as the entry log shows it: 'Sat 28 Nov 2026, 10:05'. */
export function lagosMomentText(instant: string): string {
  const clock = lagosClock(instant);
  return `${dayText(clock)}, ${timeText(clock)}`;
}

/** The Lagos date `days` days before `date` ('YYYY-MM-DD'): a range's first day. */
export function lagosDaysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
