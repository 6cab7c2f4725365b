/** Display rules both sides share (spec section 9; decisions.md, Name and constants). */
import { DATE_PATTERN, PAGE_SIZE } from './limits/index.js';

export { PAGE_SIZE };
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `(page-1)*10+1 - min(10*page, total) of total`, and `0 - 0 of 0` when empty. */
export function rangeLabel(page: number, total: number, pageSize = PAGE_SIZE): string {
  if (total <= 0) return '0 - 0 of 0';
  const start = (page - 1) * pageSize + 1;
  const end = Math.min(pageSize * page, total);
  return `${start} - ${end} of ${total}`;
}

/** Next is allowed only while page*size < total; previous only above page 1. */
export function canGoNext(page: number, total: number, pageSize = PAGE_SIZE): boolean {
  return page * pageSize < total;
}

export function canGoPrevious(page: number): boolean {
  return page > 1;
}

/** Mon-DD-YYYY, e.g. `Nov-21-2026`, read in UTC so every viewer sees the same day. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]}-${day}-${date.getUTCFullYear()}`;
}

/**
 * YYYY-MM-DD (ISO 8601), read in UTC like {@link formatDate}: the date of every CSV export, which
 * a spreadsheet reads as a date whatever its locale. '' for no date or an unreadable one.
 */
export function isoDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_PATTERN.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Mon-DD-YYYY HH:MM:SS UTC, e.g. `Nov-21-2026 14:05:09 UTC` (audit log times). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  if (day === '') return '';
  const time = (value instanceof Date ? value : new Date(value as string)).toISOString();
  return `${day} ${time.slice(11, 19)} UTC`;
}

const nairaFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Naira amount (a number with at most two decimals) as NGN currency in the en-NG locale. */
export function formatNaira(naira: number): string {
  return nairaFormatter.format(naira);
}

/** Integer kobo (storage) to naira (API edge). */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/**
 * Naira (API edge) to integer kobo. Returns null for anything that is not a finite number with at
 * most two decimals, so callers can refuse it instead of rounding money silently.
 */
export function nairaToKobo(naira: number): number | null {
  if (!Number.isFinite(naira)) return null;
  const kobo = Math.round(naira * 100);
  // naira * 100 carries the float error of its size (about 1e-5 kobo near the ₦1,000,000,000
  // cap), so the allowance grows with it; a third decimal is still 0.1 kobo off at the least.
  const allowance = Math.max(1e-6, Math.abs(naira * 100) * 8 * Number.EPSILON);
  if (Math.abs(kobo - naira * 100) > allowance) return null;
  if (!Number.isSafeInteger(kobo)) return null;
  return kobo;
}
