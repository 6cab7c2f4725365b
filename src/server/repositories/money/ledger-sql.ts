/**
 * The ledger's derived figures as SQL (issue 5 contract, "Derived figures"), the same on SQLite and
 * PostgreSQL. Totals are summed exactly by the database (SQLite's integer sum is exact up to 2^63
 * and fails above; PostgreSQL's sum(bigint) is numeric) and come back as text, read with BigInt:
 * a JS number would lose kobo above 2^53 (issue 12). Single amounts (capped) stay numbers.
 */
import { sql, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, LedgerEntryRow } from '../../db/schema.js';

/** The finance lists: wallet (cash) rows, income rows, expense rows. */
export type FinanceList = 'wallet' | 'income' | 'expenses';

type LedgerEb = ExpressionBuilder<Database, 'ledgerEntries'>;

const column = (name: string) => sql.ref(`ledgerEntries.${name}`);

/** Wallet rows: anything that moved cash (the predicate of the cash indexes, migration 008). */
export const isWalletRow = sql<SqlBool>`(${column('debitKobo')} > 0 or ${column('creditKobo')} > 0)`;

/**
 * Income rows: payments and their reversals. Every one moved cash (amounts are above zero), and
 * saying so lets the database use the cash rows' indexes.
 */
export const isIncome = sql<SqlBool>`(${column('kind')} = 'payment' or ${column('reversesKind')} = 'payment') and ${isWalletRow}`;

/** Expense rows: expenses and their reversals (cash rows too). */
export const isExpense = sql<SqlBool>`(${column('kind')} = 'expense' or ${column('reversesKind')} = 'expense') and ${isWalletRow}`;

/**
 * Entries that changed what a resident owes (the predicate of the owed indexes, migration 008):
 * sums of owed_kobo do not change without the others, and the index is a fraction of the ledger.
 */
export const changesOwed = sql<SqlBool>`${column('owedKobo')} <> 0`;

/** The rows of a finance list. */
export function inList(list: FinanceList): RawBuilder<SqlBool> {
  if (list === 'income') return sql<SqlBool>`(${isIncome})`;
  if (list === 'expenses') return sql<SqlBool>`(${isExpense})`;
  return isWalletRow;
}

/** credit - debit: what a row added to the wallet (income's sign). */
export const cashIn = sql<number>`(${column('creditKobo')} - ${column('debitKobo')})`;

/** debit - credit: what a row took out of the wallet (expenses' sign). */
export const cashOut = sql<number>`(${column('debitKobo')} - ${column('creditKobo')})`;

/** The exact sum of `value` (0 when no rows), or of the rows where `when` holds, as text. */
export function total(value: RawBuilder<number>, when?: RawBuilder<SqlBool>): RawBuilder<string> {
  const summed = when ? sql`case when ${when} then ${value} else 0 end` : value;
  return sql<string>`cast(coalesce(sum(${summed}), 0) as text)`;
}

/** An integer of kobo as the database gave it (text, or a number or bigint), exactly. */
export function exactKobo(value: string | number | bigint | null | undefined): bigint {
  return BigInt(value ?? 0);
}

/** Entries of one community, or of every community (null). */
export function ofCommunity(communityId: number | null) {
  return (eb: LedgerEb) =>
    communityId === null ? sql<SqlBool>`1 = 1` : eb('ledgerEntries.communityId', '=', communityId);
}

/** Newest first: the business date, then the entry id. */
export type EntryKey = Pick<LedgerEntryRow, 'entryDate' | 'id'>;

/**
 * Entries after `key` in newest-first order (keyset paging of the exports). A row-value comparison,
 * which both databases turn into an index range, so each batch starts where the last one ended
 * instead of skipping every row already exported.
 */
export function olderThan(key: EntryKey | null) {
  return (eb: LedgerEb) =>
    key === null
      ? sql<SqlBool>`1 = 1`
      : eb(
          eb.refTuple('ledgerEntries.entryDate', 'ledgerEntries.id'),
          '<',
          eb.tuple(key.entryDate, key.id),
        );
}
