/**
 * Money (issue 5): the ledger's reads as the API shows them, in naira. Finance rows go through the
 * writes side's toFinanceRecord (finance-records.ts), so every list shows an entry the same way.
 */
import type { FinanceRecord } from '../../../shared/contract/finance.js';
import type {
  DashboardStatistic,
  DebtHistoryLine,
  DebtorProfile,
  DebtorRecord,
  MonthlySeries,
  Transaction,
} from '../../../shared/contract/finance-reads.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import { monthLabel } from '../../../shared/finance.js';
import { koboToNaira } from '../../../shared/format.js';
import type { DebtLineRow, DebtorHeader } from '../../repositories/money/ledger-debtor-profile.js';
import type { DescribedDebtor } from './debtors.js';
import type {
  FinanceRow,
  LedgerStatistic,
  MonthTotals,
} from '../../repositories/money/ledger-reports-repository.js';
import { toFinanceRecord } from './finance-records.js';
import { totalNaira } from './money-totals.js';

/** Rows of one query as finance records (an entry with a reversal is no longer reversible). */
export function toFinanceRecords(rows: readonly FinanceRow[]): FinanceRecord[] {
  const reversed = new Set(rows.filter((row) => row.reversedById !== null).map((row) => row.id));
  return rows.map(({ reversedById: _reversal, ...row }) => toFinanceRecord(row, reversed));
}

/** A finance record in the overview's transactions shape. */
export function toTransaction(record: FinanceRecord): Transaction {
  return {
    ...record,
    paymentDate: record.createdDate,
    description: record.desc,
    amount: koboToNaira(Math.round(record.credAmount * 100) - Math.round(record.debAmount * 100)),
  };
}

export function toStatistic(communityId: number, figures: LedgerStatistic): DashboardStatistic {
  return {
    totalIncome: totalNaira(figures.incomeKobo),
    totalExpenses: totalNaira(figures.expensesKobo),
    availableBalance: totalNaira(figures.incomeKobo - figures.expensesKobo),
    totalPendingPayments: totalNaira(figures.owingKobo),
    communityId,
  };
}

export function toDebtorRecord(row: DescribedDebtor): DebtorRecord {
  const owed = totalNaira(row.owedKobo);
  return {
    id: row.residentId,
    residentId: row.residentId,
    fullName: row.fullName,
    address: row.address,
    desc: row.description,
    principalId: row.principalId,
    amountOwed: owed,
    debAmount: owed,
    credAmount: 0,
    payStatus: 'pending',
    createdDate: row.owingSince,
  };
}

function toDebtLine(line: DebtLineRow): DebtHistoryLine {
  return {
    id: line.id,
    date: line.date,
    narration: line.narration,
    transactionId: line.transactionId,
    amount: koboToNaira(line.owedKobo),
  };
}

export function toDebtorProfile(
  header: DebtorHeader,
  history: PagedList<DebtLineRow>,
): DebtorProfile {
  return {
    residentId: header.residentId,
    fullName: header.fullName,
    email: header.email,
    mobileNumber: header.mobileNumber,
    address: header.address,
    apartmentName: header.apartmentName,
    principalId: header.principalId,
    imagePath: header.imageFileId === null ? null : `/api/Files/${header.imageFileId}`,
    amountOwed: totalNaira(header.owedKobo),
    history: {
      records: history.records.map(toDebtLine),
      totalRecordCount: history.totalRecordCount,
    },
  };
}

/** `YYYY-MM` of the month `offset` months after `month` (negative: before). */
export function addMonths(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The 12 months ending with `currentMonth` (YYYY-MM), oldest first, and their date range. */
export function seriesMonths(currentMonth: string) {
  const months = Array.from({ length: 12 }, (_, index) => addMonths(currentMonth, index - 11));
  return { months, fromDate: `${months[0]!}-01`, untilDate: `${addMonths(currentMonth, 1)}-01` };
}

export function toMonthlySeries(
  months: readonly string[],
  totals: readonly MonthTotals[],
): MonthlySeries {
  const byMonth = new Map(totals.map((row) => [row.month, row]));
  return {
    months: months.map((month) => {
      const found = byMonth.get(month);
      return {
        month,
        label: monthLabel(month),
        income: totalNaira(found?.incomeKobo ?? 0n),
        expenses: totalNaira(found?.expensesKobo ?? 0n),
      };
    }),
  };
}
