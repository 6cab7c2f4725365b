/**
 * Our online payment reference (issue 18): `NBP-` and 16 random characters of an alphabet without
 * look-alikes (no 0/O, 1/I/L), so a payer can read it out; 80 bits, so it is never guessed and
 * never repeats in practice (the column is unique besides).
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_CHARACTERS = 16;

export function newOnlineReference(): string {
  let reference = 'NBP-';
  // Rejection sampling: bytes past the last whole multiple of the alphabet are drawn again.
  const limit = 256 - (256 % ALPHABET.length);
  while (reference.length < 'NBP-'.length + RANDOM_CHARACTERS) {
    for (const byte of randomBytes(RANDOM_CHARACTERS)) {
      if (byte < limit && reference.length < 'NBP-'.length + RANDOM_CHARACTERS) {
        reference += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return reference;
}
