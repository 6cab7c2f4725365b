/**
 * The ledger's online payments (issue 18): the payment a provider reference became (for a refund
 * or a dispute), and a community's online payments of a period (for reconciliation). Reads only;
 * the payment itself is written by services/payments/settle.ts or a suspense match.
 */
import type { Kysely } from 'kysely';
import type { Database, LedgerEntryRow } from '../../db/schema.js';
import { withNumbers } from '../money/ledger-payment-write.js';

export interface OnlineLedgerPayment {
  entryId: number;
  reference: string;
  amountKobo: number;
  entryDate: string;
  residentName: string;
}

export function onlineLedgerRepository(db: Kysely<Database>) {
  return {
    /** The payment whose provider reference is `reference`, in any community (it is unique). */
    async paymentOf(reference: string): Promise<LedgerEntryRow | null> {
      const row = await db
        .selectFrom('ledgerEntries')
        .selectAll()
        .where('providerReference', '=', reference)
        .where('kind', '=', 'payment')
        .executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    /** What was charged for the community's online reference (amount + fee); null if not its. */
    async chargeOf(communityId: number, reference: string): Promise<number | null> {
      const row = await db
        .selectFrom('onlinePayments')
        .select('chargeKobo')
        .where('communityId', '=', communityId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? Number(row.chargeKobo) : null;
    },

    /** The community's online payments dated `from`..`to` (YYYY-MM-DD), oldest first. */
    async paymentsBetween(
      communityId: number,
      from: string,
      to: string,
    ): Promise<OnlineLedgerPayment[]> {
      const rows = await db
        .selectFrom('ledgerEntries')
        .leftJoin('residents', 'residents.id', 'ledgerEntries.residentId')
        .select([
          'ledgerEntries.id as entryId',
          'ledgerEntries.providerReference as reference',
          'ledgerEntries.creditKobo as amountKobo',
          'ledgerEntries.entryDate as entryDate',
          'residents.fullName as residentName',
        ])
        .where('ledgerEntries.communityId', '=', communityId)
        .where('ledgerEntries.kind', '=', 'payment')
        .where('ledgerEntries.providerReference', 'is not', null)
        .where('ledgerEntries.entryDate', '>=', from)
        .where('ledgerEntries.entryDate', '<=', to)
        .orderBy('ledgerEntries.entryDate')
        .orderBy('ledgerEntries.id')
        .execute();
      return rows.map((row) => ({
        entryId: row.entryId,
        reference: row.reference ?? '',
        amountKobo: Number(row.amountKobo),
        entryDate: row.entryDate,
        residentName: row.residentName ?? '',
      }));
    },
  };
}
