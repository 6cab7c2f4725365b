/**
 * The demo generator's randomness and calendar: a seeded Faker with the Nigerian English locale
 * (names, states, phone formats), dates as YYYY-MM-DD text, money as integer kobo.
 */
import { Faker, base, en, en_NG } from '@faker-js/faker';

/** A Faker of its own (not the shared `fakerEN_NG`), so plans never disturb each other's seed. */
export function demoFaker(seed: number): Faker {
  return new Faker({ locale: [en_NG, en, base], seed });
}

export const naira = (amount: number) => Math.round(amount * 100);

/** Kobo rounded to a whole number of `stepNaira` naira (at least one step). */
export function roundToNaira(kobo: number, stepNaira: number): number {
  const step = stepNaira * 100;
  return Math.max(step, Math.round(kobo / step) * step);
}

/** One of the keys, with probability proportional to its weight. */
export function weighted<K extends string>(faker: Faker, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  return faker.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight })));
}

/** 'YYYY-MM' months, oldest first, the last being the month of `today`. */
export function monthsEnding(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

export function daysIn(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** The day of the month as a date, the day clamped to the month's length. */
export function dateIn(month: string, day: number): string {
  const clamped = Math.min(Math.max(1, day), daysIn(month));
  return `${month}-${String(clamped).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** An ISO timestamp on that date during Lagos office hours (08:00 to 18:59, UTC+1). */
export function timestampOn(faker: Faker, date: string): string {
  const hour = String(faker.number.int({ min: 7, max: 17 })).padStart(2, '0');
  const minute = String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0');
  return `${date}T${hour}:${minute}:00.000Z`;
}

/** A random date from `from` to `to` inclusive (YYYY-MM-DD); `to` when it is not after `from`. */
export function dateBetween(faker: Faker, from: string, to: string): string {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return days <= 0 ? to : addDays(from, faker.number.int({ min: 0, max: days }));
}

/** Room in the 7-digit subscriber part of a number for this many phones per community. */
export const PHONES_PER_COMMUNITY = 20_000;
const SUBSCRIBERS = 10_000_000;

/**
 * A Nigerian mobile number, normalised (0 + 10 digits), unique for each (community, slot): the
 * operator prefix comes from Faker, the last seven digits from a bijection of the slot, so no
 * two seeded accounts of any community ever share a number.
 */
export function uniquePhone(faker: Faker, communityIndex: number, slot: number): string {
  if (slot >= PHONES_PER_COMMUNITY) throw new Error('Too many phone numbers for one community');
  const serial = (communityIndex * PHONES_PER_COMMUNITY + slot) % SUBSCRIBERS;
  // 3_141_593 is coprime with 10^7, so multiplying permutes the serials.
  const subscriber = (serial * 3_141_593 + 4_862_019) % SUBSCRIBERS;
  const operator = faker.phone.number({ style: 'international' }).slice(4, 7); // +234 8xx
  return `0${operator}${String(subscriber).padStart(7, '0')}`;
}

/** `first.last@domain`, lower case, letters only; `taken` keeps them unique (…2, …3). */
export function emailFor(fullName: string, domain: string, taken: Set<string>): string {
  const parts = fullName
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const local = [parts[0], parts.at(-1)].filter(Boolean).join('.') || 'resident';
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}
