/**
 * Field validators for the dashboard's forms (spec section 5).
 *
 * Blank fields answer react-admin's 'ra.validation.required' (the field turns red and shows the
 * asterisk); `<CreatePage>` / `<EditPage>` then toast the form's one spec message instead of
 * react-admin's generic one. A validator that answers a text of its own (e.g. the fee's
 * `messages.apartmentType.invalidFee`) has that text toasted instead.
 *
 * - `requiredText`: non-empty after trimming (the spec's rule), marked required.
 * - `requiredCount`: a whole number >= 0 (buildings, apartments, rooms), marked required.
 * - `requiredNaira(message, tooLarge)`: a naira amount >= 0 with at most two decimals and at most
 *   MAX_AMOUNT_NAIRA, marked required.
 * - `requiredChoice`: a select/reference value (any non-empty value), marked required.
 * - `phoneNumber(saved)`: a filled phone is a Nigerian number (shared/phone.ts).
 * (A chosen file's size and type are checked as it is chosen: common/chosenFile.ts.)
 */
import type { Validator } from 'react-admin';
import { MAX_AMOUNT_NAIRA } from '../../../shared/finance';
import { nairaToKobo } from '../../../shared/format';
import { changedPhoneProblem } from '../../../shared/phone';
import { bankAccountNumberProblem, emailCharactersMessage } from '../../../shared/validation';

const REQUIRED = 'ra.validation.required';

/** react-admin shows the asterisk for validators carrying `isRequired`. */
export function markRequired(validator: Validator): Validator {
  return Object.assign(validator, { isRequired: true });
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

export const requiredText: Validator = markRequired((value: unknown) =>
  isEmpty(value) ? REQUIRED : undefined,
);

/**
 * An e-mail address that only looks like another (invisible characters, mixed alphabets, a
 * trailing dot) answers the server's own text (shared/validation.ts), before it is sent.
 */
export const emailCharacters: Validator = (value: unknown) =>
  typeof value === 'string' ? (emailCharactersMessage(value) ?? undefined) : undefined;

/**
 * A new bank account number is a NUBAN (issue 16: 10 digits, or empty), with the server's own
 * text; the `saved` one, stored before the rule, stays until it is changed, as on the server.
 */
export function newBankAccountNumber(saved: string | undefined): Validator {
  return (value: unknown) => {
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed === (saved ?? '').trim()) return undefined;
    return bankAccountNumberProblem(typed) ?? undefined;
  };
}

/**
 * A filled phone is a Nigerian number (issue 16: +234 or 0, then 10 digits; spaces and dashes
 * allowed), with the server's own text; blank passes (`requiredText` says so where one is
 * required). The `saved` one, stored before the rule, stays until it is changed, as on the server.
 */
export function phoneNumber(saved?: string | null): Validator {
  return (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return changedPhoneProblem(value, saved) ?? undefined;
  };
}

export const requiredChoice: Validator = markRequired((value: unknown) =>
  isEmpty(value) ? REQUIRED : undefined,
);

export const requiredCount: Validator = markRequired((value: unknown) => {
  if (isEmpty(value)) return REQUIRED;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? undefined : 'neighbourly.form.whole_number';
});

/** `tooLargeMessage` answers an amount above MAX_AMOUNT_NAIRA, the server's cap (issue 12). */
export function requiredNaira(invalidMessage: string, tooLargeMessage = invalidMessage): Validator {
  return markRequired((value: unknown) => {
    if (isEmpty(value)) return REQUIRED;
    const naira = Number(value);
    if (naira > MAX_AMOUNT_NAIRA) return tooLargeMessage;
    return naira >= 0 && nairaToKobo(naira) !== null ? undefined : invalidMessage;
  });
}

/** The text of a react-hook-form error set by a react-admin validator, or null. */
export function validatorMessage(message: unknown): string | null {
  if (typeof message !== 'string') return null;
  const prefix = '@@react-admin@@';
  if (!message.startsWith(prefix)) return message;
  try {
    const parsed = JSON.parse(message.slice(prefix.length)) as unknown;
    if (typeof parsed === 'string') return parsed;
    const inner = (parsed as { message?: unknown } | null)?.message;
    return typeof inner === 'string' ? inner : null;
  } catch {
    return null;
  }
}

/** True for react-admin's own validation keys, which the form's spec message replaces. */
export function isGenericValidation(message: string): boolean {
  return message.startsWith('ra.validation.');
}
