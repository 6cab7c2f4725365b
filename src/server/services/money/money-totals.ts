/**
 * Totals at the JSON edge (issue 12). The database sums kobo exactly and repositories carry the
 * totals as bigint; only here do they become naira numbers. A total beyond MAX_EXACT_TOTAL_KOBO
 * could not be written exactly as a JSON number a browser reads back, so it is refused (422 with
 * messages.finance.totalTooLarge) rather than rounded; the CSV exports write it exactly.
 */
import { MAX_EXACT_TOTAL_KOBO } from '../../../shared/finance.js';
import { messages } from '../../../shared/messages.js';
import { Refusal } from '../refusal.js';

/** Exact kobo as naira for an answer, or 422 when the naira would not be exact. */
export function totalNaira(kobo: bigint): number {
  if (kobo > MAX_EXACT_TOTAL_KOBO || kobo < -MAX_EXACT_TOTAL_KOBO) {
    throw new Refusal('unprocessable', messages.finance.totalTooLarge);
  }
  // Exact: the kobo are a safe integer and the division is correctly rounded, so the number is
  // the one closest to the two-decimal naira and prints as it.
  return Number(kobo) / 100;
}
