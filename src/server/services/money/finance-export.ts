/**
 * Money (issue 5): the finance CSV exports (transactions, wallet, income, expenses, debtors).
 * Every matching row, not one page, read in keyset batches and streamed; header lines and file
 * names from src/shared/finance.ts; cells by csv.ts (formula-safe, RFC 4180) in the format of
 * every export: dates YYYY-MM-DD, money plain naira with two decimals, statuses as shown
 * (Approved, Pending, Failed).
 */
import { FINANCE_CSV_COLUMNS, FINANCE_EXPORTS, statusLabel } from '../../../shared/finance.js';
import type { DescribedDebtor } from './debtors.js';
import type { FinanceRow } from '../../repositories/money/ledger-reports-repository.js';
import { csvLines, dateCell, keysetBatches, moneyCell, type Cell } from '../common/csv.js';

/** Rows read per query while exporting. */
export const FINANCE_EXPORT_BATCH_SIZE = 200;

export type FinanceExport = keyof typeof FINANCE_EXPORTS;

const signed = (row: FinanceRow) => row.creditKobo - row.debitKobo;

const CELLS: Record<Exclude<FinanceExport, 'debtors'>, (row: FinanceRow) => Cell[]> = {
  transactions: (row) => [
    dateCell(row.entryDate),
    row.transactionId,
    row.description,
    moneyCell(signed(row)),
    statusLabel(row.status),
  ],
  wallet: (row) => [
    dateCell(row.entryDate),
    row.communityId,
    row.residentId ?? '',
    row.description,
    row.transactionId,
    moneyCell(row.debitKobo),
    moneyCell(row.creditKobo),
    statusLabel(row.status),
  ],
  income: (row) => [
    dateCell(row.entryDate),
    row.transactionId,
    row.description,
    moneyCell(signed(row)),
    statusLabel(row.status),
  ],
  expenses: (row) => [
    dateCell(row.entryDate),
    row.transactionId,
    row.description,
    moneyCell(-signed(row)),
    statusLabel(row.status),
  ],
};

/** The CSV of a finance list, reading batches with `readBatch` (keyset: the previous last row). */
export function financeCsv(
  kind: Exclude<FinanceExport, 'debtors'>,
  readBatch: (after: FinanceRow | null, size: number) => Promise<FinanceRow[]>,
): AsyncGenerator<string> {
  return csvLines(
    FINANCE_CSV_COLUMNS[kind],
    keysetBatches(readBatch, FINANCE_EXPORT_BATCH_SIZE),
    CELLS[kind],
  );
}

/** The debtors' CSV. */
export function debtorsCsv(
  readBatch: (after: DescribedDebtor | null, size: number) => Promise<DescribedDebtor[]>,
): AsyncGenerator<string> {
  return csvLines(
    FINANCE_CSV_COLUMNS.debtors,
    keysetBatches(readBatch, FINANCE_EXPORT_BATCH_SIZE),
    (row) => [row.fullName, row.address, row.description, row.principalId, moneyCell(row.owedKobo)],
  );
}

/** `Content-Disposition` of an export. */
export function attachment(kind: FinanceExport): string {
  return `attachment; filename="${FINANCE_EXPORTS[kind]}"`;
}
