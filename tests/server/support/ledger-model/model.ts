/**
 * The in-memory reference model of one community's ledger, kept in integer kobo by the ledger
 * properties (tests/server/services/money/ledger-properties/): every entry the API wrote, the
 * residents with their monthly fee, the projects and the Idempotency-Keys used. The properties
 * compare the API's figures with what this model predicts.
 */
import { expect } from 'vitest';
import type { FinanceRecord, LedgerKind } from '../../../../src/shared/contract/finance.js';
import type { App } from '../../../../src/server/app.js';
import { currentMonth } from '../ledger-fixtures.js';
import type { MoneyEstate } from '../ledger-reads-fixtures.js';
import type { Caller } from '../tenant-fixtures.js';
import { kobo, sum } from './money.js';

export interface ModelEntry {
  id: number;
  kind: LedgerKind;
  debit: number;
  credit: number;
  owed: number;
  residentId: number | null;
  projectId: number | null;
  date: string;
  description: string;
  transactionId: string;
  reversesEntryId: number | null;
  reversesKind: LedgerKind | null;
  reversed: boolean;
}

export interface ModelResident {
  id: number;
  fullName: string;
  apartmentType: string;
  feeKobo: number;
  createdAt: string;
}

export interface PaymentBody {
  residentId: number;
  amount: number;
  paymentDate: string;
  method: string;
  reference?: string;
  projectId?: number | null;
}

export interface Model {
  residents: ModelResident[];
  projects: { id: number; projectName: string }[];
  entries: ModelEntry[];
  /** `${residentId} ${month}` of every charge made. */
  charged: Set<string>;
  /** Idempotency-Keys used, with the body sent and the first answer. */
  keys: { key: string; body: PaymentBody; answer: FinanceRecord }[];
}

/** What one property checks after every step (reads through `real.admin`). */
export type Check = (model: Model, real: Real) => Promise<void>;

/** One property's app, another community B (refusals, and writes that must not leak into A's
 * figures), the property's check and a tally of the outcomes seen (printed at the end). */
export interface LedgerRun {
  app: App;
  other: MoneyEstate;
  check: Check;
  tally: (outcome: string) => void;
}

/** The real side of a model run: community A of this run, its Admin, and the property's run. */
export interface Real {
  run: LedgerRun;
  communityId: number;
  admin: Caller;
}

export const isIncome = (entry: ModelEntry) =>
  entry.kind === 'payment' || entry.reversesKind === 'payment';
export const isExpense = (entry: ModelEntry) =>
  entry.kind === 'expense' || entry.reversesKind === 'expense';
export const isWallet = (entry: ModelEntry) => entry.debit > 0 || entry.credit > 0;
export const reversible = (entry: ModelEntry) => entry.kind !== 'reversal' && !entry.reversed;

export function owedBy(model: Model, residentId: number): number {
  return sum(model.entries.filter((e) => e.residentId === residentId).map((e) => e.owed));
}

/** A wallet row's comparable fields (kobo), from the model or from the API. */
export interface Row {
  id: number;
  kind: LedgerKind;
  debit: number;
  credit: number;
  residentId: number | null;
  projectId: number | null;
  date: string;
  desc: string;
  transactionId: string;
  reversesEntryId: number | null;
  reversible: boolean;
  payStatus: string;
  comId: number;
}

export function modelRow(entry: ModelEntry, communityId: number): Row {
  return {
    id: entry.id,
    kind: entry.kind,
    debit: entry.debit,
    credit: entry.credit,
    residentId: entry.residentId,
    projectId: entry.projectId,
    date: entry.date,
    desc: entry.description,
    transactionId: entry.transactionId,
    reversesEntryId: entry.reversesEntryId,
    reversible: reversible(entry),
    payStatus: 'paid',
    comId: communityId,
  };
}

export function apiRow(record: FinanceRecord, where: string): Row {
  return {
    id: record.id,
    kind: record.kind,
    debit: kobo(record.debAmount, `${where} #${record.id} debAmount`),
    credit: kobo(record.credAmount, `${where} #${record.id} credAmount`),
    residentId: record.residentId,
    projectId: record.projectId,
    date: record.createdDate,
    desc: record.desc,
    transactionId: record.transactionId,
    reversesEntryId: record.reversesEntryId,
    reversible: record.reversible,
    payStatus: record.payStatus,
    comId: record.comId,
  };
}

export const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((x, y) => x.id - y.id);

/** Newest first: entry date desc, then id desc. */
export function expectNewestFirst(rows: readonly { id: number; date: string }[], where: string) {
  const sorted = [...rows].sort((x, y) =>
    x.date === y.date ? y.id - x.id : x.date < y.date ? 1 : -1,
  );
  expect(
    rows.map((row) => row.id),
    `${where} newest first`,
  ).toEqual(sorted.map((row) => row.id));
}

/** The month `back` months before the current Lagos month (YYYY-MM). */
export function monthsAgo(back: number): string {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of the month after `month`, as residents' billing compares it. */
export function nextMonthStart(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
}

/** The middle of the month `back` months ago, as an ISO timestamp (a resident's created_at). */
export const registeredMonthsAgo = (back: number) => `${monthsAgo(back)}-15T12:00:00.000Z`;
