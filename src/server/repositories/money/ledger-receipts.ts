/**
 * A payment's receipt as it is read (issue 18, point 8): the entry with its number (allocated with
 * it by the ledger's insert trigger, migration 014), the payer and their account, the community's
 * name, and whether the payment has been reversed since. Part of the `ledger` repository.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ReceiptRecord {
  entryId: number;
  communityId: number;
  communityName: string;
  receiptNumber: string;
  residentId: number;
  payerName: string;
  /** The payer's account: who may download it besides administrators, and where it is mailed. */
  payerUserId: number;
  payerEmail: string | null;
  amountKobo: number;
  /** YYYY-MM-DD */
  paymentDate: string;
  method: string;
  reference: string;
  transactionId: string;
  description: string;
  /** True once a reversal names the payment: its receipt is void. */
  reversed: boolean;
}

export function ledgerReceipts(db: Kysely<Database>) {
  return {
    /** A payment's receipt, if it is a payment of `communityId` (null = any community). */
    async findReceipt(entryId: number, communityId: number | null): Promise<ReceiptRecord | null> {
      let query = db
        .selectFrom('ledgerEntries as entry')
        .innerJoin('receipts', 'receipts.entryId', 'entry.id')
        .innerJoin('residents', 'residents.id', 'entry.residentId')
        .innerJoin('users', 'users.id', 'residents.userId')
        .innerJoin('communities', 'communities.id', 'entry.communityId')
        .select([
          'entry.id as entryId',
          'entry.communityId',
          'communities.communityName',
          'receipts.number as receiptNumber',
          'residents.id as residentId',
          'residents.fullName as payerName',
          'users.id as payerUserId',
          'users.email as payerEmail',
          'entry.creditKobo as amountKobo',
          'entry.entryDate as paymentDate',
          'entry.method',
          'entry.reference',
          'entry.transactionId',
          'entry.description',
          sql<number>`(select count(*) from ledger_entries reversal
            where reversal.reverses_entry_id = entry.id)`.as('reversals'),
        ])
        .where('entry.id', '=', entryId)
        .where('entry.kind', '=', 'payment');
      if (communityId !== null) query = query.where('entry.communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const { reversals, ...receipt } = row;
      return {
        ...receipt,
        amountKobo: Number(receipt.amountKobo),
        reversed: Number(reversals) > 0,
      };
    },
  };
}
