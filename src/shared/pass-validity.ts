/**
 * Whether a visitor pass lets its visitor in now (issue 21): the one rule behind the guard's check,
 * check-in and the pass lists' status. Times are compared in Lagos (UTC+1, no daylight saving): a
 * recurring pass's daily window is its first day's, moved to each chosen day of the week.
 */
import type { CheckReason, PassStatus } from './visitors.js';

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PassTimes {
  validFrom: string;
  validTo: string;
  /** Days of the week (0 Sunday); empty for a one-time pass. */
  recurrenceDays: readonly number[];
  /** A recurring pass's last day, YYYY-MM-DD (Lagos). */
  recurrenceUntil: string | null;
  cancelledAt: string | null;
}

/** What the entry log knows of the pass: a visit in progress, and whether it was ever used. */
export interface PassVisits {
  openEntryId: number | null;
  everCheckedIn: boolean;
}

const lagosDay = (ms: number) => Math.floor((ms + LAGOS_OFFSET_MS) / DAY_MS);
const dayOfDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `'1,3,5'` ↔ `[1, 3, 5]`, as the database keeps a pass's days. */
export function parseDays(stored: string): number[] {
  return stored === '' ? [] : stored.split(',').map(Number);
}
export function storeDays(days: readonly number[]): string {
  return [...days].sort((a, b) => a - b).join(',');
}

/** When the pass's last window ends: a one-time pass's end, a recurring pass's end on its last day. */
export function lastValidAt(times: Omit<PassTimes, 'cancelledAt'>): string {
  const to = Date.parse(times.validTo);
  if (times.recurrenceDays.length === 0 || times.recurrenceUntil === null) {
    return new Date(to).toISOString();
  }
  const shift = (dayOfDate(times.recurrenceUntil) - lagosDay(to)) * DAY_MS;
  return new Date(to + shift).toISOString();
}

/** The window of the Lagos day of `now` for a recurring pass (its first day's hours moved). */
function windowOfDay(times: PassTimes, now: number): { from: number; to: number } {
  const from = Date.parse(times.validFrom);
  const shift = (lagosDay(now) - lagosDay(from)) * DAY_MS;
  return { from: from + shift, to: Date.parse(times.validTo) + shift };
}

/** Why the pass does not let its visitor in at `now`, or null when it does. */
export function refusalOf(times: PassTimes, visits: PassVisits, now: Date): CheckReason | null {
  const at = now.getTime();
  if (times.cancelledAt !== null) return 'cancelled';
  if (visits.openEntryId !== null) return 'inside';
  const recurring = times.recurrenceDays.length > 0;
  if (!recurring && visits.everCheckedIn) return 'used';
  if (at < Date.parse(times.validFrom)) return 'not-yet-valid';
  if (at > Date.parse(lastValidAt(times))) return 'expired';
  if (!recurring) return at > Date.parse(times.validTo) ? 'expired' : null;
  const weekday = (lagosDay(at) + 4) % 7; // day 0 of the epoch was a Thursday
  const today = windowOfDay(times, at);
  if (!times.recurrenceDays.includes(weekday) || at < today.from || at > today.to) {
    return 'not-today';
  }
  return null;
}

/** The pass's state as lists show it: cancelled, used (a one-time pass once in), expired or active. */
export function statusOf(times: PassTimes, visits: PassVisits, now: Date): PassStatus {
  if (times.cancelledAt !== null) return 'cancelled';
  if (times.recurrenceDays.length === 0 && visits.everCheckedIn) return 'used';
  if (now.getTime() > Date.parse(lastValidAt(times))) return 'expired';
  return 'active';
}
