/**
 * Form rules the spec states (section 5), written once: the client blocks with the message, the
 * server refuses with the same message in `{ message }`.
 */
import { messages } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

/** Password reset codes (decisions.md, Security): 4 characters from A–Z and 2–9. */
export const RESET_CODE_LENGTH = 4;
export const RESET_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

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

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Uploads (decisions.md, Security → Files): images and ID documents up to 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
