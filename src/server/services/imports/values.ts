/**
 * A spreadsheet cell's text read as a date or an amount (issue 17, point 4): the spellings
 * committees' sheets use, checked strictly, so that a typo is an error on its row rather than a
 * wrong date or sum in the ledger.
 */
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import {
  DATE_PATTERN,
  DAY_FIRST_DATE_PATTERN,
  DAY_MONTH_NAME_DATE_PATTERN,
  EXCEL_EPOCH_UTC_MS,
  EXCEL_SERIAL_DAY_PATTERN,
  MAX_AMOUNT_NAIRA,
  MONTH_NAME_FIRST_DATE_PATTERN,
  MONTH_NAME_MIN_LETTERS,
  NAIRA_PREFIX_PATTERN,
  NAIRA_TEXT_PATTERN,
  PARENTHESISED_PATTERN,
} from '../../../shared/limits/index.js';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAY_MS = 24 * 60 * 60 * 1000;
const KOBO_PER_NAIRA = 100;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of the parts when they make a real calendar day, else null. */
function calendarDay(year: string, month: number, day: string): string | null {
  const text = `${year}-${twoDigits(month)}-${twoDigits(Number(day))}`;
  return isCalendarDate(text) ? text : null;
}

/** 1 to 12 for a month's English name or its first letters (Nov, sept), else 0. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  if (lower.length < MONTH_NAME_MIN_LETTERS) return 0;
  return MONTH_NAMES.findIndex((full) => full.startsWith(lower)) + 1;
}

/** The day of a month written by name (Nov, November), or null. */
function namedMonthDay(year: string, name: string, day: string): string | null {
  const month = monthNumber(name);
  return month === 0 ? null : calendarDay(year, month, day);
}

/**
 * The day a cell names, as YYYY-MM-DD, or null: 2026-11-25, 25/11/2026 (day first), Nov-25-2026
 * or 25-Nov-2026 (a month's name), or an Excel serial day such as 46351 (a date cell read as a
 * number somewhere on its way).
 */
export function parseImportDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = DATE_PATTERN.exec(trimmed);
  if (iso) return isCalendarDate(trimmed) ? trimmed : null;
  const dayFirst = DAY_FIRST_DATE_PATTERN.exec(trimmed);
  if (dayFirst) {
    const [, day = '', , month = '', year = ''] = dayFirst;
    return calendarDay(year, Number(month), day);
  }
  const nameFirst = MONTH_NAME_FIRST_DATE_PATTERN.exec(trimmed);
  if (nameFirst) {
    const [, name = '', day = '', year = ''] = nameFirst;
    return namedMonthDay(year, name, day);
  }
  const nameSecond = DAY_MONTH_NAME_DATE_PATTERN.exec(trimmed);
  if (nameSecond) {
    const [, day = '', name = '', year = ''] = nameSecond;
    return namedMonthDay(year, name, day);
  }
  if (EXCEL_SERIAL_DAY_PATTERN.test(trimmed)) {
    return new Date(EXCEL_EPOCH_UTC_MS + Number(trimmed) * DAY_MS).toISOString().slice(0, 10);
  }
  return null;
}

/** The amount and whether it is written as a negative: -2,500, (2,500), ₦-2,500, -₦2,500. */
function signed(text: string): { negative: boolean; rest: string } {
  const inParentheses = PARENTHESISED_PATTERN.exec(text);
  if (inParentheses) return { negative: true, rest: (inParentheses[1] ?? '').trim() };
  if (text.startsWith('-')) return { negative: true, rest: text.slice(1).trim() };
  return { negative: false, rest: text };
}

/**
 * An amount in naira as typed, in whole kobo, or null: 15000, 15,000, ₦15,000.50, NGN 15,000,
 * N15,000, -2,500 or (2,500). Thousands commas only in whole groups (1,50,000 is refused), at
 * most two decimals, and no more than MAX_AMOUNT_NAIRA either way. The digits are read, not
 * multiplied as a float, so 0.29 naira is exactly 29 kobo.
 */
export function parseNairaAmount(text: string): number | null {
  const outer = signed(text.trim());
  const number = signed(outer.rest.replace(NAIRA_PREFIX_PATTERN, ''));
  if (outer.negative && number.negative) return null;
  const match = NAIRA_TEXT_PATTERN.exec(number.rest);
  if (!match) return null;
  const [, whole = '', decimals = ''] = match;
  const naira = Number(whole.replaceAll(',', ''));
  const kobo = naira * KOBO_PER_NAIRA + Number(decimals.padEnd(2, '0'));
  if (kobo > MAX_AMOUNT_NAIRA * KOBO_PER_NAIRA) return null;
  return outer.negative || number.negative ? -kobo || 0 : kobo;
}
