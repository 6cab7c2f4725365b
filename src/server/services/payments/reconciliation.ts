/**
 * Reconciliation with Paystack (issue 18, point 7): for a period of at most
 * RECONCILIATION_MAX_DAYS, the provider's successful transactions against the ledger's online
 * payments (those with a provider reference). A success with no ledger payment of its reference is
 * missing from the ledger (a webhook lost, or waiting in suspense); an online payment the provider
 * does not list is unknown to it. Reads only: nothing is credited here (settle.ts does that).
 */
import type { Repositories } from '../../repositories/index.js';
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import type { ReconciliationReport } from '../../../shared/contract/payments.js';
import { koboToNaira } from '../../../shared/format.js';
import { RECONCILIATION_MAX_DAYS } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { Refusal } from '../refusal.js';

const { reconciliation } = messages;
const DAY_MS = 86_400_000;

/** A successful transaction as the provider lists it. */
export interface ProviderSuccess {
  reference: string;
  amountKobo: number;
  paidAt: string;
  customerEmail: string;
}

/**
 * 400 on the field at fault: a day that is not on the calendar (2026-02-30, 0000-00-00), `to`
 * before `from`, or a period longer than the most allowed.
 */
export function checkPeriod(from: string, to: string): void {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isCalendarDate(day)) throw new Refusal('invalid', reconciliation.invalidDate, field);
  }
  if (to < from) throw new Refusal('invalid', reconciliation.invalidRange, 'to');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > RECONCILIATION_MAX_DAYS) {
    throw new Refusal('invalid', reconciliation.rangeTooLong, 'to');
  }
}

export async function reconcile(
  repos: Repositories,
  communityId: number,
  period: { from: string; to: string },
  listSuccesses: () => Promise<ProviderSuccess[]>,
): Promise<ReconciliationReport> {
  checkPeriod(period.from, period.to);
  const successes = await listSuccesses();
  const ledger = await repos.onlineLedger.paymentsBetween(communityId, period.from, period.to);
  const missing = [];
  for (const success of successes) {
    // A payment of the period may be dated otherwise in the ledger (Lagos midnight): ask by reference.
    if (ledger.some((payment) => payment.reference === success.reference)) continue;
    const payment = await repos.onlineLedger.paymentOf(success.reference);
    if (payment?.communityId === communityId) continue;
    missing.push({
      reference: success.reference,
      amount: koboToNaira(success.amountKobo),
      paidAt: success.paidAt,
      payerEmail: success.customerEmail,
    });
  }
  const known = new Set(successes.map((success) => success.reference));
  const unknown = ledger
    .filter((payment) => !known.has(payment.reference))
    .map((payment) => ({
      entryId: payment.entryId,
      reference: payment.reference,
      amount: koboToNaira(payment.amountKobo),
      date: payment.entryDate,
      residentName: payment.residentName,
    }));
  const allMatch = missing.length === 0 && unknown.length === 0;
  return {
    from: period.from,
    to: period.to,
    providerSuccessCount: successes.length,
    ledgerOnlineCount: ledger.length,
    missingFromLedger: missing,
    unknownToProvider: unknown,
    message: allMatch
      ? reconciliation.allMatch
      : `${missing.length} ${reconciliation.missingFromLedger.toLowerCase()}; ` +
        `${unknown.length} ${reconciliation.unknownToProvider.toLowerCase()}`,
  };
}
