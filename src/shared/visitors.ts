/**
 * The gate (issue 21): visitor passes, their codes and what the guard's check answers. Plain values,
 * read by the server (rules, contract) and the dashboard (labels, the console).
 */
import { VISITOR_CODE_LENGTH } from './limits/visitors.js';

/**
 * The letters and digits of a pass code: none that a guard could misread on a phone in sunlight
 * or a visitor mistype (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
 */
export const VISITOR_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY346789';

/** A code as a guard may type it: spaces, dashes and case do not matter. */
export function normaliseVisitorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the (normalised) text has the shape of a code; anything else is a wrong code. */
export function looksLikeVisitorCode(code: string): boolean {
  return (
    code.length === VISITOR_CODE_LENGTH &&
    [...code].every((character) => VISITOR_CODE_ALPHABET.includes(character))
  );
}

/** A pass's state as lists show it (expired: its last window has ended). */
export const PASS_STATUSES = ['active', 'used', 'cancelled', 'expired'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/**
 * Why the check says no. `unknown`: no live pass of this community has the code (a code of
 * another community answers exactly the same); `inside`: the visitor is checked in now (the answer
 * carries the pass so the guard can check them out); `not-today`: a recurring pass on a day it
 * does not cover.
 */
export const CHECK_REASONS = [
  'unknown',
  'not-yet-valid',
  'expired',
  'cancelled',
  'used',
  'inside',
  'not-today',
] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** Days of the week as recurrence names them: 0 is Sunday, as JavaScript's getDay(). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** How an entry of the log came: on a pass, or a walk-in the guard wrote down. */
export const ENTRY_KINDS = ['pass', 'walk-in'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
