/**
 * The demo's gate (issue 21): a guard, and about two months of visitor passes and entries at a
 * real estate's pace (for 200 residents: ~150 passes over the last 60 days and the next 14, a few
 * of them recurring for domestic staff and artisans, and ~400 entries, some of them walk-ins).
 * The demo Member has passes of their own: their cleaner's, two past visits and two to come.
 * Times are Lagos (UTC+1) office and evening hours; every entry is before `today`, and the two
 * walk-ins of yesterday evening that were never checked out are still inside.
 */
import type { Faker } from '@faker-js/faker';
import { VISITOR_CODE_LENGTH } from '../../shared/limits/visitors.js';
import { VISITOR_CODE_ALPHABET } from '../../shared/visitors.js';
import { addDays, dateBetween, PHONES_PER_COMMUNITY, uniquePhone } from './random.js';
import type {
  PlannedEntry,
  PlannedGate,
  PlannedGuard,
  PlannedPass,
  PlannedResident,
} from './types.js';

/** How far back passes and entries go, and how far ahead passes are made. */
const PAST_DAYS = 60;
const AHEAD_DAYS = 14;
/** Per resident: passes and entries (200 residents: 150 and 400). */
const PASSES_PER_RESIDENT = 0.75;
const ENTRIES_PER_RESIDENT = 2;
/** Share of the passes that recur; of one-time passes, cancelled ones; of the rest, used ones. */
const RECURRING_SHARE = 0.08;
const CANCELLED_SHARE = 0.05;
const USED_SHARE = 0.85;
const LAGOS_HOURS = 1;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A Lagos date and time (hours, fractions allowed) as an ISO instant. */
function at(date: string, lagosHour: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (lagosHour - LAGOS_HOURS) * HOUR).toISOString();
}
const later = (instant: string, ms: number) => new Date(Date.parse(instant) + ms).toISOString();
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const minInstant = (a: string, b: string) => (a < b ? a : b);

/** Recurring visitors: who they are, the days and the hours they come (Lagos). */
const ROUTINES = [
  { days: [1, 2, 3, 4, 5], from: 7, to: 18 }, // a nanny or a housekeeper
  { days: [1, 3, 5], from: 8, to: 16 }, // a cleaner
  { days: [6], from: 9, to: 15 }, // a gardener or a pool man
] as const;

class Codes {
  private readonly taken = new Set<string>();
  constructor(private readonly faker: Faker) {}
  next(): string {
    for (;;) {
      const code = Array.from({ length: VISITOR_CODE_LENGTH }, () =>
        this.faker.helpers.arrayElement([...VISITOR_CODE_ALPHABET]),
      ).join('');
      if (!this.taken.has(code)) {
        this.taken.add(code);
        return code;
      }
    }
  }
}

function visitor(faker: Faker) {
  return {
    visitorName: faker.person.fullName(),
    visitorPhone: faker.datatype.boolean(0.8) ? `080${faker.string.numeric(8)}` : null,
  };
}

const plate = (faker: Faker) =>
  faker.datatype.boolean(0.4)
    ? `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(3)}${faker.string.alpha({ length: 2, casing: 'upper' })}`
    : null;

function oneTimePass(faker: Faker, code: string, host: number, day: string, today: string) {
  const from = at(day, faker.number.int({ min: 8, max: 18 }));
  const made = dateBetween(faker, addDays(day, -3), day < today ? day : addDays(today, -1));
  return {
    host,
    code,
    ...visitor(faker),
    validFrom: from,
    validTo: later(from, faker.number.int({ min: 3, max: 6 }) * HOUR),
    people: faker.helpers.weightedArrayElement([
      { value: 1, weight: 5 },
      { value: 2, weight: 3 },
      { value: 3, weight: 1 },
      { value: 4, weight: 1 },
    ]),
    vehiclePlate: plate(faker),
    recurrenceDays: [],
    recurrenceUntil: null,
    // Made in the days before (never after the window opens, nor after today).
    createdAt: minInstant(at(made, faker.number.int({ min: 7, max: 21 })), later(from, -HOUR)),
    cancelled: false,
  } satisfies PlannedPass;
}

function recurringPass(faker: Faker, code: string, host: number, today: string) {
  const routine = faker.helpers.arrayElement(ROUTINES);
  let first = addDays(today, -faker.number.int({ min: 40, max: PAST_DAYS }));
  while (!(routine.days as readonly number[]).includes(weekdayOf(first))) {
    first = addDays(first, 1);
  }
  const from = at(first, routine.from);
  return {
    host,
    code,
    ...visitor(faker),
    validFrom: from,
    validTo: at(first, routine.to),
    people: 1,
    vehiclePlate: null,
    recurrenceDays: [...routine.days],
    recurrenceUntil: addDays(today, faker.number.int({ min: 30, max: 120 })),
    createdAt: at(addDays(first, -1), 19),
    cancelled: false,
  } satisfies PlannedPass;
}

/** The visits on a pass: one for a used one-time pass, most covered days for a recurring one. */
function visitsOn(faker: Faker, pass: PlannedPass, index: number, today: string): PlannedEntry[] {
  const entry = (inAt: string, outAt: string | null): PlannedEntry => ({
    pass: index,
    host: pass.host,
    visitorName: pass.visitorName,
    visitorPhone: pass.visitorPhone,
    people: pass.people,
    vehiclePlate: pass.vehiclePlate,
    checkedInAt: inAt,
    checkedOutAt: outAt,
  });
  if (pass.cancelled) return [];
  if (pass.recurrenceDays.length === 0) {
    if (pass.validFrom.slice(0, 10) >= today || !faker.datatype.boolean(USED_SHARE)) return [];
    const inAt = later(pass.validFrom, faker.number.int({ min: 0, max: 120 }) * MINUTE);
    return [entry(inAt, later(inAt, faker.number.int({ min: 20, max: 180 }) * MINUTE))];
  }
  const entries: PlannedEntry[] = [];
  const dayShift = (day: string) =>
    Date.parse(`${day}T00:00:00Z`) - Date.parse(`${pass.validFrom.slice(0, 10)}T00:00:00Z`);
  for (let day = pass.validFrom.slice(0, 10); day < today; day = addDays(day, 1)) {
    if (!pass.recurrenceDays.includes(weekdayOf(day)) || !faker.datatype.boolean(0.9)) continue;
    const inAt = later(
      pass.validFrom,
      dayShift(day) + faker.number.int({ min: 0, max: 45 }) * MINUTE,
    );
    const outAt = later(
      pass.validTo,
      dayShift(day) - faker.number.int({ min: 0, max: 60 }) * MINUTE,
    );
    entries.push(entry(inAt, outAt));
  }
  return entries;
}

function walkIn(faker: Faker, host: number, day: string, stillInside: boolean): PlannedEntry {
  // Through the day; the two still inside came in yesterday evening.
  const hour = stillInside ? 20 : faker.number.int({ min: 8, max: 19 });
  const inAt = later(at(day, hour), faker.number.int({ min: 0, max: 59 }) * MINUTE);
  return {
    pass: null,
    host,
    ...visitor(faker),
    people: faker.helpers.arrayElement([1, 1, 1, 2]),
    vehiclePlate: plate(faker),
    checkedInAt: inAt,
    checkedOutAt: stillInside
      ? null
      : later(inAt, faker.number.int({ min: 15, max: 120 }) * MINUTE),
  };
}

/**
 * The guard: `guard@` the demo's domain. Their phone takes the slot after the community's (the
 * residents hold 0 .. residents - 1, the community `residents`); none when the slots run out.
 */
export function planGuard(
  faker: Faker,
  communityIndex: number,
  domain: string,
  residents: number,
): PlannedGuard {
  const slot = residents + 1;
  return {
    title: 'Mr',
    fullName: 'Musa Abubakar',
    email: `guard@${domain}`,
    mobileNumber: slot < PHONES_PER_COMMUNITY ? uniquePhone(faker, communityIndex, slot) : null,
  };
}

/**
 * The gate of a community of `residents` (hosts: residents who lived there before the first pass),
 * the demo Member (`member`, an index) among the hosts.
 */
export function planGate(
  faker: Faker,
  residents: PlannedResident[],
  member: number,
  today: string,
): PlannedGate {
  const start = addDays(today, -PAST_DAYS);
  const settled = residents.flatMap((resident, index) =>
    resident.createdAt.slice(0, 10) < addDays(start, -3) ? [index] : [],
  );
  const hosts = settled.length > 0 ? settled : [member];
  const codes = new Codes(faker);
  const count = Math.round(residents.length * PASSES_PER_RESIDENT);
  const recurring = Math.max(1, Math.round(count * RECURRING_SHARE));
  const passes: PlannedPass[] = [
    // The Member's: their cleaner, two past visits, two to come.
    recurringPass(faker, codes.next(), member, today),
    ...[-9, -2, 2, 6].map((days) =>
      oneTimePass(faker, codes.next(), member, addDays(today, days), today),
    ),
  ];
  for (let index = 1; index < recurring; index += 1) {
    passes.push(recurringPass(faker, codes.next(), faker.helpers.arrayElement(hosts), today));
  }
  while (passes.length < count) {
    const day = dateBetween(faker, start, addDays(today, AHEAD_DAYS));
    const pass = oneTimePass(faker, codes.next(), faker.helpers.arrayElement(hosts), day, today);
    passes.push({ ...pass, cancelled: faker.datatype.boolean(CANCELLED_SHARE) });
  }
  const onPasses = passes.flatMap((pass, index) => visitsOn(faker, pass, index, today));
  const target = Math.round(residents.length * ENTRIES_PER_RESIDENT);
  const walkIns = Math.max(Math.round(target * 0.15), target - onPasses.length);
  const yesterday = addDays(today, -1);
  const entries = [
    ...onPasses,
    ...Array.from({ length: walkIns }, (_, index) => {
      const inside = index < 2;
      const day = inside ? yesterday : dateBetween(faker, start, yesterday);
      return walkIn(faker, faker.helpers.arrayElement(hosts), day, inside);
    }),
  ].sort((a, b) => a.checkedInAt.localeCompare(b.checkedInAt));
  return { passes, entries };
}
