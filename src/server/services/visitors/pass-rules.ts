/**
 * A new visitor pass's values (issue 21, point 2), checked: each rule broken answers 400 on its
 * field with its own sentence (messages.visitors). Times are instants; "the same day" and a
 * recurring pass's last day are Lagos calendar days, as the shared rule (pass-validity.ts) reads
 * them.
 */
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import type { CreatePassBody } from '../../../shared/contract/visitors.js';
import { PASS_AHEAD_MAX_DAYS, PASS_WINDOW_MAX_HOURS } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { phoneProblem, storedPhone } from '../../../shared/phone.js';
import { lagosDateTime } from '../../../shared/visitor-window-text.js';
import { Refusal } from '../refusal.js';

const text = messages.visitors;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PassValues {
  visitorName: string;
  visitorPhone: string | null;
  validFrom: string;
  validTo: string;
  people: number;
  vehiclePlate: string | null;
  /** Days of the week, 0 Sunday; [] for a one-time pass. */
  recurrenceDays: number[];
  recurrenceUntil: string | null;
}

const refuse = (field: string, message: string) => new Refusal('invalid', message, field);

/** Optional text, trimmed; blank is none. */
const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function instant(value: string, field: 'validFrom' | 'validTo'): number {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw refuse(field, text.timeInvalid);
  return at;
}

/** The window's rules: in order, after the start, not too long, not over, not too far ahead. */
function checkWindow(from: number, to: number, now: number): void {
  if (to <= from) throw refuse('validTo', text.windowOrder);
  if (to - from > PASS_WINDOW_MAX_HOURS * HOUR_MS) {
    throw refuse('validTo', text.windowTooLong.replace('%{hours}', String(PASS_WINDOW_MAX_HOURS)));
  }
  if (to <= now) throw refuse('validTo', text.windowPast);
  if (from > now + PASS_AHEAD_MAX_DAYS * DAY_MS) throw refuse('validFrom', text.startTooFar);
}

/** A recurring pass: one Lagos day's window, some days, a last day from the first up to a year. */
function checkRecurrence(
  recurrence: NonNullable<CreatePassBody['recurrence']>,
  from: number,
  to: number,
  now: number,
): void {
  const firstDay = lagosDateTime(new Date(from)).date;
  if (lagosDateTime(new Date(to)).date !== firstDay) throw refuse('validTo', text.recurringSameDay);
  if (recurrence.days.length === 0) throw refuse('recurrence', text.daysRequired);
  if (!isCalendarDate(recurrence.until) || recurrence.until < firstDay)
    throw refuse('recurrence', text.untilOrder);
  const lastDay = lagosDateTime(new Date(now + PASS_AHEAD_MAX_DAYS * DAY_MS)).date;
  if (recurrence.until > lastDay) throw refuse('recurrence', text.untilTooFar);
}

/** The pass's values to store, or a Refusal (400) on the first field at fault. */
export function passValues(body: CreatePassBody, now: Date): PassValues {
  const visitorName = body.visitorName.trim();
  if (visitorName === '') throw refuse('visitorName', text.visitorNameRequired);
  const phone = optional(body.visitorPhone);
  const phoneError = phone === null ? null : phoneProblem(phone);
  if (phoneError) throw refuse('visitorPhone', phoneError);
  const from = instant(body.validFrom, 'validFrom');
  const to = instant(body.validTo, 'validTo');
  checkWindow(from, to, now.getTime());
  const recurrence = body.recurrence ?? null;
  if (recurrence) checkRecurrence(recurrence, from, to, now.getTime());
  return {
    visitorName,
    visitorPhone: phone === null ? null : storedPhone(phone),
    validFrom: new Date(from).toISOString(),
    validTo: new Date(to).toISOString(),
    people: body.people,
    // Plates are read off the car in capitals, one space apart.
    vehiclePlate: optional(body.vehiclePlate)?.replace(/\s+/g, ' ').toUpperCase() ?? null,
    recurrenceDays: recurrence ? [...recurrence.days] : [],
    recurrenceUntil: recurrence?.until ?? null,
  };
}
