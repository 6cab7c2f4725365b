/**
 * A few residents' adverts, one in each state a user meets (see services/adverts/adverts.ts
 * advertStatus): one that ran and expired, one running today, and one placed today whose fee is
 * not paid yet (Pending). Sections are the defaults every community starts with.
 */
import type { Faker } from '@faker-js/faker';
import { DEFAULT_ADVERT_SECTIONS } from '../services/adverts/advert-sections.js';
import { addDays, timestampOn } from './random.js';
import type { PlannedAdvert, PlannedResident } from './types.js';

/** Businesses residents advertise, with the colour of their banner. */
const BUSINESSES = [
  { kind: 'Pharmacy', colour: '#2e7d32' },
  { kind: 'Bakery', colour: '#ef6c00' },
  { kind: 'Laundry', colour: '#1565c0' },
  { kind: 'Car Wash', colour: '#00838f' },
  { kind: 'Hair Salon', colour: '#ad1457' },
  { kind: 'Mini Mart', colour: '#6a1b9a' },
];

/** When each advert was placed (days before today), started, ran, and whether it was paid. */
const TIMELINES = [
  { placedAgo: 60, startsAfter: 2, days: 30, paidAfter: 1 }, // Expired
  { placedAgo: 10, startsAfter: 3, days: 30, paidAfter: 1 }, // Active
  { placedAgo: 0, startsAfter: 3, days: 14, paidAfter: null }, // Pending: the fee is owed
];

export function planAdverts(
  faker: Faker,
  residents: PlannedResident[],
  today: string,
): PlannedAdvert[] {
  const businesses = faker.helpers.shuffle([...BUSINESSES]);
  return TIMELINES.flatMap((timeline, index) => {
    const placedOn = addDays(today, -timeline.placedAgo);
    // Only a resident who had joined by then could place it.
    const joined = residents.flatMap((resident, at) =>
      resident.createdAt.slice(0, 10) < placedOn ? [at] : [],
    );
    if (joined.length === 0) return [];
    const resident = faker.helpers.arrayElement(joined);
    const surname = residents[resident]!.fullName.split(' ').at(-1) ?? '';
    const { kind, colour } = businesses[index % businesses.length]!;
    return [
      {
        resident,
        name: `${surname} ${kind}`,
        section: index % DEFAULT_ADVERT_SECTIONS.length,
        placedAt: timestampOn(faker, placedOn),
        startDate: addDays(placedOn, timeline.startsAfter),
        numberOfDays: timeline.days,
        paidOn: timeline.paidAfter === null ? null : addDays(placedOn, timeline.paidAfter),
        colour,
      },
    ];
  });
}
