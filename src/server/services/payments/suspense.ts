/**
 * The suspense list (issue 18, point 5): what Paystack reports that we could not credit (an
 * amount or currency other than started, a reference we never issued, a partial refund) and
 * disputes. An administrator of the community reads it; the Admin closes an item: `match`
 * records the ledger payment for a resident of the same community, with the item's reference as
 * the payment's provider reference (unique, so exactly once), `refunded` and `resolved` close it.
 */
import type { LedgerEntryRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { SuspenseRow } from '../../repositories/payments/payment-suspense-repository.js';
import type { SuspenseItem, SuspenseResolveBody } from '../../../shared/contract/payments.js';
import { todayInLagos } from '../../../shared/finance.js';
import { koboToNaira } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import { AUDIT_ACTIONS, auditOperation } from '../audit/audit.js';
import { paymentEntry, wrongCommunity, type Actor } from '../money/ledger-entries.js';
import { Refusal } from '../refusal.js';

const { suspense } = messages;

export function toSuspenseItem(row: SuspenseRow): SuspenseItem {
  return {
    id: row.id,
    reason: row.reason,
    reasonText: suspense.reasons[row.reason],
    reference: row.reference,
    amount: koboToNaira(row.amountKobo),
    currency: row.currency,
    payerEmail: row.payerEmail,
    paidAt: row.paidAt,
    status: row.status,
    entryId: row.entryId,
    createdAt: row.createdAt,
  };
}

const notOpen = () => new Refusal('conflict', suspense.notOpen);

async function match(
  repos: Repositories,
  actor: Actor,
  item: SuspenseRow,
  residentId: number,
): Promise<LedgerEntryRow> {
  return repos.transaction(async (trx) => {
    if (!(await trx.ledger.residentOf(residentId, actor.communityId))) throw wrongCommunity();
    const entry = await trx.ledger.insertEntry({
      ...paymentEntry(actor, {
        residentId,
        projectId: null,
        amountKobo: item.amountKobo,
        paymentDate: todayInLagos(),
        method: 'Online',
        reference: item.reference,
        description: `Online payment ${item.reference} (matched from suspense)`,
      }),
      providerReference: item.reference,
    });
    const closing = { entryId: entry.id, resolvedAt: new Date().toISOString() };
    // A payment we started (its amount differed): paid now, so its return page shows the receipt.
    const started = await trx.onlinePayments.findByReference(actor.communityId, item.reference);
    if (started) await trx.onlinePayments.markPaid(started.id, entry.id, closing.resolvedAt);
    if (
      !(await trx.paymentSuspense.close(item.id, 'matched', {
        ...closing,
        resolvedBy: actor.userId,
      }))
    ) {
      throw notOpen();
    }
    await auditOperation(trx, actor, {
      action: AUDIT_ACTIONS.payment,
      target: `payment ${entry.transactionId} (suspense ${item.reference})`,
    });
    return entry;
  });
}

/**
 * Closes an open item of the actor's community: 404 when missing or another community's, 409
 * when closed already (also when a concurrent close wins), 400 on residentId for a match without
 * one. A match answers the payment it recorded (its receipt is then e-mailed by the caller).
 */
export async function resolveSuspense(
  repos: Repositories,
  actor: Actor,
  id: number,
  body: SuspenseResolveBody,
): Promise<{ item: SuspenseItem; entry: LedgerEntryRow | null }> {
  const item = await repos.paymentSuspense.find(id, actor.communityId);
  if (!item) throw new Refusal('not-found', suspense.notFound);
  if (item.status !== 'open') throw notOpen();
  let entry: LedgerEntryRow | null = null;
  if (body.action === 'match') {
    // Only a success we could not credit becomes a payment; these report on one recorded already.
    if (item.reason === 'dispute' || item.reason === 'partial_refund') {
      throw new Refusal('invalid', suspense.notMatchable, 'action');
    }
    const residentId = body.residentId ?? null;
    if (residentId === null) throw new Refusal('invalid', suspense.residentRequired, 'residentId');
    try {
      entry = await match(repos, actor, item, residentId);
    } catch (error) {
      // The reference became a payment meanwhile (another match, or a late credit).
      if (isUniqueViolation(error, 'ledger_entries', 'provider_reference')) throw notOpen();
      throw error;
    }
  } else {
    const closing = {
      entryId: null,
      resolvedAt: new Date().toISOString(),
      resolvedBy: actor.userId,
    };
    if (!(await repos.paymentSuspense.close(item.id, body.action, closing))) throw notOpen();
  }
  const closed = await repos.paymentSuspense.find(id, actor.communityId);
  return { item: toSuspenseItem(closed ?? item), entry };
}
