/**
 * Property "the statistic is what the lists add up to, and what the model predicts": the
 * dashboard's statistic, the wallet, income, expense and transaction lists agree with each other
 * (balance = income - expenses = wallet CR - DR, ...) and with the model, row for row, newest first.
 */
import { expect } from 'vitest';
import type { FinanceRecord } from '../../../../src/shared/contract/finance.js';
import type {
  DashboardStatistic,
  Transaction,
} from '../../../../src/shared/contract/finance-reads.js';
import { kobo, sum } from './money.js';
import {
  apiRow,
  byId,
  expectNewestFirst,
  isExpense,
  isIncome,
  isWallet,
  modelRow,
  owedBy,
  type Model,
  type ModelEntry,
  type Real,
} from './model.js';
import { allRecords, okJson } from './reads.js';

export async function checkTotals(model: Model, real: Real): Promise<void> {
  const { admin, communityId } = real;
  const [stats, wallet, income, expenses, transactions] = await Promise.all([
    admin
      .get(`/api/Communities/${communityId}/Statistics`)
      .then((r) => okJson<DashboardStatistic>(r, 'Statistics')),
    allRecords<FinanceRecord>(admin, '/api/Wallets'),
    allRecords<FinanceRecord>(admin, '/api/Allincomes'),
    allRecords<FinanceRecord>(admin, '/api/AllExpenses'),
    allRecords<Transaction>(admin, `/api/Residents/${communityId}/Transactions`),
  ]);

  // --- The API agrees with itself.
  const statistic = {
    totalIncome: kobo(stats.totalIncome, 'totalIncome'),
    totalExpenses: kobo(stats.totalExpenses, 'totalExpenses'),
    availableBalance: kobo(stats.availableBalance, 'availableBalance'),
    totalPendingPayments: kobo(stats.totalPendingPayments, 'totalPendingPayments'),
  };
  expect(stats.communityId).toBe(communityId);
  const walletRows = wallet.map((r) => apiRow(r, 'wallet'));
  const incomeRows = income.map((r) => apiRow(r, 'income'));
  const expenseRows = expenses.map((r) => apiRow(r, 'expenses'));
  expect(statistic.availableBalance, 'balance = income - expenses').toBe(
    statistic.totalIncome - statistic.totalExpenses,
  );
  expect(sum(walletRows.map((r) => r.credit - r.debit)), 'balance = wallet CR - DR').toBe(
    statistic.availableBalance,
  );
  expect(sum(incomeRows.map((r) => r.credit - r.debit)), 'income = Allincomes CR - DR').toBe(
    statistic.totalIncome,
  );
  expect(sum(expenseRows.map((r) => r.debit - r.credit)), 'expenses = AllExpenses DR - CR').toBe(
    statistic.totalExpenses,
  );
  expect(
    byId(transactions.map((t) => ({ ...apiRow(t, 'transactions'), amount: kobo(t.amount, 't') }))),
    'transactions = wallet rows, amount = CR - DR',
  ).toEqual(byId(walletRows.map((r) => ({ ...r, amount: r.credit - r.debit }))));
  for (const transaction of transactions) {
    expect(transaction.paymentDate).toBe(transaction.createdDate);
    expect(transaction.description).toBe(transaction.desc);
  }

  // --- The API agrees with the model.
  const mine = model.entries;
  const owed = model.residents.map((r) => owedBy(model, r.id));
  expect(statistic, 'statistic').toEqual({
    totalIncome: sum(mine.filter(isIncome).map((e) => e.credit - e.debit)),
    totalExpenses: sum(mine.filter(isExpense).map((e) => e.debit - e.credit)),
    availableBalance: sum(mine.filter(isWallet).map((e) => e.credit - e.debit)),
    totalPendingPayments: sum(owed.filter((amount) => amount > 0)),
  });
  const rowsOf = (entries: ModelEntry[]) => byId(entries.map((e) => modelRow(e, communityId)));
  expect(byId(walletRows), 'wallet rows').toEqual(rowsOf(mine.filter(isWallet)));
  expect(byId(incomeRows), 'income rows').toEqual(rowsOf(mine.filter(isIncome)));
  expect(byId(expenseRows), 'expense rows').toEqual(rowsOf(mine.filter(isExpense)));
  expectNewestFirst(walletRows, 'wallet');
  expectNewestFirst(incomeRows, 'income');
  expectNewestFirst(expenseRows, 'expenses');
  expectNewestFirst(
    transactions.map((t) => ({ id: t.id, date: t.createdDate })),
    'transactions',
  );
}
