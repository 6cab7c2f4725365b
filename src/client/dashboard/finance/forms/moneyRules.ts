/**
 * The finance forms' client checks, the same rules the server applies (contract, Writes): an
 * amount is naira above zero with at most two decimals (nairaToKobo) and at most MAX_AMOUNT_NAIRA;
 * a date or month is not in the future (Lagos time). Each check answers the key of the message
 * to show, or null when the value may be sent; the react-admin validators below show it on the
 * field (a blank field says react-admin's 'Required' there, the form's toast the spec's text).
 */
import type { Validator } from 'react-admin';
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../../shared/finance';
import { nairaToKobo } from '../../../../shared/format';
import { DATE_FLOOR, DATE_PATTERN, MONTH_PATTERN } from '../../../../shared/limits';
import { isBlank } from '../../../../shared/validation';
import { markRequired } from '../../common/validators';

export const REQUIRED = 'neighbourly.financeForms.required';
export const INVALID_AMOUNT = 'neighbourly.financeForms.invalidAmount';
/** 'The amount may not exceed ₦1,000,000,000' (messages.finance.amountTooLarge). */
export const AMOUNT_TOO_LARGE = 'neighbourly.financeForms.amountTooLarge';
export const INVALID_DATE = 'neighbourly.financeForms.invalidDate';
export const INVALID_MONTH = 'neighbourly.financeForms.invalidMonth';

/** Digits with optional thousands commas and decimals, as people type money. */
const AMOUNT_PATTERN = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/;

/** The naira a user typed ('5,000.50' -> 5000.5), or null when it is not a valid amount. */
export function parseNaira(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const naira = Number(trimmed.replaceAll(',', ''));
  if (!(naira > 0) || naira > MAX_AMOUNT_NAIRA || nairaToKobo(naira) === null) return null;
  return naira;
}

/** True when `text` is a well-formed amount above the cap (MAX_AMOUNT_NAIRA). */
export function aboveCap(text: string): boolean {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) && Number(trimmed.replaceAll(',', '')) > MAX_AMOUNT_NAIRA;
}

export function amountProblem(text: string): string | null {
  if (isBlank(text)) return REQUIRED;
  if (aboveCap(text)) return AMOUNT_TOO_LARGE;
  return parseNaira(text) === null ? INVALID_AMOUNT : null;
}

/** A YYYY-MM-DD from a date input: not before DATE_FLOOR (the server's floor), not after today. */
export function dateProblem(date: string, today = todayInLagos()): string | null {
  if (isBlank(date)) return REQUIRED;
  if (!DATE_PATTERN.test(date)) return INVALID_DATE;
  return date < DATE_FLOOR || date > today ? INVALID_DATE : null;
}

/** A YYYY-MM from a month input, not after the current month in Lagos. */
export function monthProblem(month: string, today = todayInLagos()): string | null {
  if (isBlank(month)) return REQUIRED;
  if (!MONTH_PATTERN.test(month)) return INVALID_MONTH;
  return month > today.slice(0, 7) ? INVALID_MONTH : null;
}

/** A required field's validator from a check: blank is react-admin's 'Required'. */
function requiredBy(check: (text: string) => string | null): Validator {
  return markRequired((value: unknown) =>
    isBlank(value) ? 'ra.validation.required' : (check(String(value)) ?? undefined),
  );
}

/** The amount field: naira above zero, at most two decimals, at most the cap. */
export const nairaAmount: Validator = requiredBy(amountProblem);

/** A business date: from DATE_FLOOR up to today in Lagos. */
export const businessDate = (today = todayInLagos()): Validator =>
  requiredBy((date) => dateProblem(date, today));

/** A month to bill: not after the current Lagos month. */
export const billableMonth = (today = todayInLagos()): Validator =>
  requiredBy((month) => monthProblem(month, today));

/** A field the spec asks for with its own message when blank (a reversal's reason). */
export const filledWith = (message: string): Validator =>
  markRequired((value: unknown) => (isBlank(value) ? message : undefined));
