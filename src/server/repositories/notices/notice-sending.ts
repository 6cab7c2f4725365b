/**
 * Sending a notice's deliveries (issue 19, point 4): a batch's still-queued deliveries with what
 * rendering them needs, and their status changes. Each change is guarded by `status = 'queued'`,
 * so a batch that runs again (a retry, a restart) never sends or counts a delivery twice.
 */
import type { Kysely } from 'kysely';
import type { DeliveryReason } from '../../../shared/notices.js';
import type { Database } from '../../db/schema.js';

export function noticeSending(db: Kysely<Database>) {
  const now = () => new Date().toISOString();
  return {
    /** The batch's deliveries still queued, in id order, with the notice and the recipient. */
    async queued(noticeId: number, deliveryIds: number[]) {
      if (deliveryIds.length === 0) return [];
      return db
        .selectFrom('noticeDeliveries')
        .innerJoin('notices', 'notices.id', 'noticeDeliveries.noticeId')
        .innerJoin('communities', 'communities.id', 'notices.communityId')
        .innerJoin('residents', 'residents.id', 'noticeDeliveries.residentId')
        .innerJoin('noticeRecipients', (join) =>
          join
            .onRef('noticeRecipients.noticeId', '=', 'noticeDeliveries.noticeId')
            .onRef('noticeRecipients.residentId', '=', 'noticeDeliveries.residentId'),
        )
        .select([
          'noticeDeliveries.id',
          'noticeDeliveries.channel',
          'noticeDeliveries.address',
          'notices.kind',
          'notices.title',
          'notices.body',
          'notices.communityId',
          'communities.communityName',
          'residents.fullName',
          'noticeRecipients.detail',
        ])
        .where('noticeDeliveries.noticeId', '=', noticeId)
        .where('noticeDeliveries.id', 'in', deliveryIds)
        .where('noticeDeliveries.status', '=', 'queued')
        .orderBy('noticeDeliveries.id')
        .execute();
    },

    /** Marks a delivery sent; false when it was no longer queued. */
    async markSent(id: number): Promise<boolean> {
      const result = await db
        .updateTable('noticeDeliveries')
        .set((eb) => ({ status: 'sent', updatedAt: now(), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks these (still queued) deliveries failed for good, with the reason. */
    async markFailed(ids: number[], reason: DeliveryReason): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('noticeDeliveries')
        .set((eb) => ({
          status: 'failed',
          reason,
          updatedAt: now(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', ids)
        .where('status', '=', 'queued')
        .execute();
    },

    /** Counts a failed attempt on these (still queued) deliveries: they wait for the retry. */
    async addAttempt(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('noticeDeliveries')
        .set((eb) => ({ updatedAt: now(), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .where('status', '=', 'queued')
        .execute();
    },

    /** Whether the community takes payments online (a reminder then carries the pay link). */
    async takesPayments(communityId: number): Promise<boolean> {
      const row = await db
        .selectFrom('paymentSettings')
        .select('communityId')
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type QueuedDelivery = Awaited<
  ReturnType<ReturnType<typeof noticeSending>['queued']>
>[number];
