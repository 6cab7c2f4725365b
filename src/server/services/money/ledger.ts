/**
 * The ledger's operations (issue 5): monthly dues billing, payments (ledger-payments.ts), expenses
 * and reversals. Each one is a single transaction of append-only entries in kobo (see the entry
 * semantics in src/server/db/migrations/004_ledger.ts); a refusal throws {@link Refusal}
 * and writes nothing. Raw API input (naira, dates, methods) is checked by the routes; this module
 * checks references and the ledger's own rules. Used by the /api/Wallets routes and
 * `npm run seed:demo`.
 */
import { isUniqueViolation } from '../../db/errors.js';
import type { LedgerEntryRow } from '../../db/schema.js';
import { Refusal } from '../refusal.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import type { NewLedgerEntry } from '../../repositories/money/ledger-repository.js';
import { monthLabel, todayInLagos } from '../../../shared/finance.js';
import { MONTH_PATTERN } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { AUDIT_ACTIONS, auditOperation } from '../audit/audit.js';
import { stamp, wrongCommunity, type Actor } from './ledger-entries.js';

export { newTransactionId, type Actor } from './ledger-entries.js';
export {
  paymentRequestHash,
  recordPayment,
  type Idempotency,
  type PaymentValues,
} from './ledger-payments.js';

export interface BillingOutcome {
  month: string;
  chargedCount: number;
  /** Exact at any size (issue 12). */
  totalChargedKobo: bigint;
}

export interface ExpenseValues {
  amountKobo: number;
  /** YYYY-MM-DD */
  expenseDate: string;
  description: string;
  projectId: number | null;
}

/** True for a well-formed month (YYYY-MM) not after the current month of `today`. */
export function isBillableMonth(month: string, today: string = todayInLagos()): boolean {
  return MONTH_PATTERN.test(month) && month <= today.slice(0, 7);
}

/** The first day of the month after `month` (YYYY-MM-DD). */
function nextMonthStart(month: string): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = index === 12 ? { year: year + 1, month: 1 } : { year, month: index + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
}

/**
 * Charges each resident of the community registered by the month's last day the monthly fee of
 * their apartment type, once per resident and month: a second run charges nothing more.
 */
export async function runBilling(
  repos: Repositories,
  actor: Actor,
  month: string,
  today: string = todayInLagos(),
): Promise<BillingOutcome> {
  if (!isBillableMonth(month, today)) {
    throw new Refusal('invalid', messages.finance.invalidMonth, 'month');
  }
  const label = `${monthLabel(month)} ${month.slice(0, 4)}`;
  return repos.transaction(async (trx) => {
    const residents = await trx.ledger.residentsToBill(actor.communityId, nextMonthStart(month));
    const charges: NewLedgerEntry[] = residents.map((resident) => ({
      ...stamp(actor),
      residentId: resident.residentId,
      projectId: null,
      kind: 'charge',
      owedKobo: resident.feeKobo,
      description: `Dues for ${label} (${resident.apartmentType})`,
      status: 'pending',
      entryDate: `${month}-01`,
      billingMonth: month,
      reversesEntryId: null,
      reversesKind: null,
    }));
    const inserted = await trx.ledger.insertCharges(charges);
    if (inserted.length > 0) {
      const count = inserted.length === 1 ? '1 charge' : `${inserted.length} charges`;
      await auditOperation(trx, actor, {
        action: AUDIT_ACTIONS.billing,
        target: `billing ${month} (${count})`,
      });
    }
    const fees = new Map(residents.map((resident) => [resident.residentId, resident.feeKobo]));
    const totalChargedKobo = inserted.reduce(
      (total, entry) => total + BigInt(fees.get(entry.residentId ?? 0) ?? 0),
      0n,
    );
    return { month, chargedCount: inserted.length, totalChargedKobo };
  });
}

/** Records an expense paid from the wallet (DR), optionally toward a project. */
export async function recordExpense(
  repos: Repositories,
  actor: Actor,
  input: ExpenseValues,
): Promise<LedgerEntryRow> {
  try {
    return await repos.transaction(async (trx) => {
      if (
        input.projectId !== null &&
        !(await trx.ledger.projectOf(input.projectId, actor.communityId))
      ) {
        throw wrongCommunity();
      }
      const expense = await trx.ledger.insertEntry({
        ...stamp(actor),
        residentId: null,
        projectId: input.projectId,
        kind: 'expense',
        debitKobo: input.amountKobo,
        description: input.description,
        status: 'paid',
        entryDate: input.expenseDate,
        billingMonth: null,
        reversesEntryId: null,
        reversesKind: null,
      });
      await auditOperation(trx, actor, {
        action: AUDIT_ACTIONS.expense,
        target: `expense ${expense.transactionId}`,
      });
      return expense;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw wrongCommunity();
    throw error;
  }
}

/**
 * Reverses an entry of the actor's community: the opposite wallet and owed effects, dated today
 * (Lagos). 404 when missing or of another community; 409 for a reversal or an entry already
 * reversed (also when a concurrent reversal wins: the unique `reverses_entry_id`).
 */
export async function reverseEntry(
  repos: Repositories,
  actor: Actor,
  entryId: number,
  reason: string,
): Promise<LedgerEntryRow> {
  const alreadyReversed = () => new Refusal('conflict', messages.finance.alreadyReversed);
  try {
    return await repos.transaction(async (trx) => {
      const original = await trx.ledger.findEntry(entryId, actor.communityId);
      if (!original) throw new Refusal('not-found', messages.finance.entryNotFound);
      if (original.kind === 'reversal') {
        throw new Refusal('conflict', messages.finance.reversalOfReversal);
      }
      if (await trx.ledger.findReversalOf(original.id)) throw alreadyReversed();
      const reversal = await trx.ledger.insertEntry({
        ...stamp(actor),
        residentId: original.residentId,
        projectId: original.projectId,
        kind: 'reversal',
        debitKobo: original.creditKobo,
        creditKobo: original.debitKobo,
        owedKobo: 0 - original.owedKobo,
        description: `Reversal of ${original.transactionId}: ${reason}`,
        status: 'paid',
        entryDate: todayInLagos(),
        billingMonth: null,
        reason,
        reversesEntryId: original.id,
        reversesKind: original.kind,
      });
      await auditOperation(trx, actor, {
        action: AUDIT_ACTIONS.reversal,
        target: `reversal ${reversal.transactionId} of ${original.kind} ${original.transactionId}`,
      });
      return reversal;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_entries', 'reverses_entry_id')) throw alreadyReversed();
    throw error;
  }
}
