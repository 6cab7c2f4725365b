/**
 * Property-based tests of the ledger (issue 5, "Tests"), one `it` per property: random sequences
 * of billing runs, payments (with Idempotency-Key replays), expenses, reversals, refused requests
 * and another community's activity, sent through the real API (`app.inject`) to a fresh community
 * per run. Every step checks its own answer against the model (support/ledger-model/, in integer
 * kobo); after every step each property then checks its claim below, and every amount the API
 * answers must be a whole number of kobo.
 *
 * Each property has a fixed seed, in its name; a failure prints the seed, the path and the shrunk
 * steps. How to replay one: support/ledger-model/property.ts.
 */
import { checkBalances } from '../../support/ledger-model/check-balances.js';
import { checkDebtors } from '../../support/ledger-model/check-debtors.js';
import { checkDeltas } from '../../support/ledger-model/check-deltas.js';
import {
  checkMonthlySeries,
  checkProjects,
} from '../../support/ledger-model/check-projects-and-series.js';
import { checkTotals } from '../../support/ledger-model/check-totals.js';
import { ledgerProperties } from '../../support/ledger-model/property.js';

/** Runs per property and database: few, but each up to 30 steps (see property.ts). */
const RUNS = 7;

ledgerProperties('ledger properties: random operations keep every figure consistent', [
  {
    // The statistic = the lists' sums (balance = income - expenses = wallet CR - DR, ...) = the
    // model's; the wallet, income, expense and transaction lists hold exactly the model's rows,
    // newest first, read page by page.
    name: 'totals agree across reads: the statistic is the lists’ sums and the model’s',
    seed: 130_501,
    runs: RUNS,
    check: checkTotals,
  },
  {
    // Exactly the residents owing more than zero, largest first, adding up to the amount owing.
    name: 'the debtors list matches the model',
    seed: 130_502,
    runs: RUNS,
    check: checkDebtors,
  },
  {
    // The resident record, the debtor profile and its history, for every resident.
    name: 'balances equal charges minus payments per resident',
    seed: 130_503,
    runs: RUNS,
    check: checkBalances,
  },
  {
    name: 'a project’s raised and expended are its own income and expense rows',
    seed: 130_504,
    runs: RUNS,
    check: checkProjects,
  },
  {
    name: 'the monthly series sums income and expenses by entry month',
    seed: 130_505,
    runs: RUNS,
    check: checkMonthlySeries,
  },
  {
    // The API's figures after a step minus its figures before: the new entries' amounts, or for a
    // reversal minus its target's; nothing for a refusal, a replay or community B's writes.
    name: 'reversals restore every figure, and each step moves them by exactly what it wrote',
    seed: 130_506,
    runs: RUNS,
    check: checkDeltas,
    reversals: 2,
  },
]);
