/**
 * The visitor pass form's defaults, rules and request (issue 21; contract: CreatePassSchema).
 * Form sources: residentId (administrators), visitorName, visitorPhone, date (YYYY-MM-DD), the
 * times validFrom and validTo (HH:MM, Lagos), people, vehiclePlate, recurring, recurrence.days and
 * recurrence.until. The times carry the API's names so a refusal the server names `validFrom` or
 * `validTo` shows on the time it is about; the request turns date and times into instants.
 */
import type { Validator } from 'react-admin';
import type { CreatePassBody } from '../../../shared/contract/visitors';
import {
  PASS_AHEAD_MAX_DAYS,
  VISITOR_PEOPLE_MAX,
  VISITOR_PEOPLE_MIN,
} from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { storedPhone } from '../../../shared/phone';
import { lagosDateTime, lagosInstant } from '../../../shared/visitor-window-text';
import { markRequired } from '../common/validators';

const { visitors } = messages;
const MINUTE_MS = 60 * 1000;
/** The start offered: now, rounded up to the next half hour. */
const START_STEP_MINUTES = 30;
/** The visit offered: four hours from the start. */
const DEFAULT_VISIT_HOURS = 4;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface PassFormValues {
  residentId?: number | null;
  visitorName?: string;
  visitorPhone?: string;
  date?: string;
  validFrom?: string;
  validTo?: string;
  people?: number | string;
  vehiclePlate?: string;
  recurring?: boolean;
  recurrence?: { days?: (number | string)[]; until?: string };
}

/** Today in Lagos, the next half hour, four hours on: a visit starting soon. */
export function passDefaults(now = new Date()): PassFormValues {
  const step = START_STEP_MINUTES * MINUTE_MS;
  const start = new Date(Math.ceil(now.getTime() / step) * step);
  const end = new Date(start.getTime() + DEFAULT_VISIT_HOURS * 60 * MINUTE_MS);
  const { date, time } = lagosDateTime(start);
  return {
    date,
    validFrom: time,
    validTo: lagosDateTime(end).time,
    people: VISITOR_PEOPLE_MIN,
    recurring: false,
    recurrence: { days: [], until: '' },
  };
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const orNull = (value: unknown) => (blank(value) ? null : (value as string).trim());

/** Days are required only for a recurring pass. */
export const daysWhenRecurring: Validator = (value: unknown, values: unknown) => {
  if (!(values as PassFormValues | undefined)?.recurring) return undefined;
  return Array.isArray(value) && value.length > 0 ? undefined : visitors.daysRequired;
};

/**
 * A recurring pass's last day: required, not before its first day, at most a year ahead (the
 * server's rules, said on this field: the server names the whole `recurrence`).
 */
export const untilWhenRecurring: Validator = markRequired((value: unknown, values: unknown) => {
  const form = values as PassFormValues | undefined;
  if (!form?.recurring) return undefined;
  if (blank(value)) return 'ra.validation.required';
  const until = value as string;
  if (form.date && until < form.date) return visitors.untilOrder;
  const lastDay = lagosDateTime(new Date(Date.now() + PASS_AHEAD_MAX_DAYS * DAY_MS)).date;
  return until > lastDay ? visitors.untilTooFar : undefined;
});

/** A whole number of people within the limits, in the server's words. */
export const peopleInRange: Validator = markRequired((value: unknown) => {
  const people = Number(value);
  const inRange =
    Number.isInteger(people) && people >= VISITOR_PEOPLE_MIN && people <= VISITOR_PEOPLE_MAX;
  return inRange
    ? undefined
    : { message: visitors.peopleRange, args: { min: VISITOR_PEOPLE_MIN, max: VISITOR_PEOPLE_MAX } };
});

/**
 * What `POST /api/Visitors/Passes` takes. A one-time visit ending at a time before its start ends
 * the next day (a party past midnight); a recurring pass's daily window is the same day.
 */
export function toPassPayload(data: Record<string, unknown>): CreatePassBody {
  const values = data as PassFormValues;
  const date = values.date ?? '';
  const validFrom = lagosInstant(date, values.validFrom ?? '');
  let validTo = lagosInstant(date, values.validTo ?? '');
  const recurring = values.recurring === true;
  if (!recurring && Date.parse(validTo) <= Date.parse(validFrom)) {
    validTo = new Date(Date.parse(validTo) + DAY_MS).toISOString();
  }
  const phone = orNull(values.visitorPhone);
  const days = (values.recurrence?.days ?? []).map(Number).sort((a, b) => a - b);
  return {
    ...(values.residentId != null ? { residentId: Number(values.residentId) } : {}),
    visitorName: (values.visitorName ?? '').trim(),
    visitorPhone: phone === null ? null : storedPhone(phone),
    validFrom,
    validTo,
    people: Number(values.people),
    vehiclePlate: orNull(values.vehiclePlate)?.toUpperCase() ?? null,
    recurrence: recurring ? { days, until: values.recurrence?.until ?? '' } : null,
  };
}

/** The toast of a blocked save: the first thing missing, in the server's words. */
export function missingText(values: Record<string, unknown>): string {
  const form = values as PassFormValues;
  if (blank(form.visitorName)) return visitors.visitorNameRequired;
  if (form.recurring && (form.recurrence?.days ?? []).length === 0) return visitors.daysRequired;
  return visitors.passIncomplete;
}
