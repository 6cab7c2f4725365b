/**
 * Password reset codes (decisions.md, Security → Reset code): 4 characters from A–Z and 2–9,
 * drawn with the crypto RNG, stored as HMAC-SHA256 under a random per-code salt. A code this
 * short cannot be protected by hashing alone (all 1.3 million codes hash in a moment); what
 * protects it is that it lives 10 minutes, allows 5 tries and is replaced by the next one.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_ALPHABET, RESET_CODE_LENGTH } from '../../../shared/validation.js';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Checks allowed per code (the right one included); the fifth ends it. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Codes an account may be sent per rolling hour. */
export const RESET_CODES_PER_HOUR = 5;
export const RESET_CODE_WINDOW_MS = 60 * 60 * 1000;

/** A new code, e.g. `K7QD`. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i += 1) {
    code += RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)];
  }
  return code;
}

/** A code as typed (any case, spaces around) in the form it was issued, or null if it cannot be one. */
export function normalizeResetCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code.length !== RESET_CODE_LENGTH) return null;
  return [...code].every((character) => RESET_CODE_ALPHABET.includes(character)) ? code : null;
}

export interface HashedResetCode {
  codeHash: string;
  salt: string;
}

function hmac(code: string, salt: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(code, 'utf8').digest();
}

/** The stored form of a code: its HMAC under a new random salt. */
export function hashResetCode(code: string): HashedResetCode {
  const salt = randomBytes(16).toString('hex');
  return { codeHash: hmac(code, salt).toString('hex'), salt };
}

/** True when `code` is the one stored as `stored` (constant-time comparison). */
export function resetCodeMatches(code: string, stored: HashedResetCode): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = hmac(code, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
