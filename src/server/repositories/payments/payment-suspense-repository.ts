/**
 * The suspense list (issue 18): successes we could not credit, and disputes, waiting for an
 * administrator. One item per (community, reference, reason), however many deliveries report it.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentSuspenseTable, SuspenseStatus } from '../../db/schema/payments.js';
import type { PagedList, Page } from '../../../shared/contract/paging.js';
import { fetchPage } from '../search.js';

export type SuspenseRow = Selectable<PaymentSuspenseTable>;

export interface NewSuspenseItem {
  communityId: number;
  provider: 'paystack';
  reason: PaymentSuspenseTable['reason'];
  reference: string;
  amountKobo: number;
  currency: string;
  payerEmail: string;
  paidAt: string;
  createdAt: string;
}

const withNumbers = (row: SuspenseRow): SuspenseRow => ({
  ...row,
  amountKobo: Number(row.amountKobo),
});

export function paymentSuspenseRepository(db: Kysely<Database>) {
  return {
    /** Opens an item; an item of the same reference and reason already there is kept as it is. */
    async open(item: NewSuspenseItem): Promise<void> {
      await db
        .insertInto('paymentSuspense')
        .values({ ...item, status: 'open' })
        .onConflict((conflict) =>
          conflict.columns(['communityId', 'reference', 'reason']).doNothing(),
        )
        .execute();
    },

    /** A community's items (null: every community), open first, newest first. */
    async list(communityId: number | null, page: Page): Promise<PagedList<SuspenseRow>> {
      let base = db.selectFrom('paymentSuspense');
      if (communityId !== null) base = base.where('communityId', '=', communityId);
      const list = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base
          .selectAll()
          .orderBy(sql`case when status = 'open' then 0 else 1 end`)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc'),
        page,
      );
      return { ...list, records: list.records.map(withNumbers) };
    },

    async find(id: number, communityId: number | null): Promise<SuspenseRow | null> {
      let query = db.selectFrom('paymentSuspense').selectAll().where('id', '=', id);
      if (communityId !== null) query = query.where('communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    async findByReference(communityId: number, reference: string): Promise<SuspenseRow[]> {
      const rows = await db
        .selectFrom('paymentSuspense')
        .selectAll()
        .where('communityId', '=', communityId)
        .where('reference', '=', reference)
        .execute();
      return rows.map(withNumbers);
    },

    /** Closes an open item; false when it was no longer open (closed meanwhile). */
    async close(
      id: number,
      status: Exclude<SuspenseStatus, 'open'>,
      closing: { entryId: number | null; resolvedAt: string; resolvedBy: number | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('paymentSuspense')
        .set({ status, ...closing })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
