/**
 * The finance pages' test data (contract: docs issue 5, Reads): the statistic, the monthly series,
 * ledger rows, transactions, debtors and Amaka's profile, and `financeFake`, the fake dataProvider
 * (fakeDataProvider.ts) that holds them.
 */
import { vi } from 'vitest';
import type { FinanceRecord } from '../../../../src/shared/contract/finance';
import type {
  DashboardStatistic,
  DebtorProfile,
  DebtorRecord,
  MonthlySeries,
  Transaction,
} from '../../../../src/shared/contract/finance-reads';
import { fakeDataProvider, forbidFetch, type FakeSeed } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';

/** A file's first whole-dashboard mount (its lazy chunks) on a busy machine: 20 s, not 5. */
export const FIRST_MOUNT_MS = 20_000;

export const statistic: DashboardStatistic = {
  totalIncome: 250000,
  totalExpenses: 75000.5,
  availableBalance: 174999.5,
  totalPendingPayments: 42000,
  communityId: 1,
};

const LABELS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
export const series: MonthlySeries = {
  months: LABELS.map((label, index) => ({
    month: `${index === 0 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`,
    label,
    income: 20000 + index * 1000,
    expenses: 5000 + index * 500,
  })),
};

export function financeRecord(id: number, overrides: Partial<FinanceRecord> = {}): FinanceRecord {
  return {
    id,
    createdDate: '2026-11-21',
    desc: `Payment from Amaka Nwosu by Cash (entry ${id})`,
    debAmount: 0,
    credAmount: 5000,
    payStatus: 'paid',
    transactionId: `NB${String(id).padStart(12, 'A')}`,
    kind: 'payment',
    comId: 1,
    residentId: 5,
    projectId: null,
    reversesEntryId: null,
    reversible: true,
    receiptNumber: (overrides.kind ?? 'payment') === 'payment' ? receiptNumberOf(id) : null,
    ...overrides,
  };
}

/** A payment's receipt number as the server numbers them (RCT-<year>-<six digits>). */
export const receiptNumberOf = (id: number) => `RCT-2026-${String(id).padStart(6, '0')}`;

export function transaction(id: number, overrides: Partial<Transaction> = {}): Transaction {
  const record = financeRecord(id);
  return {
    ...record,
    paymentDate: record.createdDate,
    description: record.desc,
    amount: record.credAmount - record.debAmount,
    ...overrides,
  };
}

export function debtor(id: number, overrides: Partial<DebtorRecord> = {}): DebtorRecord {
  return {
    id,
    residentId: id,
    fullName: 'Amaka Nwosu',
    address: '12 Admiralty Way',
    desc: 'Dues for Nov 2026 (2 bedroom)',
    principalId: 'P-12',
    amountOwed: 15000,
    debAmount: 15000,
    credAmount: 0,
    payStatus: 'pending',
    createdDate: '2026-11-01',
    ...overrides,
  };
}

export const amakaProfile: DebtorProfile = {
  residentId: 5,
  fullName: 'Amaka Nwosu',
  email: 'amaka@nwosu.ng',
  mobileNumber: '08031234567',
  address: '12 Admiralty Way',
  apartmentName: 'Flat 3B',
  principalId: 'P-12',
  imagePath: null,
  amountOwed: 15000,
  history: { records: [], totalRecordCount: 0 },
};

/**
 * The finance pages' fake dataProvider: the statistic, the series, Lekki Gardens (the overview's
 * bank and referral cards) and `seed`'s lists; fetch answers nothing (forbidFetch).
 */
export function financeFake(seed: FakeSeed = {}) {
  forbidFetch();
  return fakeDataProvider({
    statistic,
    monthlySeries: series,
    communities: [aCommunity()],
    ...seed,
  });
}

/** A CSV the server writes at `path` (a list's `/Export`), as getFileBlob answers it. */
export function csvAt(path: string): Record<string, Blob> {
  return { [path]: new Blob([`Date,TransId\n${path}\n`], { type: 'text/csv' }) };
}

/**
 * jsdom has no object URLs and does not download: the export's link click is recorded instead.
 * Returns the click spy; `click.mock.contexts[0]` is the link.
 */
export function stubDownloads() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:http://localhost/csv'),
      revokeObjectURL: vi.fn(),
    }),
  );
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
