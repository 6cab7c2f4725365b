/**
 * What every ledger entry shares (issue 5): who acts in which community, the transaction id, the
 * stamp of columns every insert carries and the refusal of a reference outside the community.
 */
import { randomBytes } from 'node:crypto';
import { Refusal } from '../refusal.js';
import type { NewLedgerEntry } from '../../repositories/money/ledger-repository.js';
import type { AuditTrail } from '../audit/audit.js';
import { messages } from '../../../shared/messages.js';

/** Who acts, and in which community (the route resolves it; the Super admin names one). */
export interface Actor {
  communityId: number;
  userId: number | null;
  /**
   * Who and from where, for the audit row each operation writes in its own transaction
   * (plugins/app/actor.ts auditedActor); absent (the demo seeder), no row is written.
   */
  audit?: AuditTrail;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `NB` + 12 random characters of an unambiguous alphabet (32 letters: no modulo bias). */
export function newTransactionId(): string {
  const bytes = randomBytes(12);
  let id = 'NB';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** What every entry carries besides its kind's own columns. */
export function stamp(actor: Actor) {
  return {
    communityId: actor.communityId,
    transactionId: newTransactionId(),
    createdAt: new Date().toISOString(),
    createdBy: actor.userId,
  };
}

/** 400 reference.wrongCommunity: a resident or project not of the community (or gone). */
export const wrongCommunity = () => new Refusal('invalid', messages.reference.wrongCommunity);

/** What a payment entry records; `description` is written once, by the caller's rule. */
export interface PaymentEntryValues {
  residentId: number;
  projectId: number | null;
  amountKobo: number;
  /** YYYY-MM-DD */
  paymentDate: string;
  method: string;
  /** '' when none was given. */
  reference: string;
  description: string;
}

/** A payment: CR on the wallet, lowers what the resident owes, paid. */
export function paymentEntry(actor: Actor, values: PaymentEntryValues): NewLedgerEntry {
  return {
    ...stamp(actor),
    residentId: values.residentId,
    projectId: values.projectId,
    kind: 'payment',
    creditKobo: values.amountKobo,
    owedKobo: -values.amountKobo,
    description: values.description,
    status: 'paid',
    entryDate: values.paymentDate,
    billingMonth: null,
    method: values.method,
    reference: values.reference,
    reversesEntryId: null,
    reversesKind: null,
  };
}

/** An advert's fee (issue 6): raises what the advertiser owes, never touches the wallet; pending. */
export function advertFeeEntry(
  actor: Actor,
  values: { residentId: number; amountKobo: number; entryDate: string; description: string },
): NewLedgerEntry {
  return {
    ...stamp(actor),
    residentId: values.residentId,
    projectId: null,
    kind: 'advert_fee',
    owedKobo: values.amountKobo,
    description: values.description,
    status: 'pending',
    entryDate: values.entryDate,
    billingMonth: null,
    reversesEntryId: null,
    reversesKind: null,
  };
}
