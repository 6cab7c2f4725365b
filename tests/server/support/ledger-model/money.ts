/**
 * Money as the ledger properties compare it: integer kobo. Every amount the API answers must be a
 * whole number of kobo; these helpers turn naira into kobo and refuse anything else.
 */

/**
 * Naira from the API as integer kobo, failing unless it is a whole number of kobo: the value must
 * be exactly the number `kobo / 100` the server is meant to send (the contract: naira at the edge
 * = kobo / 100). This is stricter than |x*100 - round(x*100)| < 1e-9, which would also wrongly
 * refuse large exact amounts (x*100 carries up to half an ulp of error, ~1e-8 at 1e7 naira).
 */
export function kobo(naira: unknown, what: string): number {
  if (typeof naira !== 'number' || !Number.isFinite(naira)) {
    throw new Error(`${what}: ${String(naira)} is not a number`);
  }
  const whole = Math.round(naira * 100);
  if (!Number.isSafeInteger(whole) || whole / 100 !== naira) {
    throw new Error(`${what}: ${naira} is not a whole number of kobo`);
  }
  return whole;
}

export const naira = (amount: number) => amount / 100;
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Money properties of every answer; any number under one of these keys must be whole kobo. */
const MONEY_KEYS = new Set([
  'totalIncome',
  'totalExpenses',
  'availableBalance',
  'totalPendingPayments',
  'debAmount',
  'credAmount',
  'amount',
  'amountOwed',
  'amountRaised',
  'expended',
  'expendedAmount',
  'budget',
  'outStandingBalance',
  'income',
  'expenses',
  'totalCharged',
]);

/** Walks an answer and checks every money value in it (returns how many it saw). */
export function expectWholeKobo(value: unknown, where: string): number {
  if (Array.isArray(value)) {
    return sum(value.map((item, index) => expectWholeKobo(item, `${where}[${index}]`)));
  }
  if (value === null || typeof value !== 'object') return 0;
  let seen = 0;
  for (const [key, item] of Object.entries(value)) {
    if (MONEY_KEYS.has(key) && typeof item === 'number') {
      kobo(item, `${where}.${key}`);
      seen += 1;
    } else seen += expectWholeKobo(item, `${where}.${key}`);
  }
  return seen;
}
