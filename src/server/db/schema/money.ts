/** Money: the append-only ledger and the payments' idempotency keys (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { LEDGER_KINDS, PAY_STATUSES } from '../../../shared/choices.js';

/** Ledger entry kinds (issue 5; advert_fee from issue 6), as the API names them. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerStatus = (typeof PAY_STATUSES)[number];

/** Append-only: never updated or deleted (a database trigger refuses both). Money in kobo. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  communityId: number;
  residentId: number | null;
  projectId: number | null;
  kind: LedgerKind;
  /** Wallet effect: cash out. */
  debitKobo: Generated<number>;
  /** Wallet effect: cash in. */
  creditKobo: Generated<number>;
  /** Signed change to what the resident owes (charge +, payment -). */
  owedKobo: Generated<number>;
  description: string;
  transactionId: string;
  status: LedgerStatus;
  entryDate: string;
  billingMonth: string | null;
  method: Generated<string>;
  reference: Generated<string>;
  reason: Generated<string>;
  reversesEntryId: number | null;
  reversesKind: LedgerKind | null;
  createdAt: string;
  createdBy: number | null;
}

export interface PaymentIdempotencyKeysTable {
  communityId: number;
  idempotencyKey: string;
  requestHash: string;
  entryId: number;
  createdAt: string;
}
