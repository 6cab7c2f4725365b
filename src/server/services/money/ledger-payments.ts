/**
 * Payments (issue 5): a resident's payment is a CR row on the wallet that lowers what they owe.
 * An Idempotency-Key per community makes a retry safe, even under concurrency: the key row is
 * inserted (on conflict do nothing) in the payment's transaction; when another request took the
 * key first, this one rolls back and answers the winner's entry.
 */
import { createHash } from 'node:crypto';
import type { LedgerEntryRow } from '../../db/schema.js';
import { Refusal } from '../refusal.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import { messages } from '../../../shared/messages.js';
import { AUDIT_ACTIONS, auditOperation } from '../audit/audit.js';
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

/** Thrown inside the transaction when a concurrent request took the key first: rolls back. */
class KeyTaken extends Error {}

/** Inserts the payment (and its key) in one transaction; KeyTaken when the key is taken. */
function insertPayment(
  repos: Repositories,
  actor: Actor,
  input: PaymentValues,
  idempotency: Idempotency | undefined,
): Promise<LedgerEntryRow> {
  return repos.transaction(async (trx) => {
    const resident = await trx.ledger.residentOf(input.residentId, actor.communityId);
    if (!resident) throw wrongCommunity();
    const project =
      input.projectId === null
        ? null
        : await trx.ledger.projectOf(input.projectId, actor.communityId);
    if (input.projectId !== null && !project) throw wrongCommunity();
    const reference = input.reference === '' ? '' : ` (ref ${input.reference})`;
    const toward = project ? ` toward ${project.projectName}` : '';
    const saved = await trx.ledger.insertEntry(
      paymentEntry(actor, {
        ...input,
        description: `Payment from ${resident.fullName} by ${input.method}${reference}${toward}`,
      }),
    );
    if (idempotency) {
      const keyed = await trx.ledger.insertIdempotencyKey({
        communityId: actor.communityId,
        idempotencyKey: idempotency.key,
        requestHash: idempotency.requestHash,
        entryId: saved.id,
        createdAt: saved.createdAt,
      });
      if (!keyed) throw new KeyTaken();
    }
    // Only a payment actually written is audited: a replay answers the first one and writes nothing.
    await auditOperation(trx, actor, {
      action: AUDIT_ACTIONS.payment,
      target: `payment ${saved.transactionId}`,
    });
    return saved;
  });
}

/**
 * Records a resident's payment, optionally toward a project of the community (400
 * reference.wrongCommunity otherwise). With an idempotency key, the same key and values give back
 * the first payment (`replayed`); the key with other values is refused (422).
 */
export async function recordPayment(
  repos: Repositories,
  actor: Actor,
  input: PaymentValues,
  idempotency?: Idempotency,
): Promise<{ entry: LedgerEntryRow; replayed: boolean }> {
  if (idempotency) {
    const earlier = await replayOf(repos, actor.communityId, idempotency);
    if (earlier) return { entry: earlier, replayed: true };
  }
  try {
    return { entry: await insertPayment(repos, actor, input, idempotency), replayed: false };
  } catch (error) {
    if (error instanceof KeyTaken && idempotency) {
      const earlier = await replayOf(repos, actor.communityId, idempotency);
      if (earlier) return { entry: earlier, replayed: true };
    }
    // The resident or project deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw wrongCommunity();
    throw error;
  }
}
