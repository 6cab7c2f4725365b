/**
 * What a debt is made of (issue 16, point 7): which of a resident's charges are still unpaid, the
 * way an estate treasurer allocates an append-only ledger.
 *
 * 1. A reversal cancels the entry it reverses: both leave the picture (a reversed charge was never
 *    owed; a reversed payment, a bounced cheque, never paid anything).
 * 2. A payment made for one item pays that item first: an advert's payment pays its advert's fee.
 * 3. Every other payment, and what is left of an earmarked one, pays the oldest charges first
 *    (by date, then entry), so a partial payment leaves the oldest charge partly unpaid.
 *
 * What remains unpaid always adds up to what the resident owes when they owe anything (the same
 * entries, only allocated), so the description never names a paid item.
 */
import { monthLabel } from '../../../shared/finance.js';
import { messages } from '../../../shared/messages.js';
import type { LedgerKind } from '../../db/schema.js';

/** An entry that changed what a resident owes (owedKobo != 0), in kobo. */
export interface OwedEntry {
  id: number;
  kind: LedgerKind;
  owedKobo: number;
  /** YYYY-MM-DD */
  entryDate: string;
  /** YYYY-MM of a dues charge; null for other entries. */
  billingMonth: string | null;
  reversesEntryId: number | null;
  /** The entry this one was made to pay (an advert's payment: the advert's fee), else null. */
  paysEntryId: number | null;
}

/** A charge not (fully) paid: what is left of it and whether some of it was paid. */
export interface UnpaidItem {
  entryId: number;
  kind: LedgerKind;
  /** YYYY-MM the charge is for: a dues charge's billing month, otherwise its entry's month. */
  month: string;
  /** The charge's date (YYYY-MM-DD). */
  entryDate: string;
  leftKobo: number;
  partlyPaid: boolean;
}

const oldestFirst = (a: OwedEntry, b: OwedEntry) =>
  a.entryDate === b.entryDate ? a.id - b.id : a.entryDate < b.entryDate ? -1 : 1;

/** The unpaid charges of one resident's owed entries, oldest first. */
export function unpaidItems(entries: readonly OwedEntry[]): UnpaidItem[] {
  const reversed = new Set(
    entries.filter((entry) => entry.kind === 'reversal').map((entry) => entry.reversesEntryId),
  );
  const present = new Set(entries.map((entry) => entry.id));
  // A reversal leaves with what it reverses (one of these entries, unless the data is odd).
  const standing = entries
    .filter((entry) => !reversed.has(entry.id))
    .filter((entry) => !(entry.kind === 'reversal' && present.has(entry.reversesEntryId ?? 0)))
    .sort(oldestFirst);
  const charges = standing.filter((entry) => entry.owedKobo > 0);
  const left = new Map(charges.map((charge) => [charge.id, charge.owedKobo]));
  let unallocated = 0;
  for (const credit of standing.filter((entry) => entry.owedKobo < 0)) {
    let amount = -credit.owedKobo;
    const earmarked = credit.paysEntryId === null ? undefined : left.get(credit.paysEntryId);
    if (earmarked !== undefined && credit.paysEntryId !== null) {
      const paid = Math.min(amount, earmarked);
      left.set(credit.paysEntryId, earmarked - paid);
      amount -= paid;
    }
    unallocated += amount;
  }
  for (const charge of charges) {
    const owed = left.get(charge.id)!;
    const paid = Math.min(unallocated, owed);
    left.set(charge.id, owed - paid);
    unallocated -= paid;
  }
  return charges
    .filter((charge) => left.get(charge.id)! > 0)
    .map((charge) => ({
      entryId: charge.id,
      kind: charge.kind,
      month: charge.billingMonth ?? charge.entryDate.slice(0, 7),
      entryDate: charge.entryDate,
      leftKobo: left.get(charge.id)!,
      partlyPaid: left.get(charge.id)! < charge.owedKobo,
    }));
}

/** What each kind of charge is called in a debt's description. */
const KIND_NAMES: Partial<Record<LedgerKind, string>> = {
  charge: 'Dues',
  advert_fee: 'Advert fee',
  opening_balance: messages.finance.openingBalance,
};

/** Kinds named without their month: an opening balance (issue 17) is the past, not a month. */
const UNDATED_KINDS: ReadonlySet<LedgerKind> = new Set(['opening_balance']);

/** `2026-10` -> `Oct-2026` (the month of the spec's Mon-DD-YYYY dates). */
export function monthText(month: string): string {
  return `${monthLabel(month)}-${month.slice(0, 4)}`;
}

/**
 * The unpaid items grouped by kind, each kind with its months oldest first, kinds in the order of
 * their oldest item: `Dues Oct-2026 (part), Nov-2026; Advert fee Nov-2026`. A month is marked
 * `(part)` when some of it was paid.
 */
export function debtDescription(items: readonly UnpaidItem[]): string {
  const groups = new Map<string, Map<string, boolean>>();
  for (const item of items) {
    const name = KIND_NAMES[item.kind] ?? 'Other charges';
    const month = UNDATED_KINDS.has(item.kind) ? '' : item.month;
    const months = groups.get(name) ?? new Map<string, boolean>();
    months.set(month, (months.get(month) ?? false) || item.partlyPaid);
    groups.set(name, months);
  }
  return [...groups]
    .map(([name, months]) => {
      const listed = [...months]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([month, part]) =>
          month === '' ? (part ? '(part)' : '') : `${monthText(month)}${part ? ' (part)' : ''}`,
        )
        .filter((text) => text !== '');
      return listed.length > 0 ? `${name} ${listed.join(', ')}` : name;
    })
    .join('; ');
}
