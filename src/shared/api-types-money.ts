/**
 * Shapes of the money API (issue 5: the ledger, its lists and forms), adverts (issue 6) and the
 * audit log (issue 7), shared by client and server; re-exported by api-types.ts.
 */
import type { PagedList } from './api-types.js';

/* ---------------------------------------------------------------- Money (issue 5) */

/** Ledger entry kinds: `charge` (monthly dues), `payment`, `expense`, `advert_fee`, `reversal`. */
export type LedgerKind = 'charge' | 'payment' | 'expense' | 'advert_fee' | 'reversal';
/** Stored status; shown as 'Approved' (paid), 'Pending' or 'Failed' (see `statusLabel`). */
export type PayStatus = 'paid' | 'pending' | 'failed';

/** `GET /api/Communities/{communityId}/Statistics`. Naira. */
export interface DashboardStatistic {
  /** Payments received, net of their reversals. */
  totalIncome: number;
  /** Expenses paid, net of their reversals. */
  totalExpenses: number;
  /** totalIncome - totalExpenses: the wallet's balance. */
  availableBalance: number;
  /** What residents owe: the sum of every positive outstanding balance (the Amount owing card). */
  totalPendingPayments: number;
  communityId: number;
}

/**
 * A finance record (wallet, income and expense rows, and the overview's transactions): one
 * ledger entry. Naira; `debAmount` is cash out of the wallet, `credAmount` cash in.
 */
export interface FinanceRecord {
  id: number;
  /** The entry's business date (YYYY-MM-DD). */
  createdDate: string;
  desc: string;
  debAmount: number;
  credAmount: number;
  payStatus: PayStatus;
  transactionId: string;
  kind: LedgerKind;
  comId: number;
  residentId: number | null;
  projectId: number | null;
  /** The entry this one reverses (reversals only). */
  reversesEntryId: number | null;
  /** True when an administrator may still reverse it (not a reversal, not yet reversed). */
  reversible: boolean;
}

/** `GET /api/Residents/{communityId}/Transactions`: the wallet's rows in the spec's shape. */
export interface Transaction extends FinanceRecord {
  paymentDate: string;
  description: string;
  /** Signed naira: credit positive, debit negative. */
  amount: number;
}

/** `GET /api/Residents/{communityId}/debtors`: a resident who owes more than zero. */
export interface DebtorRecord {
  /** The resident's id (a row opens /dashboard/debtors/{id}). */
  id: number;
  residentId: number;
  fullName: string;
  address: string;
  /** The description of the resident's latest entry that raised what they owe. */
  desc: string;
  /** The principal ID of the resident's apartment. */
  principalId: string;
  /** Naira owed (> 0); also as the finance record's debit. */
  amountOwed: number;
  debAmount: number;
  credAmount: number;
  payStatus: PayStatus;
  /** That entry's date (YYYY-MM-DD). */
  createdDate: string;
}

/** One line of a debtor's history: what raised or lowered what they owe. */
export interface DebtHistoryLine {
  id: number;
  date: string;
  narration: string;
  transactionId: string;
  /** Signed naira: + raises what is owed (charge, advert fee), - lowers it (payment). */
  amount: number;
}

/** `GET /api/Residents/{communityId}/debtors/{residentId}`. */
export interface DebtorProfile {
  residentId: number;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  address: string;
  apartmentName: string;
  principalId: string;
  imagePath: string | null;
  /** Naira; may be 0 or negative (paid ahead). */
  amountOwed: number;
  history: PagedList<DebtHistoryLine>;
}

/** `GET /api/Wallets/MonthlySeries`: the last 12 months, oldest first, current month last. */
export interface MonthlySeries {
  months: { month: string; label: string; income: number; expenses: number }[];
}

/** `POST /api/Wallets/Billing` answer. */
export interface BillingResult {
  month: string;
  chargedCount: number;
  /** Naira charged by this run (0 when the month was already billed). */
  totalCharged: number;
  message: string;
}

/** `POST /api/Wallets/Payments` body. Naira. */
export interface PaymentInput {
  residentId: number;
  amount: number;
  paymentDate: string;
  method: string;
  reference: string;
  projectId?: number | null;
  communityId?: number;
}

/** `POST /api/Wallets/Expenses` body. Naira. */
export interface ExpenseInput {
  amount: number;
  expenseDate: string;
  description: string;
  projectId?: number | null;
  communityId?: number;
}

/* ---------------------------------------------------------------- Adverts (issue 6) */

/** Derived on read: Pending (unpaid), Scheduled (paid, not started), Active, Expired. */
export type AdvertStatus = 'Pending' | 'Scheduled' | 'Active' | 'Expired';

/** `GET /api/Adverts/{communityId}/GetAdvertSections` items. Naira. */
export interface AdvertSection {
  id: number;
  name: string;
  pricePerDay: number;
}

/** An advert as the API shows it. Naira; dates YYYY-MM-DD; images are file ids (/api/Files/{id}). */
export interface Advert {
  id: number;
  communityId: number;
  name: string;
  startDate: string;
  /** Inclusive: startDate + numberOfDay - 1. */
  endDate: string;
  numberOfDay: number;
  cost: number;
  amount: number;
  status: AdvertStatus;
  /** The section's name (the list's Position column). */
  section: string;
  sectionId: number;
  residentId: number;
  advertiser: string;
  graphics: string;
  logo: string;
  paid: boolean;
  feeTransactionId: string;
  createdDate: string;
}

/* ---------------------------------------------------------------- Audit log (issue 7) */

/** What an audited event came to. */
export type AuditOutcome = 'success' | 'refused' | 'failure';

/** `GET /api/AuditLogs` items, newest first. Never a password, a code or a token. */
export interface AuditLogEntry {
  id: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** null for anonymous callers and failed sign-ins. */
  actorUserId: number | null;
  /** The account's e-mail (or phone), the identifier typed at sign-in, or 'anonymous'. */
  actorName: string;
  /** null for platform events (the Super admin sees those). */
  communityId: number | null;
  /** e.g. 'sign-in', 'refused', 'payment', 'role-change', 'id-document-download'. */
  action: string;
  /** e.g. 'payment NB…', 'resident 42 (Member → Treasurer)', 'GET /api/Streets/7'. */
  target: string;
  clientAddress: string;
  outcome: AuditOutcome;
}
