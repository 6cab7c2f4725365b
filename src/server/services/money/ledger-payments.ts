/**
 * Payments (issue 5): a resident's payment is a CR row on the wallet that lowers what they owe.
 * An Idempotency-Key per community makes a retry safe, even under concurrency: the key row is
 * written with the entry, all or nothing; when another request took the key first, nothing is
 * written and this one answers the winner's entry.
 */
import { createHash } from 'node:crypto';
import type { LedgerEntryRow } from '../../db/schema.js';
import { Refusal } from '../refusal.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import { messages } from '../../../shared/messages.js';
import { AUDIT_ACTIONS, operationAuditRow } from '../audit/audit.js';
import { paymentEntry, wrongCommunity, type Actor } from './ledger-entries.js';

export interface PaymentValues {
  residentId: number;
  amountKobo: number;
  /** YYYY-MM-DD */
  paymentDate: string;
  method: string;
  /** '' when none was given. */
  reference: string;
  projectId: number | null;
}

/** A payment's Idempotency-Key and the SHA-256 of its validated values. */
export interface Idempotency {
  key: string;
  requestHash: string;
}

/** SHA-256 (hex) of the canonical JSON (sorted keys) of a payment's validated values. */
export function paymentRequestHash(values: PaymentValues): string {
  const canonical = Object.fromEntries(
    Object.entries(values).sort(([left], [right]) => (left < right ? -1 : 1)),
  );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The first result of an Idempotency-Key, or null when the key is new; 422 for other values. */
async function replayOf(
  repos: Repositories,
  communityId: number,
  idempotency: Idempotency,
): Promise<LedgerEntryRow | null> {
  const earlier = await repos.ledger.findIdempotencyKey(communityId, idempotency.key);
  if (!earlier) return null;
  if (earlier.requestHash !== idempotency.requestHash) {
    throw new Refusal('unprocessable', messages.finance.idempotencyKeyReused);
  }
  return repos.ledger.findEntry(earlier.entryId, communityId);
}

/**
 * Records a resident's payment, optionally toward a project of the community (400
 * reference.wrongCommunity otherwise). With an idempotency key, the same key and values give back
 * the first payment (`replayed`); the key with other values is refused (422). The common case,
 * a new payment, is one write (repositories/money/ledger-payment-write.ts); the key is looked up
 * only when that write found it used (or lost it to a concurrent request).
 */
export async function recordPayment(
  repos: Repositories,
  actor: Actor,
  input: PaymentValues,
  idempotency?: Idempotency,
): Promise<{ entry: LedgerEntryRow; replayed: boolean }> {
  const reference = input.reference === '' ? '' : ` (ref ${input.reference})`;
  const { description: _written, ...entry } = paymentEntry(actor, { ...input, description: '' });
  let saved: LedgerEntryRow | null;
  try {
    saved = await repos.ledger.insertPayment({
      entry: { ...entry, residentId: input.residentId },
      by: ` by ${input.method}${reference}`,
      key: idempotency
        ? { idempotencyKey: idempotency.key, requestHash: idempotency.requestHash }
        : null,
      // Only a payment actually written is audited: a replay answers the first one.
      audit: operationAuditRow(actor, {
        action: AUDIT_ACTIONS.payment,
        target: `payment ${entry.transactionId}`,
      }),
    });
  } catch (error) {
    // The resident or project deleted while the payment was written.
    if (isForeignKeyViolation(error)) throw wrongCommunity();
    throw error;
  }
  if (saved) return { entry: saved, replayed: false };
  const earlier = idempotency ? await replayOf(repos, actor.communityId, idempotency) : null;
  if (earlier) return { entry: earlier, replayed: true };
  throw wrongCommunity();
}
