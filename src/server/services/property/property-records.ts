/**
 * Small rules every property-record family (streets, addresses, apartment types, apartments)
 * shares: required text fields trimmed and checked for blanks, and deletes that refuse while the
 * record is still referenced.
 */
import { isBlank } from '../../../shared/validation.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';

/** The named text fields trimmed, or null when any of them is blank. */
export function filledText<T extends object, K extends keyof T>(
  body: T,
  fields: readonly K[],
): { [Field in K]: string } | null {
  const values = {} as { [Field in K]: string };
  for (const field of fields) {
    const value = body[field];
    if (isBlank(value)) return null;
    values[field] = (value as string).trim();
  }
  return values;
}

/** A repository whose records can be checked for dependants and deleted. */
export interface Deletable {
  /** Called first, inside the transaction: keeps dependants from appearing meanwhile. */
  lockForDelete?(id: number): Promise<void>;
  isInUse(id: number): Promise<boolean>;
  delete(id: number): Promise<boolean>;
}

export type DeleteOutcome = 'deleted' | 'inUse' | 'missing';

/**
 * Deletes the record unless something points at it, in one transaction. A foreign-key violation
 * (a dependant added between the check and the delete) also answers 'inUse'.
 */
export async function deleteUnlessInUse(
  repos: Repositories,
  family: (repositories: Repositories) => Deletable,
  id: number,
): Promise<DeleteOutcome> {
  try {
    return await repos.transaction(async (trx) => {
      const records = family(trx);
      await records.lockForDelete?.(id);
      if (await records.isInUse(id)) return 'inUse';
      return (await records.delete(id)) ? 'deleted' : 'missing';
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'inUse';
    throw error;
  }
}

/** A record just written, read back; its absence is a programming error, not a client's. */
export function readBack<T>(record: T | null): T {
  if (record === null) throw new Error('A saved record could not be read back');
  return record;
}

/**
 * Runs a write whose references (street, address, ...) `work` checks inside one transaction;
 * `work` answers null when a reference is not in the record's community. A foreign-key violation
 * (the referenced row deleted meanwhile) also answers null, so the caller refuses with 400.
 */
export async function writeWithReferences<T>(
  repos: Repositories,
  work: (repositories: Repositories) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await repos.transaction(work);
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}
