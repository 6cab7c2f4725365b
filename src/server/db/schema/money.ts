/** Money: the append-only ledger and the payments' idempotency keys (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';
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
  /** `description` as searches compare it. */
  descriptionSearch: SearchText;
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
  /** An online payment's reference (issue 18), unique: one payment per reference, ever. */
  providerReference: string | null;
  /** A processing-fee expense's payment (issue 18), unique: one fee per payment. */
  feeOfEntryId: number | null;
}

export interface PaymentIdempotencyKeysTable {
  communityId: number;
  idempotencyKey: string;
  requestHash: string;
  entryId: number;
  createdAt: string;
}

/**
 * A payment's receipt (issue 18): its number, unique and gapless per community and year. Written
 * only by the ledger's insert trigger (migration 014), never by code.
 */
export interface ReceiptsTable {
  entryId: number;
  communityId: number;
  /** The payment's entry-date year. */
  year: number;
  sequence: number;
  /** `RCT-2026-000123` */
  number: string;
}

/** The last receipt number given per community and year. */
export interface ReceiptCountersTable {
  communityId: number;
  year: number;
  last: number;
}
