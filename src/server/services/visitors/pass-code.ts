/**
 * A visitor pass's code (issue 21): 6 characters drawn from the unambiguous alphabet with the
 * cryptographic generator, so a code cannot be guessed from the ones before it. The index on
 * (community_id, code) decides uniqueness: a taken code is a unique violation at insert, and the
 * pass is written again with a new code (no check-then-insert race).
 */
import { randomInt } from 'node:crypto';
import { VISITOR_CODE_ATTEMPTS, VISITOR_CODE_LENGTH } from '../../../shared/limits/index.js';
import { VISITOR_CODE_ALPHABET } from '../../../shared/visitors.js';
import { isUniqueViolation } from '../../db/errors.js';

/** Where new codes come from (tests hand in a source that repeats one). */
export type CodeSource = () => string;

/** A new random code. */
export function newPassCode(): string {
  let code = '';
  for (let index = 0; index < VISITOR_CODE_LENGTH; index += 1) {
    code += VISITOR_CODE_ALPHABET[randomInt(VISITOR_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Runs `insert` with a new code until one is free in the community: a taken code (the unique
 * index's violation) draws another, at most VISITOR_CODE_ATTEMPTS times; any other error is
 * thrown as it is. With 26^6 codes a second draw is already rare.
 */
export async function withFreshCode<T>(
  insert: (code: string) => Promise<T>,
  codes: CodeSource = newPassCode,
): Promise<{ code: string; result: T }> {
  for (let attempt = 1; ; attempt += 1) {
    const code = codes();
    try {
      return { code, result: await insert(code) };
    } catch (error) {
      const taken = isUniqueViolation(error, 'visitor_passes', ['community_id', 'code']);
      if (!taken || attempt >= VISITOR_CODE_ATTEMPTS) throw error;
    }
  }
}
