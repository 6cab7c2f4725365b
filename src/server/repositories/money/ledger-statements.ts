/**
 * A resident's statement of account as it is read (issue 18, point 9): the resident with their
 * community, what they owed before a day (exact, summed by the database) and the entries that
 * changed what they owe in a range of days, oldest first. Part of the `ledger` repository.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerKind } from '../../db/schema/money.js';
import { changesOwed, exactKobo, total } from './ledger-sql.js';

export interface StatementResident {
  residentId: number;
  userId: number;
  fullName: string;
  address: string;
  communityId: number;
  communityName: string;
}

/** An entry of the statement, in kobo: + raised what the resident owes, - lowered it. */
export interface StatementEntry {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  kind: LedgerKind;
  description: string;
  transactionId: string;
  owedKobo: number;
}

export function ledgerStatements(db: Kysely<Database>) {
  return {
    /** The resident, if of `communityId` (null = any community). */
    async statementResident(
      residentId: number,
      communityId: number | null,
    ): Promise<StatementResident | null> {
      let query = db
        .selectFrom('residents')
        .innerJoin('communities', 'communities.id', 'residents.communityId')
        .leftJoin('addresses', 'addresses.id', 'residents.addressId')
        .select([
          'residents.id as residentId',
          'residents.userId',
          'residents.fullName',
          sql<string>`coalesce(addresses.address, '')`.as('address'),
          'residents.communityId',
          'communities.communityName',
        ])
        .where('residents.id', '=', residentId);
      if (communityId !== null) query = query.where('residents.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** What the resident owed before `day` (entries dated earlier), exactly. */
    async owedBefore(residentId: number, day: string): Promise<bigint> {
      const row = await db
        .selectFrom('ledgerEntries')
        .select(total(sql.ref('ledgerEntries.owedKobo')).as('kobo'))
        .where('ledgerEntries.residentId', '=', residentId)
        .where('ledgerEntries.entryDate', '<', day)
        .where(changesOwed)
        .executeTakeFirst();
      return exactKobo(row?.kobo);
    },

    /** The entries that changed what the resident owes, dated `from`..`to`, oldest first. */
    async statementEntries(
      residentId: number,
      from: string,
      to: string,
    ): Promise<StatementEntry[]> {
      const rows = await db
        .selectFrom('ledgerEntries')
        .select([
          'ledgerEntries.id',
          'ledgerEntries.entryDate as date',
          'ledgerEntries.kind',
          'ledgerEntries.description',
          'ledgerEntries.transactionId',
          'ledgerEntries.owedKobo',
        ])
        .where('ledgerEntries.residentId', '=', residentId)
        .where('ledgerEntries.entryDate', '>=', from)
        .where('ledgerEntries.entryDate', '<=', to)
        .where(changesOwed)
        .orderBy('ledgerEntries.entryDate')
        .orderBy('ledgerEntries.id')
        .execute();
      return rows.map((row) => ({ ...row, owedKobo: Number(row.owedKobo) }));
    },
  };
}
