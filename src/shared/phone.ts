/**
 * Nigerian phone numbers (issue 16, point 10), the one rule every form that takes a phone checks,
 * on both sides: `+234` or `0` followed by 10 digits, with spaces and dashes anywhere between
 * (`+234 803 123 4567`, `0803-123-4567`). They are stored in one form, the local `08031234567`
 * (identity.ts normalizePhone: sign-in looks accounts up in that form, so it stays), and shown
 * grouped as people read them: `0803 123 4567`.
 */
import { normalizePhone } from './identity.js';
import { NIGERIAN_PHONE_DIGITS } from './limits/index.js';
import { messages } from './messages.js';

/** The number once its spaces and dashes are gone: `+234` or `0`, then the digits. */
const NIGERIAN_PHONE = new RegExp(`^(?:\\+234|0)\\d{${NIGERIAN_PHONE_DIGITS}}$`);

/** True for a Nigerian number as typed: spaces and dashes are allowed, nothing else. */
export function isNigerianPhone(typed: string): boolean {
  return NIGERIAN_PHONE.test(typed.trim().replace(/[\s-]/g, ''));
}

/** The message for a phone that is not a Nigerian number, or null. */
export function phoneProblem(typed: string): string | null {
  return isNigerianPhone(typed) ? null : messages.phone.invalid;
}

/**
 * The same, except that a phone stored before the rule (issue 16) stays until it is changed: a
 * record saved again with its phone untouched is not refused for it.
 */
export function changedPhoneProblem(
  typed: string,
  saved: string | null | undefined,
): string | null {
  if (saved && normalizePhone(typed) === normalizePhone(saved)) return null;
  return phoneProblem(typed);
}

/** The stored form of a valid number: `+234 803 123-4567` → `08031234567`. */
export function storedPhone(typed: string): string {
  return normalizePhone(typed);
}

/** A stored number as people read it (`0803 123 4567`); any other text as it is. */
export function readablePhone(stored: string | null | undefined): string {
  const phone = stored ?? '';
  const local = /^(0\d{3})(\d{3})(\d{4})$/.exec(phone);
  return local ? `${local[1]} ${local[2]} ${local[3]}` : phone;
}
