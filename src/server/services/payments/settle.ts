/**
 * The one place a verified provider transaction becomes money (issue 18, points 2-6), used by the
 * return page, the webhook's processing and reconciliation. Exactly once: the ledger's
 * `provider_reference` is unique, so of any number of callers (one server or several) seeing the
 * same success, one insert wins; the others hit the unique key, their transaction rolls back
 * (with its receipt number, so numbers stay gapless) and they answer 'already' with the winner's
 * entry. Only the winner mails the receipt, after its commit.
 *
 * A success we did not start as reported (a reference we never issued, another currency, another
 * amount) is never credited: it opens a suspense item for an administrator (once per reference
 * and reason). A failed or abandoned transaction marks the payment failed; anything else is
 * still pending.
 */
import { isUniqueViolation } from '../../db/errors.js';
import type { LedgerEntryRow } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import type { OnlinePaymentRow } from '../../repositories/payments/online-payments-repository.js';
import { todayInLagos } from '../../../shared/finance.js';
import { messages } from '../../../shared/messages.js';
import { PAYMENT_CURRENCY, type SUSPENSE_REASONS } from '../../../shared/payments.js';
import { AUDIT_ACTIONS, auditOperation } from '../audit/audit.js';
import { paymentEntry, stamp, type Actor } from '../money/ledger-entries.js';
import { mailReceipt } from '../money/receipts.js';
import type { PaystackTransaction } from './paystack-client.js';

const text = messages.onlinePayment;

export interface SettleResult {
  outcome: 'credited' | 'already' | 'suspense' | 'failed' | 'pending';
  entryId: number | null;
}

/** What settling needs: the repositories, the mailer for the receipt, a log. */
export interface PaymentDeps {
  repos: Repositories;
  mail: { sendMail(message: MailMessage): Promise<void> };
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** Who the audit log names for money the provider confirmed (no person acts). */
export const PROVIDER_ACTOR_NAME = 'Paystack (online payment)';

const providerActor = (communityId: number): Actor => ({
  communityId,
  userId: null,
  audit: { actorUserId: null, actorName: PROVIDER_ACTOR_NAME, clientAddress: '' },
});

/** The Lagos day the provider says it was paid (today when it gives none). */
function paidOn(transaction: PaystackTransaction): string {
  const paidAt = new Date(transaction.paidAt);
  return todayInLagos(Number.isNaN(paidAt.getTime()) ? new Date() : paidAt);
}

async function toSuspense(
  repos: Repositories,
  communityId: number,
  transaction: PaystackTransaction,
  reason: (typeof SUSPENSE_REASONS)[number],
  payment: OnlinePaymentRow | null,
): Promise<SettleResult> {
  const now = new Date().toISOString();
  await repos.paymentSuspense.open({
    communityId,
    provider: 'paystack',
    reason,
    reference: transaction.reference,
    amountKobo: transaction.amountKobo,
    currency: transaction.currency,
    payerEmail: transaction.customerEmail,
    paidAt: transaction.paidAt,
    createdAt: now,
  });
  if (payment) await repos.onlinePayments.markUnpaid(payment.id, 'suspense', now);
  return { outcome: 'suspense', entryId: null };
}

/** The payment and, when the community bears it, its fee: one transaction with the row's update. */
async function credit(
  repos: Repositories,
  payment: OnlinePaymentRow,
  transaction: PaystackTransaction,
): Promise<LedgerEntryRow> {
  const actor = providerActor(payment.communityId);
  const entryDate = paidOn(transaction);
  const { reference } = payment;
  // Read before the transaction, so its first statement is a write: on SQLite a transaction that
  // reads first and then writes cannot wait for another writer (SQLITE_BUSY at once).
  const payer = await repos.onlinePayments.payer(payment.residentId, payment.communityId);
  return repos.transaction(async (trx) => {
    const entry = await trx.ledger.insertEntry({
      ...paymentEntry(actor, {
        residentId: payment.residentId,
        projectId: payment.projectId,
        amountKobo: payment.amountKobo,
        paymentDate: entryDate,
        method: 'Online',
        reference,
        description: `${text.description} from ${payer?.fullName ?? 'a resident'} (ref ${reference})`,
      }),
      providerReference: reference,
    });
    if (payment.feeBearer === 'community' && transaction.feesKobo > 0) {
      await trx.ledger.insertEntry({
        ...stamp(actor),
        residentId: null,
        projectId: null,
        kind: 'expense',
        debitKobo: transaction.feesKobo,
        description: `${text.processingFee}, ${reference}`,
        status: 'paid',
        entryDate,
        billingMonth: null,
        reversesEntryId: null,
        reversesKind: null,
        feeOfEntryId: entry.id,
      });
    }
    await trx.onlinePayments.markPaid(payment.id, entry.id, new Date().toISOString());
    await auditOperation(trx, actor, {
      action: AUDIT_ACTIONS.payment,
      target: `payment ${entry.transactionId} (online ${reference})`,
    });
    return entry;
  });
}

/** The entry another caller credited for `reference` (it won the unique key). */
async function already(repos: Repositories, reference: string): Promise<SettleResult> {
  const entry = await repos.onlineLedger.paymentOf(reference);
  return { outcome: 'already', entryId: entry?.id ?? null };
}

export async function settleTransaction(
  deps: PaymentDeps,
  communityId: number,
  transaction: PaystackTransaction,
): Promise<SettleResult> {
  const { repos } = deps;
  const payment = await repos.onlinePayments.findByReference(communityId, transaction.reference);
  if (payment?.entryId != null) return { outcome: 'already', entryId: payment.entryId };
  const success = transaction.status === 'success';
  if (success && !payment) {
    return toSuspense(repos, communityId, transaction, 'unknown_reference', null);
  }
  if (!payment) return { outcome: 'failed', entryId: null };
  if (success && transaction.currency !== PAYMENT_CURRENCY) {
    return toSuspense(repos, communityId, transaction, 'currency_mismatch', payment);
  }
  if (success && transaction.amountKobo !== payment.chargeKobo) {
    return toSuspense(repos, communityId, transaction, 'amount_mismatch', payment);
  }
  if (!success) {
    if (transaction.status !== 'failed' && transaction.status !== 'abandoned') {
      return { outcome: 'pending', entryId: null };
    }
    await repos.onlinePayments.markUnpaid(payment.id, 'failed', new Date().toISOString());
    return { outcome: 'failed', entryId: null };
  }
  let entry: LedgerEntryRow;
  try {
    entry = await credit(repos, payment, transaction);
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_entries', 'provider_reference')) {
      return already(repos, transaction.reference);
    }
    throw error;
  }
  try {
    await mailReceipt(deps, entry.id, communityId);
  } catch (err) {
    deps.log.error({ err, entryId: entry.id }, 'Could not e-mail the receipt');
  }
  return { outcome: 'credited', entryId: entry.id };
}
