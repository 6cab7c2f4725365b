/** Online payments (issue 18): settings, payments started, provider events, suspense (migration 015). */
import type { Generated } from 'kysely';
import type {
  FEE_BEARERS,
  ONLINE_PAYMENT_STATUSES,
  PAYMENT_PROVIDERS,
  SUSPENSE_REASONS,
  SUSPENSE_STATUSES,
} from '../../../shared/payments.js';

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type FeeBearer = (typeof FEE_BEARERS)[number];
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];
export type SuspenseReason = (typeof SUSPENSE_REASONS)[number];
export type SuspenseStatus = (typeof SUSPENSE_STATUSES)[number];

/** One row per community that has set up online payment. */
export interface PaymentSettingsTable {
  communityId: number;
  provider: PaymentProvider;
  publicKey: string;
  /** AES-256-GCM sealed under APP_SECRET (services/payments/secret-box.ts). */
  secretKeySealed: string;
  feeBearer: FeeBearer;
  updatedAt: string;
  updatedBy: number | null;
}

/** A payment started online; its `reference` is ours and unique. Money in kobo. */
export interface OnlinePaymentsTable {
  id: Generated<number>;
  communityId: number;
  residentId: number;
  projectId: number | null;
  reference: string;
  amountKobo: number;
  feeKobo: Generated<number>;
  chargeKobo: number;
  feeBearer: FeeBearer;
  status: OnlinePaymentStatus;
  authorizationUrl: Generated<string>;
  entryId: number | null;
  createdAt: string;
  createdBy: number | null;
  settledAt: string | null;
}

/** A provider's webhook event, stored once per (provider, event key) before it is processed. */
export interface PaymentEventsTable {
  id: Generated<number>;
  communityId: number;
  provider: PaymentProvider;
  eventKey: string;
  eventType: string;
  reference: Generated<string>;
  payload: string;
  receivedAt: string;
  outcome: string | null;
  processedAt: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  lastError: Generated<string>;
}

/** A success we could not credit, or a dispute: for an administrator to match or close. */
export interface PaymentSuspenseTable {
  id: Generated<number>;
  communityId: number;
  provider: PaymentProvider;
  reason: SuspenseReason;
  reference: string;
  amountKobo: number;
  currency: string;
  payerEmail: Generated<string>;
  paidAt: Generated<string>;
  status: SuspenseStatus;
  entryId: number | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: number | null;
}
