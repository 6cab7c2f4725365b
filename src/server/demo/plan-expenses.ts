/**
 * The estate's running costs of every month (security, waste, diesel, repairs), scaled to the
 * estate's size (200 residents = 1). Projects' costs: plan-projects.ts.
 */
import type { Faker } from '@faker-js/faker';
import { monthLabel } from '../../shared/finance.js';
import { dateIn, naira, roundToNaira, weighted } from './random.js';
import type { LedgerOperation, PlannedStreet } from './types.js';

type Expense = Extract<LedgerOperation, { op: 'expense' }>;

/** Occasional repairs: what (on which street), and the cost range in naira. */
const REPAIRS: { describe: (street: string) => string; min: number; max: number }[] = [
  { describe: (street) => `Repair of street light on ${street}`, min: 15_000, max: 60_000 },
  { describe: () => 'Gate motor servicing', min: 25_000, max: 80_000 },
  { describe: () => 'Plumbing repairs at the gatehouse', min: 15_000, max: 45_000 },
  { describe: () => 'Generator servicing and oil change', min: 40_000, max: 120_000 },
  { describe: (street) => `Pothole patching on ${street}`, min: 80_000, max: 250_000 },
  { describe: (street) => `Grass cutting along ${street}`, min: 15_000, max: 40_000 },
];

const label = (month: string) => `${monthLabel(month)} ${month.slice(0, 4)}`;

/** The running costs of each month, dated when they are usually paid. */
export function planRunningCosts(
  faker: Faker,
  months: string[],
  streets: PlannedStreet[],
  scale: number,
  today: string,
): Expense[] {
  const expenses: Expense[] = [];
  const add = (date: string, amountKobo: number, description: string) => {
    if (date <= today)
      expenses.push({ op: 'expense', date, amountKobo, description, project: null });
  };
  const small = Math.max(0.3, scale);
  months.forEach((month, index) => {
    const salaries = index < months.length / 2 ? 350_000 : 380_000;
    add(
      dateIn(month, 27),
      roundToNaira(naira(salaries * scale), 1_000),
      `Security guards' salaries for ${label(month)}`,
    );
    add(
      dateIn(month, faker.number.int({ min: 5, max: 10 })),
      roundToNaira(naira(80_000 * scale), 500),
      `PSP waste collection for ${label(month)}`,
    );
    const litres = Math.max(25, Math.round(faker.number.int({ min: 120, max: 260 }) * scale));
    const pricePerLitre = 1_050 + Math.round((200 * index) / months.length);
    add(
      dateIn(month, faker.number.int({ min: 1, max: 25 })),
      naira(litres * pricePerLitre),
      `Diesel for the estate generator: ${litres} litres`,
    );
    const howMany = Number(weighted(faker, { '0': 4, '1': 5, '2': 1 }));
    for (const repair of faker.helpers.arrayElements(REPAIRS, howMany)) {
      const street = faker.helpers.arrayElement(streets).streetName;
      const cost = faker.number.int({ min: repair.min, max: repair.max }) * small;
      add(
        dateIn(month, faker.number.int({ min: 1, max: 28 })),
        roundToNaira(naira(cost), 500),
        repair.describe(street),
      );
    }
  });
  return expenses;
}
