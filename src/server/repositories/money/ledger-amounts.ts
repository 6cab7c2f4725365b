/**
 * The ledger's amounts other records show (issue 5 contract, "Derived figures"): projects' raised
 * and expended, residents' outstanding balance; one query for a whole page. Part of
 * `ledgerReports`.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  cashIn,
  cashOut,
  changesOwed,
  exactKobo,
  isExpense,
  isIncome,
  total,
} from './ledger-sql.js';

/**
 * What the resident in the outer query's `residentId` column owes (kobo as exact text, read with
 * `exactKobo`): a scalar subquery of the owed index, so that a resident's row, or a page of them,
 * carries its balance in the same statement instead of a second round trip.
 */
export function owedKoboOf(db: Kysely<Database>, residentId: 'residents.id') {
  return db
    .selectFrom('ledgerEntries')
    .select(total(sql.ref('ledgerEntries.owedKobo')).as('kobo'))
    .where('ledgerEntries.residentId', '=', sql.ref<number>(residentId))
    .where(changesOwed);
}

export function amountReads(db: Kysely<Database>) {
  return {
    /** Raised (income) and expended (expenses) per project, for the given projects. */
    async projectAmounts(
      projectIds: readonly number[],
    ): Promise<Map<number, { raisedKobo: bigint; expendedKobo: bigint }>> {
      const amounts = new Map<number, { raisedKobo: bigint; expendedKobo: bigint }>();
      if (projectIds.length === 0) return amounts;
      const rows = await db
        .selectFrom('ledgerEntries')
        .select([
          'ledgerEntries.projectId',
          total(cashIn, isIncome).as('raisedKobo'),
          total(cashOut, isExpense).as('expendedKobo'),
        ])
        .where('ledgerEntries.projectId', 'in', [...new Set(projectIds)])
        .groupBy('ledgerEntries.projectId')
        .execute();
      for (const row of rows) {
        if (row.projectId === null) continue;
        amounts.set(row.projectId, {
          raisedKobo: exactKobo(row.raisedKobo),
          expendedKobo: exactKobo(row.expendedKobo),
        });
      }
      return amounts;
    },

    /** What each of the given residents owes (kobo; absent = 0), from the owed index alone. */
    async owedOf(residentIds: readonly number[]): Promise<Map<number, bigint>> {
      const owed = new Map<number, bigint>();
      if (residentIds.length === 0) return owed;
      const rows = await db
        .selectFrom('ledgerEntries')
        .select(['ledgerEntries.residentId', total(sql.ref('ledgerEntries.owedKobo')).as('kobo')])
        .where('ledgerEntries.residentId', 'in', [...new Set(residentIds)])
        .where(changesOwed)
        .groupBy('ledgerEntries.residentId')
        .execute();
      for (const row of rows) {
        if (row.residentId !== null) owed.set(row.residentId, exactKobo(row.kobo));
      }
      return owed;
    },
  };
}
