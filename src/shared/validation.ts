/**
 * Form rules the spec states (section 5), written once: the client blocks with the message, the
 * server refuses with the same message in `{ message }`.
 */
import { emailCharacterProblem, normalizeEmail } from './identity.js';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits/index.js';
import { messages } from './messages.js';

// The limits are named in ./limits; the forms' imports of them from here stay as they were.
export {
  MAX_UPLOAD_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
} from './limits/index.js';

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Returns the first required field that is blank, or null when all are filled. */
export function firstBlank<T extends object>(values: T, required: readonly (keyof T)[]) {
  return required.find((field) => isBlank(values[field])) ?? null;
}

/** Sign-up (client): community name and address only. */
export const SIGN_UP_CLIENT_REQUIRED = ['communityName', 'communityAddress'] as const;

/** Create community (server, and the dashboard's add-new form). */
export const CREATE_COMMUNITY_REQUIRED = [
  'communityName',
  'communityAddress',
  'street',
  'lga',
  'state',
  'country',
  'email',
  'fullName',
  'adminEmail',
  'adminPassword',
] as const;

/** Password reset codes (decisions.md, Security): RESET_CODE_LENGTH characters from A–Z and 2–9. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

/**
 * A bank account number (issue 16): NUBAN's 10 digits once trimmed, or empty (no bank details
 * yet). The profile form, the server's bank-details routes and the server's configuration read it.
 */
export function bankAccountNumberProblem(value: string): string | null {
  return BANK_ACCOUNT_NUMBER_PATTERN.test(value.trim())
    ? null
    : messages.profile.invalidBankAccount;
}

export function signInProblem(userUniqueId: string, password: string): string | null {
  return isBlank(userUniqueId) || isBlank(password) ? messages.signIn.required : null;
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;
  }
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message for an e-mail address that only looks like another (invisible characters, mixed
 * scripts, a trailing dot), or null; every form that takes an e-mail checks it, on both sides.
 */
export function emailCharactersMessage(value: string): string | null {
  const problem = emailCharacterProblem(value);
  return problem ? messages.identity[problem] : null;
}

/** What is wrong with an e-mail address: `invalid` for a bad shape, else the characters' message. */
export function emailProblem(value: string, invalid: string): string | null {
  // The characters first: a no-break space or a BOM would otherwise read as a bad shape.
  const characters = emailCharactersMessage(value);
  if (characters) return characters;
  return EMAIL_PATTERN.test(normalizeEmail(value)) ? null : invalid;
}

/** A well-formed e-mail address that looks like no other (see {@link emailProblem}). */
export function isEmail(value: string): boolean {
  return emailProblem(value, 'invalid') === null;
}
