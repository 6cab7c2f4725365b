/**
 * The fake Paystack's memory: transactions by reference, the webhook address of each secret key,
 * and the knobs a test turns (outages, failing or hanging verifies, the fee). Shapes follow
 * Paystack's API: amounts and fees in kobo, `paid_at` an ISO instant, currency NGN.
 */
import { randomBytes } from 'node:crypto';
import { paystackFeeKobo } from '../../src/shared/payments.js';

export type FakeStatus = 'success' | 'failed' | 'abandoned' | 'ongoing';

export interface FakeTransaction {
  id: number;
  secretKey: string;
  reference: string;
  accessCode: string;
  email: string;
  amountKobo: number;
  currency: string;
  callbackUrl: string;
  metadata: unknown;
  status: FakeStatus;
  feesKobo: number | null;
  paidAt: string | null;
  createdAt: string;
}

/** How the next verify calls misbehave: an HTTP 500 ('error') or no answer at all ('hang'). */
export type VerifyFailure = 'error' | 'hang';

export class FakeState {
  private nextId = 4_100_000_001;
  readonly transactions = new Map<string, FakeTransaction>();
  readonly webhooks = new Map<string, string>();
  readonly secretKeys = new Set<string>();
  verifyFailures: VerifyFailure[] = [];
  initializeFailures = 0;
  /** null: Paystack's own formula (src/shared/payments.ts). */
  feeKobo: number | null = null;
  verifyCalls = 0;
  initializeCalls = 0;

  /** Any sk_test_ key is accepted unless keys were named, as a real integration's is. */
  knowsKey(secretKey: string): boolean {
    if (this.secretKeys.size > 0) return this.secretKeys.has(secretKey);
    return /^sk_test_[A-Za-z0-9]+$/.test(secretKey);
  }

  create(input: {
    secretKey: string;
    reference?: string;
    email: string;
    amountKobo: number;
    currency?: string;
    callbackUrl?: string;
    metadata?: unknown;
    status?: FakeStatus;
  }): FakeTransaction {
    const reference = input.reference ?? `T${randomBytes(6).toString('hex')}`;
    const transaction: FakeTransaction = {
      id: this.nextId++,
      secretKey: input.secretKey,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email: input.email,
      amountKobo: input.amountKobo,
      currency: input.currency ?? 'NGN',
      callbackUrl: input.callbackUrl ?? '',
      metadata: input.metadata ?? {},
      status: input.status ?? 'ongoing',
      feesKobo: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
    };
    this.transactions.set(reference, transaction);
    return transaction;
  }

  byAccessCode(accessCode: string): FakeTransaction | undefined {
    return [...this.transactions.values()].find((t) => t.accessCode === accessCode);
  }

  /** Marks a transaction paid (or failed/abandoned); a success gets its fee and paid_at. */
  settle(
    transaction: FakeTransaction,
    status: FakeStatus,
    change: { amountKobo?: number; currency?: string; paidAt?: string } = {},
  ): FakeTransaction {
    if (change.amountKobo !== undefined) transaction.amountKobo = change.amountKobo;
    if (change.currency !== undefined) transaction.currency = change.currency;
    transaction.status = status;
    if (status === 'success') {
      transaction.paidAt = change.paidAt ?? new Date().toISOString();
      transaction.feesKobo = this.feeKobo ?? paystackFeeKobo(transaction.amountKobo);
    }
    return transaction;
  }
}

/** A transaction as Paystack's verify and list answers show it. */
export function transactionJson(t: FakeTransaction): Record<string, unknown> {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amountKobo,
    message: null,
    gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: t.paidAt,
    paidAt: t.paidAt,
    created_at: t.createdAt,
    createdAt: t.createdAt,
    channel: 'card',
    currency: t.currency,
    metadata: t.metadata,
    fees: t.feesKobo,
    customer: { id: 1, email: t.email, customer_code: 'CUS_fake' },
  };
}
