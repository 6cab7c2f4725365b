/**
 * Residents' payments over the ledger's months, by payer profile:
 * - prompt: each month's dues early in the month (a few a little later);
 * - advance: three or six months at a time, ahead;
 * - late: the arrears every two or three months, never yet for the current month;
 * - partial: part of the dues every month, so the debt grows;
 * - lapsed: prompt for a few months, then nothing;
 * - never: nothing.
 * Levies toward projects: plan-projects.ts.
 */
import type { Faker } from '@faker-js/faker';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/finance.js';
import { APARTMENT_TYPES } from './plan-property.js';
import { dateIn, roundToNaira, weighted } from './random.js';
import type { LedgerOperation, PlannedApartment, PlannedResident } from './types.js';

type Payment = Extract<LedgerOperation, { op: 'payment' }>;

const METHOD_WEIGHTS = {
  'Bank transfer': 55,
  Online: 15,
  Cash: 15,
  POS: 12,
  Cheque: 3,
} satisfies Record<PaymentMethod, number>;

/** A reference as each method's paper trail would show it ('' for most cash). */
export function referenceFor(faker: Faker, method: PaymentMethod): string {
  switch (method) {
    case 'Bank transfer':
      return `TRF${faker.string.numeric(12)}`;
    case 'Online':
      return `PSK-${faker.string.alphanumeric({ length: 10, casing: 'lower' })}`;
    case 'POS':
      return `RRN ${faker.string.numeric(12)}`;
    case 'Cheque':
      return `CHQ ${faker.string.numeric(8)}`;
    default:
      return faker.datatype.boolean(0.3) ? `Receipt ${faker.string.numeric(4)}` : '';
  }
}

export interface PaymentContext {
  months: string[];
  today: string;
  /** Gifts toward projects: they lower what the giver owes, so prompt payers pay less after. */
  gifts: Payment[];
}

export function planPayments(
  faker: Faker,
  residents: PlannedResident[],
  apartments: PlannedApartment[],
  context: PaymentContext,
): Payment[] {
  const { months, today, gifts } = context;
  const last = months.length - 1;
  const payments: Payment[] = [];
  const giftsByResident = new Map<number, Payment[]>();
  for (const gift of gifts) {
    giftsByResident.set(gift.resident, [...(giftsByResident.get(gift.resident) ?? []), gift]);
  }
  const giftsIn = (resident: number, month: string) =>
    (giftsByResident.get(resident) ?? [])
      .filter((gift) => gift.date.startsWith(month))
      .reduce((total, gift) => total + gift.amountKobo, 0);
  residents.forEach((resident, index) => {
    const fee = APARTMENT_TYPES[apartments[resident.apartment]!.apartmentType]!.feePerMonthKobo;
    const joinedMonth = resident.createdAt.slice(0, 7);
    const first = months.findIndex((month) => month >= joinedMonth);
    if (first === -1) return;
    const joined = resident.createdAt.slice(0, 10);
    const method: PaymentMethod = weighted(faker, METHOD_WEIGHTS);
    let paid = 0;
    const pay = (month: number, fromDay: number, toDay: number, amountKobo: number) => {
      const day = dateIn(months[month]!, faker.number.int({ min: fromDay, max: toDay }));
      const date = day < joined ? joined : day;
      if (date > today || amountKobo <= 0) return;
      // Most people keep to one way of paying.
      const how = faker.datatype.boolean(0.8)
        ? method
        : faker.helpers.arrayElement(PAYMENT_METHODS);
      const reference = referenceFor(faker, how);
      payments.push({
        op: 'payment',
        date,
        resident: index,
        amountKobo,
        method: how,
        reference,
        project: null,
      });
      paid += amountKobo;
    };
    const period = faker.helpers.arrayElement(resident.profile === 'advance' ? [3, 6] : [2, 3]);
    const lapseAfter = first + faker.number.int({ min: 2, max: 6 });
    for (let month = first; month <= last; month += 1) {
      paid += giftsIn(index, months[month]!);
      const due = (month - first + 1) * fee;
      // This month's dues, less any credit the resident has.
      const dues = Math.min(fee, due - paid);
      switch (resident.profile) {
        case 'prompt':
          if (faker.datatype.boolean(0.9)) pay(month, 1, 10, dues);
          else pay(month, 11, 26, dues);
          break;
        case 'advance':
          if ((month - first) % period === 0) pay(month, 1, 7, fee * period);
          break;
        case 'late':
          if ((month - first) % period === period - 1 && month < last)
            pay(month, 12, 28, due - paid);
          break;
        case 'partial':
          pay(month, 5, 25, roundToNaira(fee * faker.number.float({ min: 0.4, max: 0.8 }), 500));
          break;
        case 'lapsed':
          if (month < lapseAfter) pay(month, 1, 12, dues);
          break;
        case 'never':
          break;
      }
    }
  });
  return payments;
}
