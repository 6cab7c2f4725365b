/**
 * Plays the plan's ledger through the ledger service, exactly as the /api/Wallets routes do:
 * a billing run per month, then payments and expenses in date order, then the reversals. The
 * Admin is the actor of every entry.
 */
import type { Repositories } from '../repositories/index.js';
import {
  recordExpense,
  recordPayment,
  reverseEntry,
  runBilling,
  type Actor,
} from '../services/money/ledger.js';
import type { DemoPlan } from './types.js';

export interface LedgerCounts {
  charges: number;
  payments: number;
  expenses: number;
  reversals: number;
  /** Every entry written. */
  entries: number;
}

export async function writeLedger(
  repos: Repositories,
  plan: DemoPlan,
  actor: Actor,
  ids: { residentIds: number[]; projectIds: number[] },
  today: string,
): Promise<LedgerCounts> {
  const counts = { charges: 0, payments: 0, expenses: 0, reversals: 0, entries: 0 };
  const project = (index: number | null) => (index === null ? null : ids.projectIds[index]!);
  /** The entry each operation wrote (null for billing runs). */
  const entryIds: (number | null)[] = [];
  for (const operation of plan.ledger) {
    let entryId: number | null = null;
    switch (operation.op) {
      case 'billing':
        counts.charges += (await runBilling(repos, actor, operation.month, today)).chargedCount;
        break;
      case 'payment': {
        const { entry } = await recordPayment(repos, actor, {
          residentId: ids.residentIds[operation.resident]!,
          amountKobo: operation.amountKobo,
          paymentDate: operation.date,
          method: operation.method,
          reference: operation.reference,
          projectId: project(operation.project),
        });
        entryId = entry.id;
        counts.payments += 1;
        break;
      }
      case 'expense': {
        const { amountKobo, date: expenseDate, description } = operation;
        const values = {
          amountKobo,
          expenseDate,
          description,
          projectId: project(operation.project),
        };
        entryId = (await recordExpense(repos, actor, values)).id;
        counts.expenses += 1;
        break;
      }
      case 'reversal': {
        const target = entryIds[operation.target];
        if (target === null || target === undefined) throw new Error('A reversal names no entry');
        entryId = (await reverseEntry(repos, actor, target, operation.reason)).id;
        counts.reversals += 1;
        break;
      }
    }
    entryIds.push(entryId);
  }
  counts.entries = counts.charges + counts.payments + counts.expenses + counts.reversals;
  return counts;
}
