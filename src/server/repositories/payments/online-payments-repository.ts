/**
 * Payments started online (issue 18, point 2): the row written once Paystack has started it, its
 * settlement (paid with its ledger entry, failed, or in suspense) and what the return page and
 * the pay-now dialog read. Amounts in kobo; bigint columns come back as numbers.
 */
import { type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OnlinePaymentsTable } from '../../db/schema/payments.js';

export type OnlinePaymentRow = Selectable<OnlinePaymentsTable>;
export type NewOnlinePayment = Insertable<OnlinePaymentsTable>;

/** An online payment with what the return page names: the resident and the receipt. */
export interface OnlinePaymentView extends OnlinePaymentRow {
  residentName: string;
  residentUserId: number;
  receiptNumber: string | null;
}

/** Who a payment is for, as pay now checks it: their account and its e-mail. */
export interface Payer {
  residentId: number;
  userId: number;
  fullName: string;
  email: string | null;
}

const withNumbers = <T extends OnlinePaymentRow>(row: T): T => ({
  ...row,
  amountKobo: Number(row.amountKobo),
  feeKobo: Number(row.feeKobo),
  chargeKobo: Number(row.chargeKobo),
});

export function onlinePaymentsRepository(db: Kysely<Database>) {
  const payers = () =>
    db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .select([
        'residents.id as residentId',
        'residents.userId',
        'residents.fullName',
        'users.email',
      ]);
  return {
    async insert(payment: NewOnlinePayment): Promise<number> {
      const row = await db
        .insertInto('onlinePayments')
        .values(payment)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findByReference(
      communityId: number,
      reference: string,
    ): Promise<OnlinePaymentRow | null> {
      const row = await db
        .selectFrom('onlinePayments')
        .selectAll()
        .where('communityId', '=', communityId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    /** The payment of `reference` in `communityId` (null: any community) as the return page shows it. */
    async view(communityId: number | null, reference: string): Promise<OnlinePaymentView | null> {
      let query = db
        .selectFrom('onlinePayments')
        .innerJoin('residents', 'residents.id', 'onlinePayments.residentId')
        .leftJoin('receipts', 'receipts.entryId', 'onlinePayments.entryId')
        .selectAll('onlinePayments')
        .select([
          'residents.fullName as residentName',
          'residents.userId as residentUserId',
          'receipts.number as receiptNumber',
        ])
        .where('onlinePayments.reference', '=', reference);
      if (communityId !== null) query = query.where('onlinePayments.communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    /** Credited: its ledger payment. Once only (a row already paid is left as it is). */
    async markPaid(id: number, entryId: number, settledAt: string): Promise<void> {
      await db
        .updateTable('onlinePayments')
        .set({ status: 'paid', entryId, settledAt })
        .where('id', '=', id)
        .where('entryId', 'is', null)
        .execute();
    },

    /** Failed or in suspense; a payment already credited keeps its 'paid'. */
    async markUnpaid(id: number, status: 'failed' | 'suspense', settledAt: string): Promise<void> {
      await db
        .updateTable('onlinePayments')
        .set({ status, settledAt })
        .where('id', '=', id)
        .where('entryId', 'is', null)
        .where('status', 'in', status === 'failed' ? ['pending'] : ['pending', 'failed'])
        .execute();
    },

    /** A resident of the community, with their account's e-mail. */
    async payer(residentId: number, communityId: number): Promise<Payer | null> {
      const row = await payers()
        .where('residents.id', '=', residentId)
        .where('residents.communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The signed-in account's own resident record in the community, if any. */
    async ownPayer(userId: number, communityId: number): Promise<Payer | null> {
      const row = await payers()
        .where('residents.userId', '=', userId)
        .where('residents.communityId', '=', communityId)
        .orderBy('residents.id')
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
