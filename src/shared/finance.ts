/**
 * Money rules both sides share (issue 5): payment methods, how a status is shown, the export file
 * names and CSV columns. Amounts cross the API as naira; see format.ts for kobo conversions.
 */
import type { PayStatus } from './contract/finance.js';
import { PRODUCT_NAME } from './messages.js';

export const PAYMENT_METHODS = ['Bank transfer', 'Cash', 'POS', 'Cheque', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The one cap on an amount (issue 12), named with the other limits. */
export { MAX_AMOUNT_NAIRA } from './limits/index.js';

/**
 * The largest total (kobo, either sign) the JSON edge answers as naira: every value with two
 * decimals up to 2^46 naira (₦70,368,744,177,664) is a JS number that prints back unchanged;
 * above it some are not, so the API refuses such a total instead of rounding money (the CSV
 * exports write any total exactly).
 */
export const MAX_EXACT_TOTAL_KOBO = 2n ** 46n * 100n;

/** Exact kobo (any size) as naira text with two decimals, e.g. `-1234.05`. */
export function koboText(kobo: bigint): string {
  const sign = kobo < 0n ? '-' : '';
  const whole = kobo < 0n ? -kobo : kobo;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

/** 'paid' (any case) is shown as Approved in the primary colour; anything else in the error colour. */
export function isPaid(status: string): boolean {
  return status.toLowerCase() === 'paid';
}

/** The status as screens and exports show it. */
export function statusLabel(status: PayStatus | string): string {
  if (isPaid(status)) return 'Approved';
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Download names of the finance exports. */
export const FINANCE_EXPORTS = {
  transactions: `${PRODUCT_NAME}_Transactions.csv`,
  wallet: `${PRODUCT_NAME}_Wallet.csv`,
  income: `${PRODUCT_NAME}_Income.csv`,
  expenses: `${PRODUCT_NAME}_Expenses.csv`,
  debtors: `${PRODUCT_NAME}_Debtors.csv`,
} as const;

/** CSV header lines, in the spec's column order. */
export const FINANCE_CSV_COLUMNS = {
  transactions: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
  wallet: ['Date', 'comId', 'redId', 'Description', 'TransId', 'DR', 'CR', 'Status'],
  income: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
  expenses: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
  debtors: ['Name', 'Address', 'Description', 'Principal ID', 'Amount Own'],
} as const;

/** `YYYY-MM` of a date, and the label a chart shows for it ('Jan'). */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    index
  ]!;
}

/** Today's date (YYYY-MM-DD) in Nigeria (West Africa Time, UTC+1, no daylight saving). */
export function todayInLagos(now: Date = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An advert's fee in naira: days × the section's price per day, 1 when the price is 0 (spec). */
export function advertAmount(numberOfDays: number, pricePerDay: number): number {
  // Through whole kobo, so 3 × ₦0.10 is ₦0.30 and not 0.30000000000000004.
  return (numberOfDays * Math.round((pricePerDay || 1) * 100)) / 100;
}
