/**
 * What the ledger's writes read besides the ledger (issue 5): the residents billing charges, the
 * residents and projects a payment or expense names, and whether the ledger names a resident or
 * an account (which keeps them from being deleted). Part of the `ledger` repository.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A resident billing charges: the fee of their apartment type, in kobo. */
export interface ResidentToBill {
  residentId: number;
  fullName: string;
  /** The apartment type's type, e.g. '2 bedroom'. */
  apartmentType: string;
  feeKobo: number;
}

export function ledgerReferences(db: Kysely<Database>) {
  return {
    /**
     * Residents of the community registered before `before` (an ISO date; `created_at` is ISO
     * UTC, so text order is time order) whose apartment type has a monthly fee; by id.
     */
    async residentsToBill(communityId: number, before: string): Promise<ResidentToBill[]> {
      const rows = await db
        .selectFrom('residents')
        .innerJoin('apartmentTypes', 'apartmentTypes.id', 'residents.apartmentTypeId')
        .select([
          'residents.id as residentId',
          'residents.fullName',
          'apartmentTypes.type as apartmentType',
          'apartmentTypes.feePerMonthKobo as feeKobo',
        ])
        .where('residents.communityId', '=', communityId)
        .where('residents.createdAt', '<', before)
        .where('apartmentTypes.feePerMonthKobo', '>', 0)
        .orderBy('residents.id')
        .execute();
      return rows.map((row) => ({ ...row, feeKobo: Number(row.feeKobo) }));
    },

    /** The resident's name, if the resident belongs to the community. */
    async residentOf(
      residentId: number,
      communityId: number,
    ): Promise<{ fullName: string } | null> {
      const row = await db
        .selectFrom('residents')
        .select('fullName')
        .where('id', '=', residentId)
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The project's name, if the project belongs to the community. */
    async projectOf(
      projectId: number,
      communityId: number,
    ): Promise<{ projectName: string } | null> {
      const row = await db
        .selectFrom('projects')
        .select('projectName')
        .where('id', '=', projectId)
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** True while the ledger holds entries of the resident (they cannot be deleted then). */
    async hasEntriesForResident(residentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('ledgerEntries')
        .select('id')
        .where('residentId', '=', residentId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when the account recorded ledger entries (`created_by` keeps it from being deleted). */
    async hasEntriesCreatedBy(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('ledgerEntries')
        .select('id')
        .where('createdBy', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
